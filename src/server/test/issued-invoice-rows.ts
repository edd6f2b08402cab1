/**
 * Issued invoices for tests, inserted directly — many at exact amounts, dates and symbols without going through
 * issuing (src/server/test/invoice-fixtures.ts issues through the API), so that payments, the derived payment
 * statuses and the reminders can be tested on their own. Fills what those read — number, status 'issued', kind, client, project, language, currency (+ exchange rate), total, dates,
 * variable symbol; the snapshot and the PDF stay null.
 */
import type { Database } from '../db/database';
import { invoices } from '../db/schema';
import type { InvoiceCurrency, InvoiceKind } from '@/shared/schemas/invoice';
import type { Language } from '@/shared/constants';

export interface IssuedInvoiceFixture {
  clientId: number;
  number: string;
  totalMinor: number;
  dueOn: string;
  kind?: InvoiceKind;
  projectId?: number | null;
  language?: Language;
  currency?: InvoiceCurrency;
  exchangeRateThousandths?: number | null;
  /** Default: the number's digits ("2026-0001" → "20260001"). */
  variableSymbol?: string | null;
  issuedOn?: string;
  correctsInvoiceId?: number | null;
  settlesAdvanceId?: number | null;
  status?: 'issued' | 'draft';
}

/** Inserts an issued invoice (or, with `status: 'draft'`, a draft) and returns its id. */
export async function insertIssuedInvoice(db: Database, fixture: IssuedInvoiceFixture): Promise<number> {
  const currency = fixture.currency ?? 'CZK';
  const draft = fixture.status === 'draft';
  const [row] = await db
    .insert(invoices)
    .values({
      kind: fixture.kind ?? 'invoice',
      status: draft ? 'draft' : 'issued',
      number: draft ? null : fixture.number,
      clientId: fixture.clientId,
      projectId: fixture.projectId ?? null,
      correctsInvoiceId: fixture.correctsInvoiceId ?? null,
      settlesAdvanceId: fixture.settlesAdvanceId ?? null,
      language: fixture.language ?? 'cs',
      currency,
      exchangeRateThousandths: fixture.exchangeRateThousandths ?? (currency === 'EUR' ? 25_000 : null),
      vatMode: 'czech_vat',
      issuedOn: draft ? null : (fixture.issuedOn ?? fixture.dueOn),
      taxableSupplyOn: draft ? null : (fixture.issuedOn ?? fixture.dueOn),
      dueOn: draft ? null : fixture.dueOn,
      variableSymbol: draft ? null : fixture.variableSymbol === undefined ? fixture.number.replace(/\D/g, '') : fixture.variableSymbol,
      totalMinor: fixture.totalMinor,
      issuedAt: draft ? null : new Date(),
    })
    .returning({ id: invoices.id });
  return row!.id;
}
