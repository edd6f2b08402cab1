/** The invoice screens' tests: invoices as the API answers them, and the screens under their routes. */
import { Route, Routes, useLocation } from 'react-router';
import type { Language } from '@/shared/constants';
import { documentTotals } from '@/shared/money/document-totals';
import type { AdminInvoice, AdminInvoiceListItem } from '@/shared/schemas/invoice';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { InvoiceDetailPage } from './invoice-detail-page';
import { InvoiceEditorPage } from './invoice-editor-page';
import { InvoicesPage } from './invoices-page';
import { UnbilledTimePage } from './unbilled-time-page';

export const CLIENT = {
  id: 5,
  name: 'Pekárna Dvořák',
  company: 'Pekárna Dvořák s.r.o.',
  email: 'jana@pekarna.cz',
  billingName: null,
  billingStreet: 'Dlouhá 1',
  billingCity: 'Brno',
  billingPostalCode: '602 00',
  ico: '25596641',
  billingCountry: 'CZ',
  dic: null,
  vatPayer: false,
  documentLanguage: 'cs',
};

const LINES: AdminInvoice['lines'] = [
  { id: 11, position: 0, description: 'Webdesign', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 1_000_000, discountBasisPoints: 0, vatRateCode: 'basic', baseMinor: 1_000_000, vatMinor: 210_000, totalMinor: 1_210_000 },
];

/** An invoice with consistent totals (the shared rule on its lines); `overrides` change any field. */
export function invoiceFixture(overrides: Partial<AdminInvoice> = {}): AdminInvoice {
  const lines = overrides.lines ?? LINES;
  const totals = documentTotals({ lines: lines.map((l) => ({ ...l, recurrence: 'one_time' as const })), vatMode: overrides.vatMode ?? 'czech_vat', taxDate: '2026-11-26' });
  return {
    id: 7,
    kind: 'invoice',
    number: null,
    status: 'draft',
    paymentState: 'draft',
    clientId: CLIENT.id,
    clientName: CLIENT.name,
    projectId: null,
    proposalId: null,
    correctsInvoiceId: null,
    creditNoteIds: [],
    settlesAdvanceId: null,
    advanceInvoiceId: null,
    taxDocumentIds: [],
    language: 'cs',
    currency: 'CZK',
    exchangeRateThousandths: null,
    exchangeRateSource: null,
    exchangeRateFixedOn: null,
    exchangeRateSerial: null,
    vatMode: 'czech_vat',
    issuedOn: null,
    taxableSupplyOn: null,
    dueOn: null,
    variableSymbol: null,
    note: '',
    lines,
    totals: totals.oneTime,
    outstandingMinor: 0,
    paidMinor: 0,
    payments: [],
    pdfSha256: null,
    sentAt: null,
    remindersSent: [],
    vatRecapCzk: null,
    creditReason: null,
    vatCheck: null,
    createdAt: '2026-11-26T09:00:00.000Z',
    updatedAt: '2026-11-26T09:00:00.000Z',
    ...overrides,
  };
}

/** The same invoice issued: numbered, dated, nothing paid yet. */
export function issuedFixture(overrides: Partial<AdminInvoice> = {}): AdminInvoice {
  const base = invoiceFixture();
  return invoiceFixture({
    number: 'FV-2026-0007',
    status: 'issued',
    paymentState: 'unpaid',
    issuedOn: '2026-11-26',
    taxableSupplyOn: '2026-11-26',
    dueOn: '2026-12-10',
    variableSymbol: '20260007',
    outstandingMinor: base.totals.payableMinor,
    pdfSha256: 'a'.repeat(64),
    ...overrides,
  });
}

/** A list row of an invoice. */
export function listItem(i: AdminInvoice): AdminInvoiceListItem {
  return {
    id: i.id,
    kind: i.kind,
    number: i.number,
    status: i.status,
    paymentState: i.paymentState,
    clientId: i.clientId,
    clientName: i.clientName,
    projectId: i.projectId,
    currency: i.currency,
    issuedOn: i.issuedOn,
    dueOn: i.dueOn,
    variableSymbol: i.variableSymbol,
    outstandingMinor: i.outstandingMinor,
    paidMinor: i.paidMinor,
    sentAt: i.sentAt,
    createdAt: i.createdAt,
    totalMinor: i.totals.payableMinor,
  };
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

/** The invoice screens with their real routes, opened at `url`. */
export function renderInvoiceScreens(url: string, lang: Language = 'cs') {
  return renderAdminScreen(
    <>
      <Routes>
        <Route path="/admin/invoices" element={<InvoicesPage />} />
        <Route path="/admin/invoices/new" element={<InvoiceEditorPage />} />
        <Route path="/admin/invoices/from-time" element={<UnbilledTimePage />} />
        <Route path="/admin/invoices/:id" element={<InvoiceDetailPage />} />
        <Route path="/admin/invoices/:id/edit" element={<InvoiceEditorPage />} />
      </Routes>
      <Address />
    </>,
    { lang, url },
  );
}
