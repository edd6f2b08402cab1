import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@/shared/api-types';
import { formatDay, officeDay } from '@/shared/dates';
import { formatDocumentMoney } from '@/shared/money/document-money';
import type { AdminCostRate } from '@/shared/schemas/rates';
import { jsonResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { TeamPage } from './team-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const member = (id: number, name: string, extra: Partial<PublicUser> = {}): PublicUser => ({
  id,
  username: name.toLowerCase(),
  email: `${name.toLowerCase()}@example.cz`,
  name,
  role: 'editor',
  active: true,
  mustChangePassword: false,
  twoFactorEnabled: false,
  createdAt: '2026-11-25T00:00:00.000Z',
  ...extra,
});

describe('Team screen', () => {
  it('lists staff with their state, asks before changing a role and before deactivating (en)', async () => {
    let staff = [member(2, 'Eva', { twoFactorEnabled: true }), member(3, 'Karel', { active: false, mustChangePassword: true })];
    const fetchMock = stubFetch(async (url, init) => {
      if (url === '/api/admin/team/cost-rates') return jsonResponse(200, []);
      if (url === '/api/admin/team/settings') return jsonResponse(200, { requireTwoFactor: false });
      if (url === '/api/admin/team') return jsonResponse(200, staff);
      if (url === '/api/admin/team/2/role') {
        staff = [{ ...staff[0]!, role: 'admin' }, staff[1]!];
        return jsonResponse(200, staff[0]);
      }
      if (url === '/api/admin/team/2/active') return jsonResponse(200, { ...staff[0]!, active: false });
      throw new Error(`unexpected ${init?.method} ${url}`);
    });
    renderAdminScreen(<TeamPage />, { lang: 'en', url: '/admin/team' });

    const eva = (await screen.findByRole('rowheader', { name: 'Eva' })).closest('tr')!;
    expect(within(eva).getByText('Two-factor sign-in')).toBeInTheDocument();
    const karel = screen.getByRole('rowheader', { name: 'Karel' }).closest('tr')!;
    expect(within(karel).getByText('Deactivated')).toBeInTheDocument();
    expect(within(karel).getByText('Must change password')).toBeInTheDocument();
    expect(within(karel).getByRole('button', { name: 'Reactivate – Karel' })).toBeInTheDocument();
    // Only a colleague with 2FA on offers turning it off.
    expect(within(eva).getByRole('button', { name: 'Turn off two-factor sign-in – Eva' })).toBeInTheDocument();
    expect(within(karel).queryByRole('button', { name: /Turn off two-factor/ })).toBeNull();

    // A role change asks first, saying what changes (issue 20, point 6); cancelled, nothing is sent.
    await userEvent.selectOptions(within(eva).getByLabelText('Role: Eva'), 'admin');
    let ask = await screen.findByRole('alertdialog', { name: 'Change the role of Eva?' });
    expect(ask).toHaveTextContent('Eva goes from Editor to Admin: they will manage the team');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(eva).getByLabelText<HTMLSelectElement>('Role: Eva').value).toBe('editor');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/team/2/role')).toBe(false);
    await userEvent.selectOptions(within(eva).getByLabelText('Role: Eva'), 'admin');
    ask = await screen.findByRole('alertdialog', { name: 'Change the role of Eva?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Change to Admin' }));
    await screen.findByText('Eva is now Admin');
    const roleCall = fetchMock.mock.calls.find(([url]) => url === '/api/admin/team/2/role')!;
    expect(JSON.parse(String(roleCall[1]?.body))).toEqual({ role: 'admin' });

    await userEvent.click(within(eva).getByRole('button', { name: 'Deactivate – Eva' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Eva?' });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/team/2/active')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await screen.findByText('Eva was deactivated');
    const activeCall = fetchMock.mock.calls.find(([url]) => url === '/api/admin/team/2/active')!;
    expect(JSON.parse(String(activeCall[1]?.body))).toEqual({ active: false });
  });

  it("edits a colleague's name and e-mail: a labelled row action, the dialog checks the fields, the server's refusal shown at its field (en)", async () => {
    let staff = [member(2, 'Eva')];
    const sent: unknown[] = [];
    stubFetch(async (url, init) => {
      if (url === '/api/admin/team/cost-rates') return jsonResponse(200, []);
      if (url === '/api/admin/team/settings') return jsonResponse(200, { requireTwoFactor: false });
      if (url === '/api/admin/team') return jsonResponse(200, staff);
      if (url === '/api/admin/team/2/profile' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { name: string; email: string };
        sent.push(body);
        if (body.email === 'taken@example.cz') return jsonResponse(409, { error: 'email: This e-mail address is already used', message: 'email: This e-mail address is already used', field: 'email', fields: { email: 'This e-mail address is already used' } });
        staff = [{ ...staff[0]!, ...body }];
        return jsonResponse(200, staff[0]);
      }
      throw new Error(`unexpected ${init?.method} ${url}`);
    });
    renderAdminScreen(<TeamPage />, { lang: 'en', url: '/admin/team' });
    const eva = (await screen.findByRole('rowheader', { name: 'Eva' })).closest('tr')!;
    const edit = within(eva).getByRole('button', { name: 'Edit name and e-mail – Eva' });
    expect(edit).toHaveTextContent('Edit name and e-mail');
    await userEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Name and e-mail: Eva' });
    const email = within(dialog).getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveValue('eva@example.cz'));
    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Eva Malá');
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.cz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This e-mail address is already used')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'eva.mala@example.cz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText("Eva Malá's name and e-mail are saved");
    expect(sent.at(-1)).toEqual({ name: 'Eva Malá', email: 'eva.mala@example.cz' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('rowheader', { name: 'Eva Malá' })).toBeInTheDocument();
  });

  it('offers the profile edit in Czech', async () => {
    stubFetch(async (url) => {
      if (url === '/api/admin/team/cost-rates') return jsonResponse(200, []);
      if (url === '/api/admin/team/settings') return jsonResponse(200, { requireTwoFactor: false });
      if (url === '/api/admin/team') return jsonResponse(200, [member(2, 'Eva')]);
      throw new Error(`unexpected ${url}`);
    });
    renderAdminScreen(<TeamPage />, { lang: 'cs', url: '/admin/team' });
    const eva = (await screen.findByRole('rowheader', { name: 'Eva' })).closest('tr')!;
    await userEvent.click(within(eva).getByRole('button', { name: 'Upravit jméno a e-mail – Eva' }));
    expect(await screen.findByRole('dialog', { name: 'Jméno a e-mail: Eva' })).toHaveTextContent('Jméno, pod kterým kolegu vidí tým');
  });

  it('adds a colleague: the form checks its fields and sends role and one-time password (cs)', async () => {
    const fetchMock = stubFetch(async (url, init) => {
      if (url === '/api/admin/team/cost-rates') return jsonResponse(200, []);
      if (url === '/api/admin/team/settings') return jsonResponse(200, { requireTwoFactor: true });
      if (url === '/api/admin/team' && init?.method === 'POST') return jsonResponse(201, member(9, 'Petr'));
      if (url === '/api/admin/team') return jsonResponse(200, []);
      throw new Error(`unexpected ${init?.method} ${url}`);
    });
    renderAdminScreen(<TeamPage />, { lang: 'cs', url: '/admin/team' });
    const rule = await screen.findByRole('checkbox', { name: 'Vyžadovat dvoufázové ověření u všech členů týmu' });
    await waitFor(() => expect(rule).toBeChecked());

    await userEvent.click(screen.getByRole('button', { name: 'Přidat kolegu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nový člen týmu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Přidat kolegu' }));
    await within(dialog).findByText('Heslo musí mít alespoň 6 znaků');
    await userEvent.type(within(dialog).getByLabelText('Jméno'), 'Petr');
    await userEvent.type(within(dialog).getByLabelText('Uživatelské jméno'), 'petr');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'petr@example.cz');
    await userEvent.type(within(dialog).getByLabelText('Jednorázové heslo'), 'prvni-den');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Přidat kolegu' }));
    await screen.findByText('Petr byl(a) přidán(a) do týmu');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({ name: 'Petr', username: 'petr', email: 'petr@example.cz', role: 'editor', password: 'prvni-den' });
  });

  it("shows each person's cost per hour; the dialog lists the history, adds a rate (a refusal at its field) and deletes one (cs)", async () => {
    const today = officeDay(new Date());
    const rate = (id: number, userId: number, validFrom: string, hourlyCostCzk: number): AdminCostRate => ({ id, userId, validFrom, hourlyCostCzk, createdAt: '2026-01-01T08:00:00.000Z' });
    let evaRates = [rate(2, 2, '2026-01-01', 45_000), rate(1, 2, '2025-01-01', 38_000)];
    const posts: unknown[] = [];
    const fetchMock = stubFetch(async (url, init) => {
      const method = init?.method ?? 'GET';
      if (url === '/api/admin/team/settings') return jsonResponse(200, { requireTwoFactor: false });
      if (url === '/api/admin/team') return jsonResponse(200, [member(2, 'Eva'), member(3, 'Karel')]);
      // Today's rate of each person who has one (Karel has none).
      if (url === '/api/admin/team/cost-rates') return jsonResponse(200, evaRates.slice(0, 1));
      if (url === '/api/admin/team/2/cost-rates' && method === 'GET') return jsonResponse(200, evaRates);
      if (url === '/api/admin/team/2/cost-rates' && method === 'POST') {
        const body = JSON.parse(String(init?.body)) as { validFrom: string; hourlyCostCzk: number };
        posts.push(body);
        // The first one is refused, as the server refuses an amount out of range.
        if (posts.length === 1) {
          const message = 'Enter an amount per hour from 0 to 100 000 Kč';
          return jsonResponse(400, { error: `hourlyCostCzk: ${message}`, message: `hourlyCostCzk: ${message}`, field: 'hourlyCostCzk', fields: { hourlyCostCzk: message } });
        }
        const added = rate(3, 2, body.validFrom, body.hourlyCostCzk);
        evaRates = [added, ...evaRates];
        return jsonResponse(201, added);
      }
      if (url === '/api/admin/team/2/cost-rates/1' && method === 'DELETE') {
        evaRates = evaRates.filter((r) => r.id !== 1);
        return new Response(null, { status: 204 });
      }
      throw new Error(`unexpected ${method} ${url}`);
    });
    const kc = (minor: number) => `${formatDocumentMoney(minor, 'CZK', 'cs')}/h`;
    // The text matchers read a no-break space as a space.
    const spaced = (text: string) => text.replace(/\s+/g, ' ');
    renderAdminScreen(<TeamPage />, { lang: 'cs', url: '/admin/team' });

    // The column: today's rate, or "not set".
    const eva = (await screen.findByRole('rowheader', { name: 'Eva' })).closest('tr')!;
    await waitFor(() => expect(eva).toHaveTextContent(spaced(kc(45_000))));
    expect(kc(45_000)).toBe('450,00\u00a0Kč/h');
    const karel = screen.getByRole('rowheader', { name: 'Karel' }).closest('tr')!;
    expect(within(karel).getByText('Nenastaveno')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Náklad na hodinu' })).toBeInTheDocument();

    // The dialog: the history, latest first, each with a delete button naming its day; the cost explained.
    await userEvent.click(within(eva).getByRole('button', { name: 'Náklad na hodinu – Eva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Náklad na hodinu: Eva' });
    expect(dialog).toHaveTextContent('vidí jen administrátoři a slouží k výpočtu zisku');
    const history = await within(dialog).findByRole('table', { name: 'Historie nákladů na hodinu' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([kc(45_000), kc(38_000)]);
    expect(rows[0]).toHaveTextContent(formatDay('2026-01-01', 'cs'));
    expect(within(rows[1]!).getByRole('button', { name: `Smazat náklad platný od ${formatDay('2025-01-01', 'cs')}` })).toBeInTheDocument();

    // The form checks the amount before sending.
    const amount = within(dialog).getByLabelText('Náklad na hodinu (Kč)');
    expect(within(dialog).getByLabelText('Platí od')).toHaveValue(today);
    await userEvent.type(amount, 'hodně');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložit náklad' }));
    expect(await within(dialog).findByText('Zadejte částku za hodinu od 0 do 100 000 Kč')).toBeInTheDocument();
    expect(posts).toEqual([]);

    // "450,50" is sent as haléře; the server's refusal shows at its field.
    await userEvent.clear(amount);
    await userEvent.type(amount, '450,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložit náklad' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ validFrom: today, hourlyCostCzk: 45_050 });
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription('Zadejte částku za hodinu od 0 do 100 000 Kč');

    // Sent again and saved: a toast, the form blank again, the history and the column refreshed.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložit náklad' }));
    await screen.findByText(spaced(`Náklad ${kc(45_050)} platí od ${formatDay(today, 'cs')}`));
    expect(posts[1]).toEqual({ validFrom: today, hourlyCostCzk: 45_050 });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(4));
    expect(amount).toHaveValue('');
    expect(amount).toHaveAttribute('aria-invalid', 'false');

    // Deleting asks first.
    await userEvent.click(within(history).getByRole('button', { name: `Smazat náklad platný od ${formatDay('2025-01-01', 'cs')}` }));
    const ask = await screen.findByRole('alertdialog', { name: `Smazat náklad platný od ${formatDay('2025-01-01', 'cs')}?` });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(within(ask).getByRole('button', { name: 'Smazat' }));
    await screen.findByText(`Náklad platný od ${formatDay('2025-01-01', 'cs')} je smazaný`);
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Zavřít' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Eva' }).closest('tr')).toHaveTextContent(spaced(kc(45_050))));
  });

  it('shows the cost per hour in English', async () => {
    stubFetch(async (url) => {
      if (url === '/api/admin/team/settings') return jsonResponse(200, { requireTwoFactor: false });
      if (url === '/api/admin/team') return jsonResponse(200, [member(2, 'Eva'), member(3, 'Karel')]);
      if (url === '/api/admin/team/cost-rates') return jsonResponse(200, [{ id: 1, userId: 2, validFrom: '2026-01-01', hourlyCostCzk: 45_050, createdAt: '2026-01-01T08:00:00.000Z' }]);
      throw new Error(`unexpected ${url}`);
    });
    renderAdminScreen(<TeamPage />, { lang: 'en', url: '/admin/team' });
    const eva = (await screen.findByRole('rowheader', { name: 'Eva' })).closest('tr')!;
    await waitFor(() => expect(eva).toHaveTextContent('CZK 450.50/h'));
    expect(screen.getByRole('rowheader', { name: 'Karel' }).closest('tr')).toHaveTextContent('Not set');
    expect(within(eva).getByRole('button', { name: 'Cost per hour – Eva' })).toBeInTheDocument();
  });
});
