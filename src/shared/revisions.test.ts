import { describe, expect, it } from 'vitest';
import { revisionChanges, type BlogRevisionContent, type PortfolioRevisionContent } from './revisions';

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
