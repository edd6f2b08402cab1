/**
 * Invoices (issue 23; docs/product/invoices.md): the value lists of their columns, what staff send to create or edit a
 * draft, and what the back office reads. Money is integer minor units of the invoice's currency (haléře / euro cents),
 * quantities integer thousandths, discounts integer basis points — the units of src/shared/money/document-totals.ts.
 *
 * An invoice is a draft until it is issued; issuing gives it its number (one gap-free series per year and kind),
 * freezes its snapshot and renders its PDF. An issued invoice is never edited or deleted: a credit note corrects it.
 * Its payment state is derived from its payments, never typed.
 */
import type { SnapshotVatCheck } from '../vat-checks';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants';
import type { MinorUnitsSum } from '../money/minor-units';
import { MAX_DISCOUNT_BASIS_POINTS, VAT_MODES, type PartTotals, type VatMode, type VatRecapRow } from '../money/document-totals';
import { VAT_RATE_CODES, type VatRateCode } from '../money/vat-rates';
import { MAX_LENGTH, recordId, optionalRecordId } from './fields';
import { calendarDay, documentText, wholeNumber } from './document-fields';
import { oneOfMessage } from './messages';
import { DOCUMENT_CURRENCIES, type DocumentCurrency } from '../money/document-currencies';
import { MAX_QUANTITY_THOUSANDTHS, MAX_UNIT_PRICE_MINOR } from './proposal';

/**
 * A tax invoice (faktura – daňový doklad), an advance invoice (zálohová faktura, no tax document), a credit note
 * (opravný daňový doklad), and a tax document for a payment received on an advance invoice (daňový doklad k přijaté
 * platbě, issue 38: made by the payment itself, never a draft — docs/product/invoices.md#tax-documents-for-received-advance-payments).
 */
