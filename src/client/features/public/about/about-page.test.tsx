import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createFixedI18n } from '../../../i18n/fixed-i18n';
import { createPageMetaCollector, PageMetaProvider } from '../../../lib/page-meta';
import { AboutPage } from './about-page';

function renderAbout(lang: 'cs' | 'en') {
  const meta = createPageMetaCollector();
  render(
    <PageMetaProvider collector={meta}>
      <I18nextProvider i18n={createFixedI18n(lang)}>
        <MemoryRouter>
          <AboutPage />
        </MemoryRouter>
      </I18nextProvider>
    </PageMetaProvider>,
  );
  return meta;
}

describe('AboutPage', () => {
  it('has four feature cards, mission and vision', () => {
    const meta = renderAbout('cs');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Zkušenosti',
      'Sehraný tým',
      'Úspěch klientů',
      'Zápal pro věc',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Naše mise' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Naše vize' })).toBeInTheDocument();
    expect(meta.current()).toMatchObject({ title: 'O nás' });
  });

  it('is in English on the English page', () => {
    const meta = renderAbout('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('A digital agency from Olomouc');
    expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();
    expect(meta.current()).toMatchObject({ title: 'About us' });
  });
});
