import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublicPage } from '@/client/test/render-public-page';
import { AboutPage } from './about-page';

/** A text key shown instead of its text. */
const RAW_KEY = /\babout\.[a-zA-Z]/;

describe('AboutPage', () => {
  it('has four feature cards, mission and vision', () => {
    const { meta, islands } = renderPublicPage(<AboutPage />, { lang: 'cs', path: '/about' });
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
    expect(meta.current()?.jsonLd?.[0]).toMatchObject({ '@type': 'AboutPage', about: { '@type': 'Organization' } });
    // Static HTML: nothing on the page is hydrated in the browser.
    expect(islands.list()).toEqual([]);
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it('is in English on the English page', () => {
    const { meta } = renderPublicPage(<AboutPage />, { lang: 'en', path: '/about' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('A digital agency from Olomouc');
    expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();
    expect(meta.current()).toMatchObject({ title: 'About us', description: expect.any(String) });
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
