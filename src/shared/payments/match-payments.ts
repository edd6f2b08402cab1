/**
 * Matching incoming bank payments to open invoices (docs/product/rules.md#bank-payments), pure: the invoices work
 * stores what it proposes.
 *
 *  1. A transaction whose bankRef was seen before (an earlier import, or twice in this one) is ignored: importing the
 *     same statement again changes nothing. Debits are ignored too (they pay no invoice).
 *  2. Variable symbol first: the invoice with the same VS (leading zeros do not count) in the same currency. A VS that
 *     names an invoice in another currency is not matched (unmatched, "currency"). When several invoices share the VS,
 *     the one whose outstanding amount equals the payment wins, else the first still not fully paid, else the first.
 *  3. Then amount, for payments whose VS is absent or names no invoice: the single invoice in the same currency whose
 *     outstanding amount equals the payment exactly (after step 2's payments). Two or more such invoices: unmatched,
 *     "ambiguous" — staff choose.
 *  4. Partial and over-payments stay visible: each invoice's status is unpaid / partial / paid / overpaid from what
 *     was paid before plus what matched now.
 */
export interface OpenInvoice {
  id: string;
  variableSymbol: string;
  currency: string;
  totalMinor: number;
  paidMinor: number;
}

export interface IncomingPayment {
  bankRef: string;
  /** Signed minor units: credits are positive. */
  amountMinor: number;
  currency: string;
  variableSymbol?: string;
}

export type MatchedBy = 'variableSymbol' | 'amount';
export type UnmatchedReason = 'noMatch' | 'currency' | 'ambiguous';
export type IgnoredReason = 'alreadyImported' | 'duplicateInInput' | 'notCredit';
export type InvoicePaymentStatus = 'unpaid' | 'partial' | 'paid' | 'overpaid';

export interface PaymentMatch {
  bankRef: string;
  invoiceId: string;
  amountMinor: number;
  by: MatchedBy;
}

export interface InvoicePaymentOutcome {
  invoiceId: string;
  totalMinor: number;
  paidBeforeMinor: number;
  matchedMinor: number;
  paidMinor: number;
  /** total − paid: negative when overpaid. */
  outstandingMinor: number;
  status: InvoicePaymentStatus;
}

export interface PaymentMatchResult {
  matches: PaymentMatch[];
  unmatched: { bankRef: string; reason: UnmatchedReason }[];
  ignored: { bankRef: string; reason: IgnoredReason }[];
  /** Every invoice given, in the order given. */
  invoices: InvoicePaymentOutcome[];
}

/** A variable symbol compared without leading zeros ("0020260001" = "20260001"); empty → undefined. */
export function comparableSymbol(symbol: string | undefined): string | undefined {
  const trimmed = symbol?.trim().replace(/^0+/, '');
  return trimmed ? trimmed : undefined;
}

export function paymentStatus(totalMinor: number, paidMinor: number): InvoicePaymentStatus {
  if (paidMinor <= 0) return 'unpaid';
  if (paidMinor < totalMinor) return 'partial';
  return paidMinor === totalMinor ? 'paid' : 'overpaid';
}

export function matchPayments(
  invoices: readonly OpenInvoice[],
  payments: readonly IncomingPayment[],
  seenBankRefs: Iterable<string> = [],
): PaymentMatchResult {
  const seen = new Set(seenBankRefs);
  const ignored: PaymentMatchResult['ignored'] = [];
  const candidates: IncomingPayment[] = [];
  const inInput = new Set<string>();
  for (const payment of payments) {
    if (seen.has(payment.bankRef)) ignored.push({ bankRef: payment.bankRef, reason: 'alreadyImported' });
    else if (inInput.has(payment.bankRef)) ignored.push({ bankRef: payment.bankRef, reason: 'duplicateInInput' });
    else if (payment.amountMinor <= 0) ignored.push({ bankRef: payment.bankRef, reason: 'notCredit' });
    else candidates.push(payment);
    inInput.add(payment.bankRef);
  }

  const matched = new Map<string, number>(invoices.map((invoice) => [invoice.id, 0]));
  const outstanding = (invoice: OpenInvoice) => invoice.totalMinor - invoice.paidMinor - (matched.get(invoice.id) ?? 0);
  const matches: PaymentMatch[] = [];
  const record = (payment: IncomingPayment, invoice: OpenInvoice, by: MatchedBy) => {
    matches.push({ bankRef: payment.bankRef, invoiceId: invoice.id, amountMinor: payment.amountMinor, by });
    matched.set(invoice.id, (matched.get(invoice.id) ?? 0) + payment.amountMinor);
  };

  const unmatchedReason = new Map<IncomingPayment, UnmatchedReason>();
  const byAmount: IncomingPayment[] = [];
  // Step 2: variable symbol.
  for (const payment of candidates) {
    const symbol = comparableSymbol(payment.variableSymbol);
    const sameSymbol = symbol === undefined ? [] : invoices.filter((invoice) => comparableSymbol(invoice.variableSymbol) === symbol);
    const sameCurrency = sameSymbol.filter((invoice) => invoice.currency === payment.currency);
    if (sameSymbol.length > 0 && sameCurrency.length === 0) {
      unmatchedReason.set(payment, 'currency');
      continue;
    }
    const invoice =
      sameCurrency.find((candidate) => outstanding(candidate) === payment.amountMinor) ??
      sameCurrency.find((candidate) => outstanding(candidate) > 0) ??
      sameCurrency[0];
    if (invoice) record(payment, invoice, 'variableSymbol');
    else byAmount.push(payment);
  }
  // Step 3: exact outstanding amount, when only one invoice has it.
  for (const payment of byAmount) {
    const exact = invoices.filter((invoice) => invoice.currency === payment.currency && outstanding(invoice) === payment.amountMinor);
    const [only] = exact;
    if (exact.length === 1 && only) record(payment, only, 'amount');
    else unmatchedReason.set(payment, exact.length > 1 ? 'ambiguous' : 'noMatch');
  }

  return {
    matches,
    unmatched: candidates.filter((payment) => unmatchedReason.has(payment)).map((payment) => ({ bankRef: payment.bankRef, reason: unmatchedReason.get(payment) ?? 'noMatch' })),
    ignored,
    invoices: invoices.map((invoice) => {
      const matchedMinor = matched.get(invoice.id) ?? 0;
      const paidMinor = invoice.paidMinor + matchedMinor;
      return {
        invoiceId: invoice.id,
        totalMinor: invoice.totalMinor,
        paidBeforeMinor: invoice.paidMinor,
        matchedMinor,
        paidMinor,
        outstandingMinor: invoice.totalMinor - paidMinor,
        status: paymentStatus(invoice.totalMinor, paidMinor),
      };
    }),
  };
}
