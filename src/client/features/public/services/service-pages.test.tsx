import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createFixedI18n } from '../../../i18n/fixed-i18n';
import { createPageMetaCollector, PageMetaProvider } from '../../../lib/page-meta';
import { DesignPage, LogoDesignPage, MarketingPage, SocialMediaPage, WebDevelopmentPage } from './service-pages';

function renderPage(page: ReactElement, lang: 'cs' | 'en') {
  const meta = createPageMetaCollector();
  render(
    <PageMetaProvider collector={meta}>
      <I18nextProvider i18n={createFixedI18n(lang)}>
        <MemoryRouter initialEntries={[lang === 'en' ? '/en' : '/']}>{page}</MemoryRouter>
      </I18nextProvider>
    </PageMetaProvider>,
  );
  return meta;
}

const cardPages = [
  { name: 'web development', page: <WebDevelopmentPage />, cs: 'Responzivní design', en: 'Accessibility' },
  { name: 'design', page: <DesignPage />, cs: 'Typografie', en: 'UI/UX design' },
  { name: 'social media', page: <SocialMediaPage />, cs: 'Spolupráce s influencery', en: 'Community management' },
  { name: 'marketing', page: <MarketingPage />, cs: 'E-mailový marketing', en: 'Social media marketing' },
];

describe('service pages', () => {
  for (const { name, page, cs, en } of cardPages) {
    for (const lang of ['cs', 'en'] as const) {
      it(`${name} (${lang}): one h1, six cards, meta, call to action`, () => {
        const meta = renderPage(page, lang);
        expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
        const cards = screen.getAllByRole('heading', { level: 3 });
        expect(cards).toHaveLength(6);
        expect(screen.getByRole('heading', { level: 3, name: lang === 'cs' ? cs : en })).toBeInTheDocument();
        expect(meta.current()?.title).toBeTruthy();
        expect(meta.current()?.description?.length).toBeGreaterThan(60);
        const prefix = lang === 'en' ? '/en' : '';
        const contact = lang === 'cs' ? 'Kontaktujte nás' : 'Contact us';
        const pricing = lang === 'cs' ? 'Prohlédnout ceník' : 'See pricing';
        expect(screen.getByRole('link', { name: contact })).toHaveAttribute('href', `${prefix}/contact`);
        expect(screen.getByRole('link', { name: pricing })).toHaveAttribute('href', `${prefix}/pricing`);
      });
    }
  }

  it('logo design lists the design services in a two-column grid', () => {
    const meta = renderPage(<LogoDesignPage />, 'cs');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tvorba loga');
    const list = screen.getByRole('list');
    expect(list).toHaveClass('md:grid-cols-2');
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(meta.current()?.title).toBe('Tvorba loga a firemní identity');
  });

  it('design links to logo design', () => {
    renderPage(<DesignPage />, 'en');
    expect(screen.getByRole('link', { name: 'More about logo design' })).toHaveAttribute('href', '/en/services/logo-design');
  });
});
