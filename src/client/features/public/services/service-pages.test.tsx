import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublicPage } from '@/client/test/render-public-page';
import { DesignPage, LogoDesignPage, MarketingPage, SocialMediaPage, WebDevelopmentPage } from './service-pages';

/** A text key shown instead of its text. */
const RAW_KEY = /\b(?:services|nav)\.[a-zA-Z]/;

const cardPages = [
  { name: 'web development', path: '/services/web-development', page: <WebDevelopmentPage />, cs: 'Responzivní design', en: 'Accessibility' },
  { name: 'design', path: '/services/design', page: <DesignPage />, cs: 'Typografie', en: 'UI/UX design' },
  { name: 'social media', path: '/services/social-media', page: <SocialMediaPage />, cs: 'Spolupráce s influencery', en: 'Community management' },
  { name: 'marketing', path: '/services/marketing', page: <MarketingPage />, cs: 'E-mailový marketing', en: 'Social media marketing' },
];

describe('service pages', () => {
  for (const { name, path, page, cs, en } of cardPages) {
    for (const lang of ['cs', 'en'] as const) {
      it(`${name} (${lang}): one h1, six cards, meta, call to action`, () => {
        const { meta, islands } = renderPublicPage(page, { lang, path });
        expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
        const cards = screen.getAllByRole('heading', { level: 3 });
        expect(cards).toHaveLength(6);
        expect(screen.getByRole('heading', { level: 3, name: lang === 'cs' ? cs : en })).toBeInTheDocument();
        expect(meta.current()?.title).toBeTruthy();
        expect(meta.current()?.description?.length).toBeGreaterThan(60);
        expect(meta.current()?.jsonLd?.[0]).toMatchObject({ '@type': 'Service', name: expect.any(String) });
        const prefix = lang === 'en' ? '/en' : '';
        const contact = lang === 'cs' ? 'Kontaktujte nás' : 'Contact us';
        const pricing = lang === 'cs' ? 'Prohlédnout ceník' : 'See pricing';
        expect(screen.getByRole('link', { name: contact })).toHaveAttribute('href', `${prefix}/contact`);
        expect(screen.getByRole('link', { name: pricing })).toHaveAttribute('href', `${prefix}/pricing`);
        // Static HTML: nothing on the page is hydrated in the browser.
        expect(islands.list()).toEqual([]);
        expect(document.body.textContent).not.toMatch(RAW_KEY);
      });
    }
  }

  it('logo design lists the design services in a two-column grid', () => {
    const { meta } = renderPublicPage(<LogoDesignPage />, { lang: 'cs', path: '/services/logo-design' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tvorba loga');
    const list = screen.getByRole('list');
    expect(list).toHaveClass('md:grid-cols-2');
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(meta.current()?.title).toBe('Tvorba loga a firemní identity');
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it('design links to logo design', () => {
    renderPublicPage(<DesignPage />, { lang: 'en', path: '/services/design' });
    expect(screen.getByRole('link', { name: 'More about logo design' })).toHaveAttribute('href', '/en/services/logo-design');
  });
});
