import { describe, expect, it } from 'vitest';
import { revisionChanges, translationDrift, type BlogRevisionContent, type PortfolioRevisionContent } from './revisions';

const post = (over: Partial<BlogRevisionContent['translations']['cs']> = {}, en?: BlogRevisionContent['translations']['en']): BlogRevisionContent => ({
  imageUrl: null,
  translations: { cs: { title: 'Nový web', slug: 'novy-web', content: '<p>Text</p>', description: null, ...over }, ...(en ? { en } : {}) },
});

describe('revisionChanges', () => {
  it('is empty for the same content, whatever the order of its keys', () => {
    const a = post();
    const b: BlogRevisionContent = { translations: { cs: { description: null, content: '<p>Text</p>', slug: 'novy-web', title: 'Nový web' } }, imageUrl: null };
    expect(revisionChanges(a, b)).toEqual([]);
  });

  it('lists the record\'s fields first, then each language in the editors\' order, with blanks for what is missing', () => {
    const before = post({ title: 'Nový web', tags: ['web'] });
    const after: BlogRevisionContent = {
      ...post({ title: 'Nový e-shop', content: '<p>Jiný</p>', tags: ['web', 'e-shop'] }, { title: 'New shop', slug: 'new-shop', content: '<p>Other</p>', description: 'Short' }),
      imageUrl: '/media/a.webp',
    };
    expect(revisionChanges(before, after).map((c) => [c.language, c.field, c.before, c.after])).toEqual([
      [null, 'imageUrl', '', '/media/a.webp'],
      ['cs', 'title', 'Nový web', 'Nový e-shop'],
      ['cs', 'content', '<p>Text</p>', '<p>Jiný</p>'],
      ['cs', 'tags', 'web', 'web, e-shop'],
      ['en', 'title', '', 'New shop'],
      ['en', 'slug', '', 'new-shop'],
      ['en', 'description', '', 'Short'],
      ['en', 'content', '', '<p>Other</p>'],
    ]);
  });

  it('compares a portfolio item\'s fields and lists (services) as text', () => {
    const texts = { cs: { title: 'Logo', description: 'Nové logo', challenge: '', solution: '' }, en: { title: '', description: '', challenge: '', solution: '' } };
    const before: PortfolioRevisionContent = { imageUrl: '/a.png', category: 'design', link: null, projectId: null, services: ['design'], translations: texts };
    const after: PortfolioRevisionContent = { ...before, projectId: 4, services: ['design', 'web'] };
    expect(revisionChanges(before, after)).toEqual([
      { field: 'projectId', language: null, before: '', after: '4' },
      { field: 'services', language: null, before: 'design', after: 'design, web' },
    ]);
  });
});

describe('translationDrift', () => {
  const en = { title: 'New website', slug: 'new-website', content: '<p>Text</p>', description: null };
  const drift = (...args: Parameters<typeof translationDrift>) => {
    const { behind, caughtUp } = translationDrift(...args);
    return { behind: behind.map((b) => `${b.language}.${b.field}←${b.changedLanguage}`), caughtUp: caughtUp.map((c) => `${c.language}.${c.field}`) };
  };

  it('a text changed in one language leaves the other behind; its address (slug) never does', () => {
    expect(drift(post({}, en), post({ title: 'Nový e-shop', slug: 'novy-e-shop' }, en))).toEqual({ behind: ['en.title←cs'], caughtUp: ['cs.title'] });
  });

  it('both languages changed: nothing behind; a catch-up of a language that was behind marks nothing', () => {
    expect(drift(post({}, en), post({ title: 'Nový e-shop' }, { ...en, title: 'New shop' }))).toEqual({ behind: [], caughtUp: ['cs.title', 'en.title'] });
    expect(drift(post({}, en), post({}, { ...en, title: 'New shop' }), new Set(['en.title']))).toEqual({ behind: [], caughtUp: ['en.title'] });
  });

  it('no mark where the other language has no such text, nor when a text is removed', () => {
    expect(drift(post(), post({ title: 'Jen česky' }))).toEqual({ behind: [], caughtUp: ['cs.title'] });
    expect(drift(post({}, en), post({ description: 'Krátce' }, en))).toEqual({ behind: [], caughtUp: ['cs.description'] });
    expect(drift(post({}, en), post())).toEqual({ behind: [], caughtUp: ['en.title', 'en.content'] });
  });
});
