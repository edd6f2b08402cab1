/**
 * Issued invoices for tests, inserted directly — many at exact amounts, dates and symbols without going through
 * issuing (src/server/test/invoice-fixtures.ts issues through the API), so that payments, the derived payment
 * statuses and the reminders can be tested on their own. Fills what those read — number, status 'issued', kind, client, project, language, currency (+ exchange rate), total, dates,
 * variable symbol; the snapshot and the PDF stay null. `sent` adds the invoice's own e-mail to the outbox as the
 * sending does (what the reminders count as the client having received it), in the status given.
 */
import type { Database } from '../db/database';
import { invoices, mailOutbox } from '../db/schema';
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
  /** The invoice's e-mail to the client: went out on `on` (status sent, the default), or was kept unsent. */
  sent?: { on: string; status?: 'sent' | 'failed' | 'not_configured' };
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
  if (fixture.sent) {
    const status = fixture.sent.status ?? 'sent';
    await db.insert(mailOutbox).values({
      kind: 'invoice',
      messageId: null,
      invoiceId: row!.id,
      recipients: 'klient@example.cz',
      subject: `Faktura ${fixture.number}`,
      text: `Faktura ${fixture.number}`,
      html: `<p>Faktura ${fixture.number}</p>`,
      status,
      attempts: status === 'not_configured' ? 0 : 1,
      // Noon UTC: that day in Prague whatever the season.
      sentAt: status === 'sent' ? new Date(`${fixture.sent.on}T12:00:00Z`) : null,
    });
  }
  return row!.id;
}
