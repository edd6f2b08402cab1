import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createFixedI18n } from './fixed-i18n';
import { useT } from './use-t';

function Label() {
  const t = useT();
  return <span>{t('admin.client.notSet')}</span>;
}

describe('useT', () => {
  it("translates in the context instance's language and follows a change of it", async () => {
    const i18n = createFixedI18n('cs');
    render(
      <I18nextProvider i18n={i18n}>
        <Label />
        <Label />
      </I18nextProvider>,
    );
    expect(screen.getAllByText('Neuvedeno')).toHaveLength(2);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getAllByText('Not set')).toHaveLength(2);
    expect(screen.queryByText('Neuvedeno')).toBeNull();
  });

  it('reads the instance of its own provider, not another one', () => {
    render(
      <>
        <I18nextProvider i18n={createFixedI18n('en')}>
          <Label />
        </I18nextProvider>
        <I18nextProvider i18n={createFixedI18n('cs')}>
          <Label />
        </I18nextProvider>
      </>,
    );
    expect(screen.getByText('Not set')).toBeTruthy();
    expect(screen.getByText('Neuvedeno')).toBeTruthy();
  });
});
