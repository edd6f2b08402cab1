import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPublicPage } from '@/client/test/render-public-page';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first stop of the keyboard and moves focus to <main>', async () => {
    const user = userEvent.setup();
    renderPublicPage(
      <>
        <SkipLink />
        <a href="/elsewhere">Odkaz v hlavičce</a>
        <main id="main">Obsah</main>
      </>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Přeskočit na obsah' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
  });
});