export const INVOICE_KINDS = ['invoice', 'advance_invoice', 'credit_note', 'advance_tax_document'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Stored. Everything else (paid, overdue, credited) is derived from payments, dates and credit notes. */
export const INVOICE_STORED_STATUSES = ['draft', 'issued'] as const;
export type InvoiceStoredStatus = (typeof INVOICE_STORED_STATUSES)[number];

/** What staff see of an issued invoice's money: derived (src/shared/invoices/payment-state.ts), never stored. */
export const INVOICE_PAYMENT_STATES = ['draft', 'unpaid', 'partial', 'paid', 'overpaid', 'overdue', 'credited'] as const;
export type InvoicePaymentState = (typeof INVOICE_PAYMENT_STATES)[number];

/**
 * CZK by default; EUR or USD (issue 38) with the ČNB exchange rate of the taxable-supply date (or one typed by staff):
 * the one list of document currencies (src/shared/money/document-currencies.ts), also the proposals'.
 */
export const INVOICE_CURRENCIES = DOCUMENT_CURRENCIES;
export type InvoiceCurrency = DocumentCurrency;

/**
 * Where a foreign-currency invoice's exchange rate came from (issue 37; docs/product/czech-services.md#čnb--exchange-rates):
 * the ČNB fixing valid on its DUZP, taken by itself, or a rate staff typed.
 */
export const EXCHANGE_RATE_SOURCES = ['cnb', 'manual'] as const;
export type ExchangeRateSource = (typeof EXCHANGE_RATE_SOURCES)[number];

/** How a payment arrived: a matched bank transaction, cash, or anything else staff record by hand. */
export const PAYMENT_METHODS = ['bank', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A bank statement's file format (src/server/bank-statements). */
/** An uploaded camt.053 or GPC file, or a poll of the Fio bank feed (issue 37: stored by the same import). */
export const BANK_STATEMENT_FORMATS = ['camt053', 'gpc', 'fio_api'] as const;
export type BankStatementFormat = (typeof BANK_STATEMENT_FORMATS)[number];

/** An imported bank transaction: paired with an invoice (a payment exists), waiting for staff, or ignored by them. */
export const BANK_TRANSACTION_STATES = ['matched', 'unmatched', 'ignored'] as const;
export type BankTransactionState = (typeof BANK_TRANSACTION_STATES)[number];

/** A project's monthly invoice: created as a draft for staff to check, or issued (and sent) directly. */
export const RECURRING_INVOICE_MODES = ['draft', 'issue'] as const;
export type RecurringInvoiceMode = (typeof RECURRING_INVOICE_MODES)[number];

/** The reminders of an overdue invoice: the first after N days past due, the second after M days (settings). */
export const REMINDER_STAGES = [1, 2] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

/** Defaults of the invoice settings (stored with the agency's billing details). */
export const INVOICE_SETTINGS_DEFAULTS = {
  recurringInvoiceMode: 'draft',
  firstReminderDays: 7,
  secondReminderDays: 21,
} as const satisfies { recurringInvoiceMode: RecurringInvoiceMode; firstReminderDays: number; secondReminderDays: number };

export const MAX_INVOICE_LINES = 200;
/**
 * The largest total of a document, in minor units — and of an EUR document's equivalent in CZK at its exchange rate:
 * the same bound as a line's unit price and a payment (MAX_PAYMENT_MINOR), so every amount a document prints, every
 * sum of its recap and every product with a rate stays an exact integer. Checked when a draft is saved and again
 * before an invoice is numbered.
 */
export const MAX_DOCUMENT_TOTAL_MINOR = MAX_UNIT_PRICE_MINOR;
/** An exchange rate in thousandths of CZK per one unit of the currency (24.335 Kč/EUR → 24335), as the ČNB publishes it. */
export const MAX_EXCHANGE_RATE_THOUSANDTHS = 1_000_000;

export const INVOICE_MESSAGES = {
  clientRequired: 'Please choose a client',
  clientNotFound: 'The client does not exist',
  linesRequired: 'Add at least one line',
  linesTooMany: `At most ${MAX_INVOICE_LINES} lines`,
  descriptionRequired: 'Please describe the supply',
  quantity: `Must be a whole number of thousandths from 1 to ${MAX_QUANTITY_THOUSANDTHS}`,
  unitPrice: `Must be a whole number of minor units from 0 to ${MAX_UNIT_PRICE_MINOR}`,
  discount: `Must be a whole number of basis points from 0 to ${MAX_DISCOUNT_BASIS_POINTS}`,
  dateInvalid: 'Must be a date (yyyy-mm-dd)',
  dueBeforeIssue: 'Must not be before the date of issue',
  exchangeRateRequired: 'An invoice in EUR needs the exchange rate of the taxable-supply date',
  exchangeRateManualRequired: 'Type the exchange rate, or choose the ČNB rate',
  exchangeRateNotPublished: 'The ČNB rate of the taxable-supply date is not published yet (after 14:30 on that day): wait, or type the rate',
  exchangeRateUnavailable: 'The ČNB rate of the taxable-supply date could not be had (ČNB is not answering): type the rate, or try again later',
  exchangeRateInvalid: `Must be a whole number of thousandths of CZK from 1 to ${MAX_EXCHANGE_RATE_THOUSANDTHS}`,
  exchangeRateNotForCzk: 'A CZK invoice has no exchange rate',
  totalTooLarge: `The total must not exceed ${MAX_DOCUMENT_TOTAL_MINOR} minor units`,
  exchangeRateTooLarge: `At this exchange rate the total in CZK exceeds ${MAX_DOCUMENT_TOTAL_MINOR} haléřů, the largest document total`,
  vatRateNotOnDate: 'This VAT rate does not exist on the taxable-supply date',
  notDraft: 'An issued invoice cannot be changed: issue a credit note',
  notIssued: 'Only an issued invoice can be sent, paid or credited',
  notFound: 'Invoice not found',
  agencyBillingIncomplete: 'Fill in the agency’s billing details first',
  textInvalid: 'Must be text',
  textTooLong: 'Too long',
} as const;

const text = (max: number, requiredMessage?: string) => documentText(max, { invalid: INVOICE_MESSAGES.textInvalid, tooLong: INVOICE_MESSAGES.textTooLong }, requiredMessage);

const isoDate = calendarDay(INVOICE_MESSAGES.dateInvalid);

export const invoiceLineSchema = z.object({
  description: text(MAX_LENGTH.description, INVOICE_MESSAGES.descriptionRequired),
  quantityThousandths: wholeNumber(1, MAX_QUANTITY_THOUSANDTHS, INVOICE_MESSAGES.quantity),
  unit: text(20),
  unitPriceMinor: wholeNumber(0, MAX_UNIT_PRICE_MINOR, INVOICE_MESSAGES.unitPrice),
  discountBasisPoints: wholeNumber(0, MAX_DISCOUNT_BASIS_POINTS, INVOICE_MESSAGES.discount).default(0),
  vatRateCode: z.enum(VAT_RATE_CODES, { error: oneOfMessage(VAT_RATE_CODES) }).default('basic'),
});
export type InvoiceLineInput = z.infer<typeof invoiceLineSchema>;

/**
 * POST / PUT /api/admin/invoices (a draft). Dates left out are set when it is issued: issued today (Prague), taxable
 * supply = the date of issue, due = issue + the agency's invoiceDueDays. A credit note is not created here but from
 * its invoice (POST /api/admin/invoices/:id/credit-note).
 */
export const invoiceDraftSchema = z
  .object({
    kind: z.enum(['invoice', 'advance_invoice'], { error: oneOfMessage(['invoice', 'advance_invoice']) }).default('invoice'),
    clientId: recordId(INVOICE_MESSAGES.clientRequired),
    projectId: optionalRecordId(),
    language: z.enum(LANGUAGES, { error: oneOfMessage(LANGUAGES) }).default('cs'),
    currency: z.enum(INVOICE_CURRENCIES, { error: oneOfMessage(INVOICE_CURRENCIES) }).default('CZK'),
    /** EUR: typed by staff ('manual'), or left empty for the ČNB rate of the DUZP ('cnb', filled by the server); refused for CZK. */
    exchangeRateThousandths: wholeNumber(1, MAX_EXCHANGE_RATE_THOUSANDTHS, INVOICE_MESSAGES.exchangeRateInvalid).nullable().default(null),
    /**
     * EUR: 'cnb' takes the ČNB rate of the DUZP (a rate sent with it is ignored), 'manual' the typed rate. Left out:
     * 'manual' when a rate is sent, else 'cnb'. Ignored for CZK.
     */
    exchangeRateSource: z.enum(EXCHANGE_RATE_SOURCES, { error: oneOfMessage(EXCHANGE_RATE_SOURCES) }).optional(),
    /** Left out: from the client's VAT treatment and the agency's VAT registration. */
    vatMode: z.enum(VAT_MODES, { error: oneOfMessage(VAT_MODES) }).optional(),
    issuedOn: isoDate.nullable().default(null),
    taxableSupplyOn: isoDate.nullable().default(null),
    dueOn: isoDate.nullable().default(null),
    /** A note printed above the lines (plain text). */
    note: text(MAX_LENGTH.description),
    /** The advance invoice this final invoice settles (its paid amount is deducted). */
    settlesAdvanceId: optionalRecordId(),
    lines: z
      .array(invoiceLineSchema, { error: INVOICE_MESSAGES.linesRequired })
      .min(1, INVOICE_MESSAGES.linesRequired)
      .max(MAX_INVOICE_LINES, INVOICE_MESSAGES.linesTooMany),
  })
  .superRefine((value, ctx) => {
    if (value.currency !== 'CZK' && value.exchangeRateSource === 'manual' && value.exchangeRateThousandths === null) {
      ctx.addIssue({ code: 'custom', path: ['exchangeRateThousandths'], message: INVOICE_MESSAGES.exchangeRateManualRequired });
    }
    if (value.currency === 'CZK' && value.exchangeRateThousandths !== null) {
      ctx.addIssue({ code: 'custom', path: ['exchangeRateThousandths'], message: INVOICE_MESSAGES.exchangeRateNotForCzk });
    }
    if (value.issuedOn !== null && value.dueOn !== null && value.dueOn < value.issuedOn) {
      ctx.addIssue({ code: 'custom', path: ['dueOn'], message: INVOICE_MESSAGES.dueBeforeIssue });
    }
  });
export type InvoiceDraftInput = z.infer<typeof invoiceDraftSchema>;
export type InvoiceDraftFormValues = z.input<typeof invoiceDraftSchema>;

/** GET /api/admin/invoices/:id: a line as stored, with its computed amounts. */
export interface AdminInvoiceLine extends InvoiceLineInput {
  id: number;
  position: number;
  baseMinor: number;
  vatMinor: number;
  totalMinor: number;
}

export interface AdminInvoicePayment {
  id: number;
  amountMinor: number;
  currency: InvoiceCurrency;
  paidOn: string;
  method: PaymentMethod;
  /** The bank transaction it came from (null: entered by hand). */
  bankTransactionId: number | null;
  note: string;
  createdAt: string;
}

/** An invoice as the back office reads it (dates yyyy-mm-dd, instants ISO). */
export interface AdminInvoice {
  id: number;
  kind: InvoiceKind;
  /** Null while a draft. */
  number: string | null;
  status: InvoiceStoredStatus;
  paymentState: InvoicePaymentState;
  clientId: number;
  clientName: string;
  projectId: number | null;
  proposalId: number | null;
  /** A credit note: the invoice it corrects. */
  correctsInvoiceId: number | null;
  /** An invoice: its credit notes. */
  creditNoteIds: number[];
  settlesAdvanceId: number | null;
  /** A tax document for a received payment (issue 38): the advance invoice the payment was made on. */
  advanceInvoiceId: number | null;
  /** An advance invoice: its tax documents for received payments, in the order issued (issue 38). */
  taxDocumentIds: number[];
  language: Language;
  currency: InvoiceCurrency;
  exchangeRateThousandths: number | null;
  /** Where the rate came from (null for CZK). */
  exchangeRateSource: ExchangeRateSource | null;
  /** A ČNB rate: the fixing date and serial of its list (null otherwise; a 'cnb' draft without a rate yet: null). */
  exchangeRateFixedOn: string | null;
  exchangeRateSerial: number | null;
  vatMode: VatMode;
  issuedOn: string | null;
  taxableSupplyOn: string | null;
  dueOn: string | null;
  variableSymbol: string | null;
  note: string;
  lines: AdminInvoiceLine[];
  totals: PartTotals;
  /** Total minus payments (negative when overpaid); 0 for a draft. */
  outstandingMinor: number;
  paidMinor: number;
  payments: AdminInvoicePayment[];
  /** The SHA-256 of the stored PDF (GET /api/admin/invoices/:id/pdf); null for a draft. */
  pdfSha256: string | null;
  sentAt: string | null;
  /** Reminder stages already sent. */
  remindersSent: ReminderStage[];
  createdAt: string;
  updatedAt: string;
  /** An issued EUR invoice's VAT recap in CZK as issued (InvoiceSnapshot.vatRecapCzk); null for CZK and drafts. */
  vatRecapCzk: VatRecapRow[] | null;
  /** A credit note's reason as issued (InvoiceSnapshot.corrects.reason); null otherwise. */
  creditReason: string | null;
  /** A reverse-charge document's VIES proof as issued (InvoiceSnapshot.vatCheck, issue 37); null otherwise. */
  vatCheck: SnapshotVatCheck | null;
}

/** GET /api/admin/invoices ?sort= keys (the route refuses any other with a 400; the server sorts by each). */
export const INVOICE_SORT_KEYS = ['number', 'issuedOn', 'dueOn', 'totalMinor', 'outstandingMinor', 'clientName', 'kind', 'createdAt'] as const;
export type InvoiceSortKey = (typeof INVOICE_SORT_KEYS)[number];

/** A row of GET /api/admin/invoices. */
export type AdminInvoiceListItem = Pick<
  AdminInvoice,
  | 'id'
  | 'kind'
  | 'number'
  | 'status'
  | 'paymentState'
  | 'clientId'
  | 'clientName'
  | 'projectId'
  | 'currency'
  | 'issuedOn'
  | 'dueOn'
  | 'variableSymbol'
  | 'outstandingMinor'
  | 'paidMinor'
  | 'sentAt'
  | 'createdAt'
> & { totalMinor: number };

export type { VatRateCode };

/**
 * GET /api/admin/invoices filters (besides q, sort, dir, limit, offset); state is the derived payment state.
 * `open=1`: issued invoices and advance invoices (not credit notes) with money still outstanding — what a bank
 * payment can be paired with.
 */
export const invoiceFilterSchema = z.object({
  state: z.enum(INVOICE_PAYMENT_STATES, { error: oneOfMessage(INVOICE_PAYMENT_STATES) }).optional(),
  currency: z.enum(INVOICE_CURRENCIES, { error: oneOfMessage(INVOICE_CURRENCIES) }).optional(),
  open: z
    .enum(['1', '0', 'true', 'false'], { error: oneOfMessage(['1', '0']) })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  kind: z.enum(INVOICE_KINDS, { error: oneOfMessage(INVOICE_KINDS) }).optional(),
  clientId: optionalRecordId().transform((v) => v ?? undefined),
  projectId: optionalRecordId().transform((v) => v ?? undefined),
  /** The period by date of issue, inclusive (the accountant's export of a month or quarter). */
  issuedFrom: calendarDay(INVOICE_MESSAGES.dateInvalid).optional(),
  issuedTo: calendarDay(INVOICE_MESSAGES.dateInvalid).optional(),
});
export type InvoiceFilter = z.infer<typeof invoiceFilterSchema>;

/**
 * GET /api/admin/invoices/summary: what clients owe, per currency (the dashboard's receivables) — issued invoices and
 * advance invoices with money outstanding, and of those the ones past due. Currencies with nothing owed are left out.
 */
export interface InvoiceReceivables {
  currency: InvoiceCurrency;
  openCount: number;
  /** Sums of many invoices: whole minor units as a decimal string (exact past 2^53; format it without Number()). */
  outstandingMinor: MinorUnitsSum;
  overdueCount: number;
  overdueMinor: MinorUnitsSum;
}
export interface InvoiceSummary {
  receivables: InvoiceReceivables[];
}

// POST /api/admin/invoices/:id/credit-note: creditNoteSchema in ./credit-note.ts (whole or partial; issue 38).
