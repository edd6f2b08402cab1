import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublicPage } from '@/client/test/render-public-page';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('answers 404 with the spec texts and a link home, in Czech at the root', () => {
    const { meta, islands } = renderPublicPage(<NotFoundPage />, { lang: 'cs', path: '/portfolio' });
    expect(meta.current()).toMatchObject({ status: 404 });
    expect(meta.current()?.title).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/');
    expect(islands.list()).toEqual([]);
    expect(document.body.textContent).not.toMatch(/notFound\./);
  });

  it('is in English under /en, linking to the English home page', () => {
    const { meta } = renderPublicPage(<NotFoundPage />, { lang: 'en', path: '/nothing-here' });
    expect(meta.current()).toMatchObject({ title: 'Page Not Found', status: 404 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
  });
});
