/**
 * The accountant's export (issue 23, item 7; docs/product/invoices.md#the-accountants-export): the issued invoices,
 * advance invoices and credit notes of a period (date of issue from–to) and the list's other filters, as CSV rows —
 * each document's tax figures as issued (from its frozen snapshot), its customer's identification and what was paid.
 * Drafts are not documents and are never exported.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { InvoiceFilter, InvoiceKind, InvoicePaymentState, InvoiceSortKey } from '@/shared/schemas/invoice';
import { recordExport, type Actor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { clients, invoices } from '@/server/db/schema';
import { listBatches, type ListQuery, type ListSpec } from '../list-page';
import { balances } from '../payments/invoice-balances';
import { filterConditions, listSelection } from './invoice-records';

/** One exported document. Money in minor units of `currency` (the CSV writes decimals); VAT in CZK for the tax return. */
export interface InvoiceCsvRow {
  id: number;
  number: string;
  kind: InvoiceKind;
  paymentState: InvoicePaymentState;
  issuedOn: string;
  taxableSupplyOn: string;
  dueOn: string;
  variableSymbol: string;
  correctsNumber: string;
  clientName: string;
  customerIco: string;
  customerDic: string;
  vatMode: string;
  currency: string;
  /** CZK per unit of the currency, as a decimal (EUR only). */
  exchangeRate: string;
  baseMinor: number;
  vatMinor: number;
  totalMinor: number;
  vatCzkMinor: number;
  paidMinor: number;
  outstandingMinor: number;
  // The list's sort keys the batches page by.
  createdAt: Date;
}

export const INVOICE_CSV_COLUMNS = [
  'number', 'kind', 'paymentState', 'issuedOn', 'taxableSupplyOn', 'dueOn', 'variableSymbol', 'correctsNumber', 'clientName',
  'customerIco', 'customerDic', 'vatMode', 'currency', 'exchangeRate', 'baseMinor', 'vatMinor', 'totalMinor', 'vatCzkMinor',
  'paidMinor', 'outstandingMinor',
] as const satisfies readonly (keyof InvoiceCsvRow)[];

const exportSelection = (today: string) => ({
  ...listSelection(today),
  taxableSupplyOn: invoices.taxableSupplyOn,
  vatMode: invoices.vatMode,
  exchangeRateThousandths: invoices.exchangeRateThousandths,
  snapshot: invoices.snapshot,
});

/** Thousandths as a decimal text: 24335 → "24.335". */
const thousandths = (value: number) => `${Math.trunc(value / 1000)}.${String(value % 1000).padStart(3, '0')}`;

export const exportSelect = (db: Database, today: string) =>
  db
    .select(exportSelection(today))
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .innerJoin(balances, eq(balances.id, invoices.id))
    .$dynamic();
type ExportRow = Awaited<ReturnType<ReturnType<typeof exportSelect>['execute']>>[number];

/** Every issued document the list's search and filters (the period included) select, in batches, as CSV rows. */
export async function invoiceExportRows(
  db: Database,
  list: ListSpec<InvoiceSortKey>,
  query: ListQuery<InvoiceSortKey>,
  filter: InvoiceFilter,
  actor: Actor,
  today: string,
): Promise<AsyncIterable<InvoiceCsvRow[]>> {
  await recordExport(db, actor, 'invoice', { q: query.q, sort: query.sort, dir: query.dir, ...filter });
  const conditions: SQL[] = [eq(invoices.status, 'issued'), ...filterConditions(filter, today)];
  const batches = listBatches<InvoiceSortKey, ExportRow>(db, list, query, () => exportSelect(db, today), and(...conditions));
  return (async function* () {
    for await (const batch of batches) yield batch.map(csvRow);
  })();
}

export function csvRow(row: ExportRow): InvoiceCsvRow {
  const snapshot = row.snapshot!;
  const vatCzkMinor = snapshot.vatRecapCzk ? snapshot.vatRecapCzk.reduce((sum, r) => sum + r.vatMinor, 0) : snapshot.currency === 'CZK' ? snapshot.totals.vatMinor : 0;
  return {
    id: row.id,
    createdAt: row.createdAt,
    number: row.number ?? '',
    kind: row.kind,
    paymentState: row.paymentState,
    issuedOn: row.issuedOn ?? '',
    taxableSupplyOn: row.taxableSupplyOn ?? '',
    dueOn: row.dueOn ?? '',
    variableSymbol: row.variableSymbol ?? '',
    correctsNumber: snapshot.corrects?.number ?? '',
    clientName: row.clientName,
    customerIco: snapshot.customer.ico ?? '',
    customerDic: snapshot.customer.dic ?? '',
    vatMode: row.vatMode,
    currency: row.currency,
    exchangeRate: row.exchangeRateThousandths === null ? '' : thousandths(row.exchangeRateThousandths),
    baseMinor: snapshot.totals.baseMinor,
    vatMinor: snapshot.totals.vatMinor,
    totalMinor: snapshot.totals.payableMinor,
    vatCzkMinor,
    paidMinor: row.paidMinor,
    outstandingMinor: row.outstandingMinor,
  };
}
