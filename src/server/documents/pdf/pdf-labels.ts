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
  /** A credit note: why. */
  correctionReason: string;
  /** A final invoice: what the advance paid, and what is left to pay. */
  advancePaid: (number: string) => string;
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
    correctionReason: 'Důvod opravy',
    advancePaid: (number) => `Uhrazeno zálohou ${number}`,
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
    correctionReason: 'Reason for correction',
    advancePaid: (number) => `Paid by advance invoice ${number}`,
    amountDue: 'Amount due',
    terms: 'Terms',
    page: (current, count) => `Page ${current} of ${count}`,
  },
};

/** The heading of a document: its kind, and for a non-payer's invoice the plain "Faktura" (no tax document). */
export function documentTitle(kind: CommercialDocumentKind, vatWording: VatWording, labels: PdfLabels): string {
  return kind === 'invoice' && vatWording === 'non_payer' ? labels.titleNonPayerInvoice : labels.title[kind];
}
