/**
 * Every word a commercial document's PDF prints, in Czech and English (the same keys; a test checks both). The VAT
 * wordings and titles: docs/product/rules.md#documents.
 */
import type { Language } from '@/shared/constants';
import type { CommercialDocumentKind, LineRecurrence, VatWording } from '@/shared/documents/commercial-document';

export interface PdfLabels {
  title: Record<CommercialDocumentKind, string>;
  /** An invoice of a supplier who is no VAT payer is no tax document. */
  titleNonPayerInvoice: string;
  /** "No. 2026-0001" before the document number. */
  numberPrefix: string;
  supplier: string;
  customer: string;
  ico: string;
  dic: string;
  issued: string;
  validUntil: string;
  due: string;
  taxableSupply: string;
  variableSymbol: string;
  correctsNumber: string;
  bankAccount: string;
  iban: string;
  paymentDetails: string;
  amountsIn: string;
  description: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  vatRate: string;
  base: string;
  vat: string;
  total: string;
  part: Record<LineRecurrence, string>;
  subtotal: Record<LineRecurrence, string>;
  /** Above a part's recap and totals when a document holds both parts. */
  summaryCaption: Record<LineRecurrence, string>;
  vatRecap: string;
  totalBase: string;
  totalVat: string;
  rounding: string;
  grandTotal: Record<CommercialDocumentKind, string>;
  /** The grand total of a part when a document holds both parts. */
  partTotal: Record<LineRecurrence, string>;
  vatWording: Record<Exclude<VatWording, 'czech_vat'>, string>;
  advanceNotTaxDocument: string;
  /**
   * The VIES proof behind reverse charge (issue 37): verified at a time (Prague), with the consultation number when
   * VIES gave one; VIES unavailable at issue (the last check's time, or none at all).
   */
  viesVerified: (at: string, consultation: string | null) => string;
  viesUnavailable: (at: string, consultation: string | null) => string;
  viesMissing: string;
  qrPayment: string;
  /** An EUR invoice: "Kurz ČNB" and the VAT recap in CZK. */
  exchangeRate: string;
  vatInCzk: string;
  /**
   * Issue 38: a foreign-currency proposal's indicative VAT in CZK (the rate and day it was sent with, per part), and
   * a payment QR Platba cannot carry (USD): by bank transfer with the variable symbol.
   */
  indicativeCzk: (rate: string, currency: string, day: string) => string;
  indicativeVat: (part: 'one_time' | 'monthly', percent: string) => string;
  payByTransfer: (variableSymbol: string) => string;
  /** A credit note: why. */
  correctionReason: string;
  /** A final invoice: what the advance paid, and what is left to pay. */
  advancePaid: (number: string) => string;
  /** A tax document for a received payment (issue 38): what it was paid on, and a rate taken from the advance. */
  receivedOnAdvance: (number: string, variableSymbol: string, day: string) => string;
  rateFromAdvance: string;
  /** A final invoice deducting tax documents: per rate, the deduction and the rest. */
  deducted: (documents: string, percent: string) => string;
  afterDeduction: (percent: string) => string;
  amountDue: string;
  terms: string;
  page: (current: number, count: number) => string;
}

