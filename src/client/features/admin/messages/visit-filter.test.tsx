import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { visitFilterOf, VisitFilterNotice } from './visit-filter';

describe("the inbox's analytics filter", () => {
  it('reads the visit and the days from the address, ignoring days that are not days', () => {
    expect(visitFilterOf(new URLSearchParams('campaign=podzim&from=2026-11-01&to=2026-11-26&status=unread'))).toEqual({ campaign: 'podzim', from: '2026-11-01', to: '2026-11-26' });
    expect(visitFilterOf(new URLSearchParams('entry=%2Fblog%2Fnovy-web&from=yesterday'))).toEqual({ entry: '/blog/novy-web' });
    expect(visitFilterOf(new URLSearchParams('status=unread'))).toEqual({});
  });

  it('says what the list is narrowed to, in the language, and clears it', async () => {
    const onClear = vi.fn();
    renderAdminScreen(<VisitFilterNotice filter={{ campaign: 'podzim', from: '2026-11-01', to: '2026-11-26' }} onClear={onClear} />, { lang: 'cs' });
    expect(screen.getByRole('status')).toHaveTextContent('Jen poptávky z analytiky: kampaň podzim, přijaté 1. 11. 2026 – 26. 11. 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Zobrazit všechny zprávy' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('shows nothing without a filter', () => {
    const { container } = renderAdminScreen(<VisitFilterNotice filter={{}} onClear={() => undefined} />, { lang: 'en' });
    expect(container.querySelector('[role="status"]')).toBeNull();
  });
});
