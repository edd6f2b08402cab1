import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createFixedI18n } from '../../../i18n/fixed-i18n';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first stop of the keyboard and moves focus to <main>', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createFixedI18n('cs')}>
        <SkipLink />
        <a href="/elsewhere">Odkaz v hlavičce</a>
        <main id="main">Obsah</main>
      </I18nextProvider>,
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