export const PDF_LABELS: Record<Language, PdfLabels> = {
  cs: {
    title: {
      proposal: 'Cenová nabídka',
      invoice: 'Faktura – daňový doklad',
      advance_invoice: 'Zálohová faktura',
      credit_note: 'Opravný daňový doklad',
      advance_tax_document: 'Daňový doklad k přijaté platbě',
    },
    titleNonPayerInvoice: 'Faktura',
    numberPrefix: 'č.',
    supplier: 'Dodavatel',
    customer: 'Odběratel',
    ico: 'IČO',
    dic: 'DIČ',
    issued: 'Datum vystavení',
    validUntil: 'Platnost do',
    due: 'Datum splatnosti',
    taxableSupply: 'Datum zdan. plnění',
    variableSymbol: 'Variabilní symbol',
    correctsNumber: 'Opravuje doklad',
    bankAccount: 'Bankovní účet',
    iban: 'IBAN',
    paymentDetails: 'Platební údaje',
    amountsIn: 'Částky v',
    description: 'Popis',
    quantity: 'Množství',
    unitPrice: 'Cena/jedn.',
    discount: 'Sleva',
    vatRate: 'Sazba',
    base: 'Základ',
    vat: 'DPH',
    total: 'Celkem',
    part: { one_time: 'Jednorázové položky', monthly: 'Měsíční položky' },
    subtotal: { one_time: 'Mezisoučet jednorázově', monthly: 'Mezisoučet měsíčně' },
    summaryCaption: { one_time: 'Jednorázově', monthly: 'Měsíčně' },
    vatRecap: 'Rekapitulace DPH',
    totalBase: 'Celkem bez DPH',
    totalVat: 'DPH celkem',
    rounding: 'Zaokrouhlení',
    grandTotal: {
      proposal: 'Celková cena',
      invoice: 'Celkem k úhradě',
      advance_invoice: 'Záloha k úhradě',
      credit_note: 'Celkem opravy',
      advance_tax_document: 'Přijatá platba celkem',
    },
    partTotal: { one_time: 'Celkem jednorázově', monthly: 'Celkem měsíčně' },
    vatWording: {
      reverse_charge: 'Daň odvede zákazník',
      outside_eu: 'Plnění není předmětem DPH v tuzemsku',
      non_payer: 'Nejsem plátce DPH',
    },
    advanceNotTaxDocument: 'Nejedná se o daňový doklad.',
    viesVerified: (at, consultation) => `Ověřeno ve VIES ${at}${consultation ? `, č. konzultace ${consultation}` : ''}`,
    viesUnavailable: (at, consultation) => `VIES byl při vystavení nedostupný; naposledy ověřeno ${at}${consultation ? `, č. konzultace ${consultation}` : ''}`,
    viesMissing: 'VIES nedostupný, ověření chybí',
    qrPayment: 'QR Platba',
    exchangeRate: 'Kurz ČNB',
    vatInCzk: 'DPH v Kč',
    indicativeCzk: (rate, currency, day) => `Orientační přepočet DPH na Kč kurzem ČNB ${rate} Kč/${currency} ze dne ${day}; faktura uvede kurz ke dni zdanitelného plnění.`,
    indicativeVat: (part, percent) => `DPH v Kč orientačně (${part === 'one_time' ? 'jednorázově' : 'měsíčně'}) ${percent}`,
    payByTransfer: (symbol) => `Úhrada bankovním převodem na uvedený IBAN s variabilním symbolem ${symbol} (QR Platba neumí tuto měnu).`,
    correctionReason: 'Důvod opravy',
    advancePaid: (number) => `Uhrazeno zálohou ${number}`,
    receivedOnAdvance: (number, symbol, day) => `Platba přijatá ${day} k zálohové faktuře ${number} (VS ${symbol}); uhrazeno, nic k úhradě.`,
    rateFromAdvance: 'Kurz ČNB dne platby nebyl k dispozici: použit kurz zálohové faktury.',
    deducted: (documents, percent) => `Odpočet záloh (${documents}) ${percent}`,
    afterDeduction: (percent) => `Po odpočtu záloh ${percent}`,
    amountDue: 'Zbývá uhradit',
    terms: 'Podmínky',
    page: (current, count) => `Strana ${current} z ${count}`,
  },
  en: {
    title: {
      proposal: 'Proposal',
      invoice: 'Invoice – tax document',
      advance_invoice: 'Advance invoice',
      credit_note: 'Credit note',
      advance_tax_document: 'Tax document for a received payment',
    },
    titleNonPayerInvoice: 'Invoice',
    numberPrefix: 'No.',
    supplier: 'Supplier',
    customer: 'Customer',
    ico: 'Company ID',
    dic: 'VAT ID',
    issued: 'Date of issue',
    validUntil: 'Valid until',
    due: 'Due date',
    taxableSupply: 'Date of supply',
    variableSymbol: 'Variable symbol',
    correctsNumber: 'Corrects document',
    bankAccount: 'Bank account',
    iban: 'IBAN',
    paymentDetails: 'Payment details',
    amountsIn: 'Amounts in',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    discount: 'Discount',
    vatRate: 'Rate',
    base: 'Net',
    vat: 'VAT',
    total: 'Total',
    part: { one_time: 'One-time items', monthly: 'Monthly items' },
    subtotal: { one_time: 'One-time subtotal', monthly: 'Monthly subtotal' },
    summaryCaption: { one_time: 'One-time', monthly: 'Monthly' },
    vatRecap: 'VAT summary',
    totalBase: 'Total excl. VAT',
    totalVat: 'Total VAT',
    rounding: 'Rounding',
    grandTotal: {
      proposal: 'Total price',
      invoice: 'Total to pay',
      advance_invoice: 'Advance to pay',
      credit_note: 'Total correction',
      advance_tax_document: 'Payment received',
    },
    partTotal: { one_time: 'Total one-time', monthly: 'Total monthly' },
    vatWording: {
      reverse_charge: 'Reverse charge',
      outside_eu: 'Outside the scope of Czech VAT',
      non_payer: 'Not a VAT payer',
    },
    advanceNotTaxDocument: 'This is not a tax document.',
    viesVerified: (at, consultation) => `Verified in VIES ${at}${consultation ? `, consultation no. ${consultation}` : ''}`,
    viesUnavailable: (at, consultation) => `VIES was unavailable at issue; last verified ${at}${consultation ? `, consultation no. ${consultation}` : ''}`,
    viesMissing: 'VIES unavailable, not verified',
    qrPayment: 'QR Platba',
    exchangeRate: 'CNB exchange rate',
    vatInCzk: 'VAT in CZK',
    indicativeCzk: (rate, currency, day) => `Indicative VAT in CZK at the CNB rate ${rate} CZK/${currency} of ${day}; the invoice states the rate of its taxable-supply date.`,
    indicativeVat: (part, percent) => `VAT in CZK, indicative (${part === 'one_time' ? 'one-time' : 'monthly'}) ${percent}`,
    payByTransfer: (symbol) => `Please pay by bank transfer to the IBAN above with variable symbol ${symbol} (QR Platba does not carry this currency).`,
    correctionReason: 'Reason for correction',
    advancePaid: (number) => `Paid by advance invoice ${number}`,
    receivedOnAdvance: (number, symbol, day) => `Payment received on ${day} on advance invoice ${number} (VS ${symbol}); paid, nothing to pay.`,
    rateFromAdvance: 'No ČNB rate of the payment day was available: the advance invoice’s rate is used.',
    deducted: (documents, percent) => `Advances deducted (${documents}) ${percent}`,
    afterDeduction: (percent) => `After the advances ${percent}`,
    amountDue: 'Amount due',
    terms: 'Terms',
    page: (current, count) => `Page ${current} of ${count}`,
  },
};

/** The heading of a document: its kind, and for a non-payer's invoice the plain "Faktura" (no tax document). */
export function documentTitle(kind: CommercialDocumentKind, vatWording: VatWording, labels: PdfLabels): string {
  return kind === 'invoice' && vatWording === 'non_payer' ? labels.titleNonPayerInvoice : labels.title[kind];
}
