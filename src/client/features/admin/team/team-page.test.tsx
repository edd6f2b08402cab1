import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@/shared/api-types';
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
});
