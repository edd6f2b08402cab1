import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminClient, AdminProject } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { jsonResponse, listResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { ProjectFormDialog } from './project-form-dialog';
import { inTimeZone } from '@/client/test/time-zone';
import { PROJECT_WITHOUT_TIME } from '@/client/test/project-fixture';

const CLIENT = { id: 7, name: 'Pekárna Novák', email: 'jana@pekarna.cz', company: 'Pekárna Novák s.r.o.' } as AdminClient;
const OTHER = { id: 9, name: 'Kavárna U Lípy', email: 'kavarna@example.cz', company: null } as AdminClient;

const PROJECT: AdminProject = {
  id: 3,
  amountPaidFromInvoices: false,
  clientId: 7,
  clientName: 'Pekárna Novák',
  name: 'Nový web',
  description: 'Web s objednávkami',
  status: 'active',
  startDate: '2026-01-10T00:00:00.000Z',
  dueDate: '2030-06-30T00:00:00.000Z',
  // Cents (decision 022): $5,000.50, $120, $2,500.
  budget: 500_050,
  monthlyFee: 12_000,
  amountPaid: 250_000,
  serviceType: 'web-development',
  costOfService: 20_000,
  notes: 'Platí zálohově.',
  ...PROJECT_WITHOUT_TIME,
  createdAt: '2026-01-10T00:00:00.000Z',
  updatedAt: '2026-01-10T00:00:00.000Z',
};

let fetchMock: FetchMock;
let writeAnswer: () => Response;
beforeEach(() => {
  writeAnswer = () => jsonResponse(201, { ...PROJECT, id: 11 });
  fetchMock = stubFetch(async (url, init) => {
    if (url.startsWith('/api/admin/clients')) {
      const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
      const rows = [CLIENT, OTHER].filter((c) => c.name.toLowerCase().includes(q.toLowerCase()));
      return listResponse(rows);
    }
    if (init?.method === 'POST' || init?.method === 'PUT') return writeAnswer();
    return jsonResponse(200, []);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
// A browser in New York: the due-date calendar still starts at Prague's today.
inTimeZone('America/New_York');

function renderDialog({ lang = 'cs', project }: { lang?: Language; project?: AdminProject } = {}) {
  const onOpenChange = vi.fn();
  renderAdminScreen(<ProjectFormDialog open onOpenChange={onOpenChange} project={project} />, { lang });
  return { onOpenChange };
}

const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT');
const sentBody = (n = 0) => JSON.parse(String(writes()[n]?.[1]?.body)) as Record<string, unknown>;

async function pickClient(user: ReturnType<typeof userEvent.setup>, typed: string, name: string) {
  await user.type(screen.getByRole('combobox', { name: /Klient|Client/ }), typed);
  // The list asks the server once typing pauses.
  await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === `/api/admin/clients?q=${typed}&limit=20`)).toBe(true));
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

/** What a project without a retainer sends (the form's first month is not kept without a fee). */
const NO_RETAINER = { retainerFeeCzk: null, retainerMinutes: null, retainerOverageRateCzk: null, retainerRollover: 'expire', retainerRolloverCapMinutes: null, retainerSince: null };

describe('ProjectFormDialog', () => {
  it('a retainer: its fields appear with a fee, and are sent as haléře, minutes and a month', async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'en', project: PROJECT });
    expect(screen.queryByLabelText('Hours included')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Retainer per month (Kč)'), '20,000');
    await user.type(screen.getByLabelText('Hours included'), '10');
    await user.type(screen.getByLabelText('Overage rate (Kč per hour)'), '1,500');
    await user.selectOptions(screen.getByLabelText('Unused hours'), 'roll_over');
    await user.type(screen.getByLabelText('Roll over at most (hours)'), '5');
    // A month input takes its value whole (a browser's month picker).
    fireEvent.change(screen.getByLabelText('Retainer from month'), { target: { value: '2026-10' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(sentBody()).toMatchObject({ retainerFeeCzk: 2_000_000, retainerMinutes: 600, retainerOverageRateCzk: 150_000, retainerRollover: 'roll_over', retainerRolloverCapMinutes: 300, retainerSince: '2026-10' });
  });

  it('shows the burn of an hours budget, and sends a money budget and an own rate typed as Kč', async () => {
    const user = userEvent.setup();
    // 32 of 40 hours logged: 80 %.
    renderDialog({ project: { ...PROJECT, budgetKind: 'hours', budgetMinutes: 2400, loggedMinutes: 1920, billableMinutes: 1800 } });
    expect(screen.getByTestId('budget-burn')).toHaveTextContent('Vyčerpáno 32:00 h z 40:00 h (80 %)');
    expect(screen.getByRole('meter', { name: 'Vyčerpání rozpočtu v hodinách' })).toHaveAttribute('aria-valuenow', '80');
    expect(screen.getByLabelText('Rozpočet v hodinách')).toHaveValue('40');

    // Hours that cannot be read are refused at the field.
    await user.clear(screen.getByLabelText('Rozpočet v hodinách'));
    await user.type(screen.getByLabelText('Rozpočet v hodinách'), 'čtyřicet');
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(await screen.findByText(/Zadejte rozpočet v hodinách/)).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Rozpočet práce'), 'money');
    expect(screen.queryByLabelText('Rozpočet v hodinách')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Rozpočet v Kč'), '50 000');
    await user.type(screen.getByLabelText('Hodinová sazba (Kč)'), '1 200,50');
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(sentBody()).toMatchObject({ hourlyRateCzk: 120_050, budgetKind: 'money', budgetMinutes: null, budgetCzk: 5_000_000 });
  });

  it('requires a client, a name and a description (Czech texts) and sends nothing', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Vytvořit projekt' }));
    expect(await screen.findByText('Vyberte prosím klienta')).toBeInTheDocument();
    expect(screen.getByText('Název projektu je povinný')).toBeInTheDocument();
    expect(screen.getByText('Popis je povinný')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Klient *' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Název projektu *')).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toHaveLength(0);
  });

  it('starts with the spec defaults and a calendar that offers no past day (of Prague)', () => {
    // 18:30 on 28 November in the browser's New York is already 29 November in Prague.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T23:30:00Z') });
    renderDialog();
    expect(screen.getByLabelText('Typ služby')).toHaveValue('web-development');
    expect(screen.getByLabelText('Rozpočet (USD)')).toHaveValue('0');
    expect(screen.getByLabelText('Zaplaceno (USD)')).toHaveValue('0');
    expect(screen.getByLabelText('Náklady na službu (USD)')).toHaveValue('200');
    expect(screen.getByLabelText('Termín dokončení (nepovinný)')).toHaveAttribute('min', '2026-11-29');
  });

  it('searches clients on the server (20 at most) and posts the payload with dueDate null when empty', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const { onOpenChange } = renderDialog();
    await pickClient(user, 'Pek', 'Pekárna Novák');
    const searches = fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/admin/clients'));
    expect(searches.at(-1)).toBe('/api/admin/clients?q=Pek&limit=20');
    expect(screen.getByRole('combobox', { name: 'Klient *' })).toHaveValue('Pekárna Novák');

    await user.type(screen.getByLabelText('Název projektu *'), '  Nový e-shop ');
    await user.type(screen.getByLabelText('Popis *'), 'E-shop s pečivem');
    await user.clear(screen.getByLabelText('Zaplaceno (USD)'));
    await user.type(screen.getByLabelText('Zaplaceno (USD)'), '1 000,5');
    await user.click(screen.getByRole('button', { name: 'Vytvořit projekt' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.[0]).toBe('/api/admin/projects');
    expect(writes()[0]?.[1]?.method).toBe('POST');
    expect(sentBody()).toEqual({
      clientId: 7,
      name: 'Nový e-shop',
      description: 'E-shop s pečivem',
      serviceType: 'web-development',
      budget: 0,
      amountPaid: 100_050,
      costOfService: 20_000,
      dueDate: null,
      hourlyRateCzk: null,
      budgetKind: 'none',
      budgetMinutes: null,
      budgetCzk: null,
      ...NO_RETAINER,
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Projekt byl úspěšně vytvořen'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("sends the due date as 'yyyy-MM-dd', and the cost follows the service type until typed in", async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'en' });
    await pickClient(user, 'Kav', 'Kavárna U Lípy');
    await user.type(screen.getByLabelText('Project name *'), 'Logo');
    await user.type(screen.getByLabelText('Description *'), 'A new logo');
    await user.selectOptions(screen.getByLabelText('Service type'), 'logo-design');
    expect(screen.getByLabelText('Cost of service (USD)')).toHaveValue('180');
    fireEvent.change(screen.getByLabelText('Due date (optional)'), { target: { value: '2031-03-15' } });
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(sentBody()).toMatchObject({ clientId: 9, serviceType: 'logo-design', costOfService: 18_000, dueDate: '2031-03-15' });
  });

  it('refuses an amount it cannot read, naming the field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'en' });
    await pickClient(user, 'Kav', 'Kavárna U Lípy');
    await user.type(screen.getByLabelText('Project name *'), 'Logo');
    await user.type(screen.getByLabelText('Description *'), 'A new logo');
    fireEvent.change(screen.getByLabelText('Budget (USD)'), { target: { value: '-100' } });
    fireEvent.change(screen.getByLabelText('Amount paid (USD)'), { target: { value: '12.345' } });
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Budget (USD): Must be 0 or more')).toBeInTheDocument();
    expect(screen.getByText('Amount paid (USD): At most two decimal places')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it("shows 'Failed to create project' with the server's message and marks the field", async () => {
    writeAnswer = () =>
      jsonResponse(400, {
        message: 'clientId: The chosen client does not exist',
        error: 'Bad Request',
        field: 'clientId',
        fields: { clientId: 'The chosen client does not exist' },
      });
    const user = userEvent.setup();
    const failure = vi.spyOn(toast, 'error');
    const { onOpenChange } = renderDialog({ lang: 'en' });
    await pickClient(user, 'Pek', 'Pekárna Novák');
    await user.type(screen.getByLabelText('Project name *'), 'Web');
    await user.type(screen.getByLabelText('Description *'), 'Site');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Failed to create project', { description: 'The chosen client does not exist' }),
    );
    expect(await screen.findAllByText('The chosen client does not exist')).not.toHaveLength(0);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('edits a project with PUT, keeping the fields the form does not show', async () => {
    writeAnswer = () => jsonResponse(200, PROJECT);
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    renderDialog({ lang: 'en', project: PROJECT });
    expect(screen.getByRole('combobox', { name: 'Client *' })).toHaveValue('Pekárna Novák');
    expect(screen.getByLabelText('Due date (optional)')).toHaveValue('2030-06-30');
    expect(screen.getByLabelText('Budget (USD)')).toHaveValue('5000.50');
    await user.clear(screen.getByLabelText('Due date (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.[0]).toBe('/api/admin/projects/3');
    expect(writes()[0]?.[1]?.method).toBe('PUT');
    expect(sentBody()).toEqual({
      clientId: 7,
      name: 'Nový web',
      description: 'Web s objednávkami',
      serviceType: 'web-development',
      budget: 500_050,
      amountPaid: 250_000,
      costOfService: 20_000,
      dueDate: null,
      monthlyFee: 12_000,
      notes: 'Platí zálohově.',
      hourlyRateCzk: null,
      budgetKind: 'none',
      budgetMinutes: null,
      budgetCzk: null,
      ...NO_RETAINER,
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Project updated successfully'));
  });

  it('picks a client with the keyboard; Escape closes the list only', async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'en' });
    const combo = screen.getByRole('combobox', { name: 'Client *' });
    await user.type(combo, 'a');
    await screen.findByRole('option', { name: /Kavárna U Lípy/ });
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(combo).toHaveValue('Kavárna U Lípy');
    expect(screen.getByText('Selected client: Kavárna U Lípy')).toBeInTheDocument();
  });
});

describe('ProjectFormDialog: amount paid derived from invoices', () => {
  it('shows the amount paid read-only with a note (cs), and sends it back unchanged', async () => {
    writeAnswer = () => jsonResponse(200, PROJECT);
    const user = userEvent.setup();
    renderDialog({ lang: 'cs', project: { ...PROJECT, amountPaid: 153_55, amountPaidFromInvoices: true } });
    const paid = screen.getByLabelText('Zaplaceno (USD)');
    expect(paid).toHaveAttribute('readonly');
    expect(paid).toHaveValue('3\u00a0608 Kč');
    expect(paid).toHaveAccessibleDescription('Platby faktur projektu v amerických dolarech; zde ji nelze změnit.');
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(sentBody()).toMatchObject({ amountPaid: 153_55 });
  });

  it('in English shows dollars and says where they come from', () => {
    renderDialog({ lang: 'en', project: { ...PROJECT, amountPaid: 153_55, amountPaidFromInvoices: true } });
    const paid = screen.getByLabelText('Amount paid (USD)');
    expect(paid).toHaveValue('$153.55');
    expect(paid).toHaveAccessibleDescription('The payments of the project’s invoices, in US dollars; it cannot be changed here.');
  });
});
