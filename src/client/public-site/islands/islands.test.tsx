import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPublicHtml } from '@/client/ssr/render-public-html';
import { PublicLayout } from '../public-layout';
import { hydrateIslands } from '@/client/app/island-loaders';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function serve(lang: 'cs' | 'en', path: string) {
  const served = renderPublicHtml(
    <PublicLayout>
      <main id="main">
        <h1>Stránka</h1>
      </main>
    </PublicLayout>,
    { lang, path },
  );
  document.body.innerHTML = `<div id="root">${served.html}</div>`;
  // As the page carries it: JSON.
  return JSON.parse(JSON.stringify(served.islands)) as typeof served.islands;
}

describe('islands', () => {
  it('serve the static parts as plain HTML and mark each island with its index', () => {
    const page = serve('en', '/about');
    expect(page).toMatchObject({ lang: 'en', path: '/about' });
    expect(page.islands.map((island) => island.name)).toEqual(['site-header']);
    expect(document.querySelectorAll('[data-island]')).toHaveLength(1);
    expect(document.querySelector('[data-island="0"] header')).not.toBeNull();
    // The footer is outside any island.
    expect(document.querySelector('footer')?.closest('[data-island]')).toBeNull();
  });

  it('hydrate without mismatches, with the same useId() ids as the served HTML, and then work', async () => {
    const page = serve('cs', '/pricing');
    const button = screen.getByRole('button', { name: 'CS – Jazyk: Čeština' });
    const servedListId = button.getAttribute('aria-controls');
    expect(servedListId).toContain('i0-');
    const errors = vi.spyOn(console, 'error');
    await act(() => hydrateIslands(page).begun);
    expect(errors).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button.getAttribute('aria-controls')).toBe(servedListId);
    expect(document.getElementById(servedListId!)).not.toHaveAttribute('hidden');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/pricing');
  });
});
