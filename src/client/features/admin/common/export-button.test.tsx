/** Issue 20: the CSV export in the back office's language, with the separator chosen beside it. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { ExportButton, exportHref } from './export-button';

afterEach(() => localStorage.clear());

describe('ExportButton', () => {
  it('in Czech: semicolons unless a comma is chosen, and the choice is remembered', async () => {
    const { unmount } = renderAdminScreen(<ExportButton href="/api/admin/clients/export?status=active">Exportovat CSV</ExportButton>, { lang: 'cs' });
    const link = screen.getByRole('link', { name: 'Exportovat CSV' });
    expect(link).toHaveAttribute('href', '/api/admin/clients/export?status=active&lang=cs');
    const separator = screen.getByLabelText('Oddělovač v CSV');
    expect(separator).toHaveValue('semicolon');
    await userEvent.selectOptions(separator, 'Čárka (,)');
    expect(link).toHaveAttribute('href', '/api/admin/clients/export?status=active&lang=cs&separator=comma');
    unmount();
    renderAdminScreen(<ExportButton href="/api/admin/clients/export">Exportovat CSV</ExportButton>, { lang: 'cs' });
    expect(screen.getByRole('link', { name: 'Exportovat CSV' })).toHaveAttribute('href', '/api/admin/clients/export?lang=cs&separator=comma');
  });

  it('in English: commas; the language a list already names is kept', () => {
    renderAdminScreen(<ExportButton href="/api/admin/messages/export">Export CSV</ExportButton>, { lang: 'en' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/messages/export?lang=en');
    expect(screen.getByLabelText('CSV separator')).toHaveValue('comma');
    expect(exportHref('/api/admin/accounting/export?sort=dueDate&lang=cs', 'en', 'semicolon')).toBe('/api/admin/accounting/export?sort=dueDate&lang=cs&separator=semicolon');
  });
});
