/**
 * The POHODA XML data pack of the accountant's export (issue 38 point 4; docs/product/accountant.md#the-pohoda-mapping):
 * one `dat:dataPack` (version 2.0) with a `dat:dataPackItem` per document, each holding an `inv:invoice` of the
 * STORMWARE POHODA XML import, schema version 2 (../shared/pohoda/v2, checked by the tests: the pack against
 * data-package.xsd and each `inv:invoice` alone against invoice.xsd).
 *
 * Pure: written from the frozen snapshot of each issued document (src/shared/invoice-snapshot.ts) and from the stored
 * received invoices, never from editable rows or "now" — the same period gives the same bytes (the pack's id is the
 * period, each item's id the document's number or the received invoice's id). Amounts are exact decimals written from
 * integers (isdoc-xml.ts `money`); no floating point touches them.
 *
 * Signs are the documents' own: a credit note's amounts are negative (as its snapshot holds them), an advance
 * deducted on a final invoice is a negative `inv:invoiceAdvancePaymentItem`.
 */
import type { InvoiceSnapshot } from '@/shared/invoice-snapshot';
import { divideRounded, type VatRecapRow } from '@/shared/money/document-totals';
import { VAT_RATE_TABLE } from '@/shared/money/vat-rates';
import type { SnapshotParty } from '@/shared/proposal-snapshot';
import type { InvoiceKind } from '@/shared/schemas/invoice';
import { isdocPostalAddress } from '../isdoc/isdoc-address';
import { decimal, leaf, money, node, xmlDocument, type XmlElement } from '../isdoc/isdoc-xml';

export const POHODA_NAMESPACES = {
  dat: 'http://www.stormware.cz/schema/version_2/data.xsd',
  inv: 'http://www.stormware.cz/schema/version_2/invoice.xsd',
  typ: 'http://www.stormware.cz/schema/version_2/type.xsd',
} as const;

/** What the pack says made it (`application`, typ:string100). */
export const POHODA_APPLICATION = 'Agency back office';

/** POHODA's VAT rate of an item (typ:vatRateType): basic, first reduced, second reduced, none. */
export type PohodaRate = 'high' | 'low' | 'third' | 'none';

/**
 * The document type (inv:invoiceTypeType) of each kind. A tax document for a received advance payment has no type of
 * its own in the enumeration: `issuedCorrectiveTax` ("vydaný opravný daňový doklad, jen CZ verze") is the issued
 * tax document that is neither an invoice nor a credit/debit note — see docs/product/accountant.md#document-types.
 * Indexed by InvoiceKind, so a new kind fails the typecheck here until it is mapped.
 */
const INVOICE_TYPES = {
  invoice: 'issuedInvoice',
  advance_invoice: 'issuedAdvanceInvoice',
  credit_note: 'issuedCreditNotice',
  advance_tax_document: 'issuedCorrectiveTax',
} as const;

export function pohodaInvoiceType(kind: InvoiceKind): string {
  return INVOICE_TYPES[kind];
}

/**
 * The VAT classification (členění DPH, `inv:classificationVAT/typ:ids`) of a document without Czech VAT: a service to
 * an EU VAT payer under reverse charge (§9(1) ZDPH, VAT return row 21 and the EC sales list), and a supply outside
 * the EU. POHODA's codes of its "Členění DPH" list; not verified against a POHODA installation (accountant.md says so).
 */
export const POHODA_CLASSIFICATION = { reverse_charge: 'UDslEU', outside_eu: 'UDzahr' } as const;

/**
 * POHODA's rate of a VAT percent on a date: 0 → none; the basic rate (21 %) → high; the first reduced rate (15 % to
 * 2023, 12 % since 2024) → low; the second reduced rate (10 %, 2015–2023) → third. A percent that was no Czech rate
 * on that date (a foreign supplier's VAT) is none: not Czech VAT.
 */
export function pohodaRate(percent: number, date: string): PohodaRate {
  if (percent === 0) return 'none';
  const valid = VAT_RATE_TABLE.filter((p) => p.percent === percent && p.from <= date && (p.to === undefined || date <= p.to));
  if (valid.some((p) => p.code === 'basic')) return 'high';
  if (valid.some((p) => p.code === 'reduced')) return 'low';
  if (valid.some((p) => p.code === 'secondReduced')) return 'third';
  return 'none';
}

/** A received invoice as the pack needs it (src/server/data/received-invoices.ts stores it; amounts in its currency). */
export interface PohodaReceivedInvoice {
  id: number;
  supplierName: string;
  supplierIco: string | null;
  supplierDic: string | null;
  number: string;
  variableSymbol: string | null;
  issuedOn: string;
  taxableSupplyOn: string;
  dueOn: string | null;
  currency: string;
  /** Thousandths of CZK per unit; null for CZK. */
  exchangeRateThousandths: number | null;
  description: string;
  amounts: readonly { vatPercent: number; baseMinor: number; vatMinor: number }[];
}

export type PohodaDocument = { source: 'issued'; snapshot: InvoiceSnapshot } | { source: 'received'; invoice: PohodaReceivedInvoice };

export interface PohodaPackInput {
  /** The agency's IČO (the company POHODA imports into must have it); left out when the agency has none. */
  ico: string | null;
  from: string;
  to: string;
  documents: readonly PohodaDocument[];
}

/** At most `max` characters (code points), as the schema's maxLength counts them. */
const cut = (text: string, max: number) => Array.from(text.trim()).slice(0, max).join('');
/** A minor-unit amount in CZK from an amount in a currency at thousandths of CZK per unit (half away from zero). */
const toCzk = (minor: number, rateThousandths: number) => Number(divideRounded(BigInt(minor) * BigInt(rateThousandths), 1000n));
const rateText = (thousandths: number) => decimal(thousandths, 3, 0);

interface Bucket {
  base: number;
  vat: number;
}
type Buckets = Record<PohodaRate, Bucket>;
const emptyBuckets = (): Buckets => ({ none: { base: 0, vat: 0 }, low: { base: 0, vat: 0 }, high: { base: 0, vat: 0 }, third: { base: 0, vat: 0 } });

/** `inv:homeCurrency` of the summary: the base, VAT and sum per rate in CZK (only the rates used), and the rounding. */
function homeSummary(buckets: Buckets, roundingMinor: number): XmlElement {
  const used = (rate: PohodaRate) => buckets[rate].base !== 0 || buckets[rate].vat !== 0;
  const rated = (rate: Exclude<PohodaRate, 'none'>, names: readonly [string, string, string]) =>
    used(rate) ? [leaf(`typ:${names[0]}`, money(buckets[rate].base)), leaf(`typ:${names[1]}`, money(buckets[rate].vat)), leaf(`typ:${names[2]}`, money(buckets[rate].base + buckets[rate].vat))] : [];
  return node('inv:homeCurrency', [
    leaf('typ:priceNone', money(buckets.none.base)),
    rated('low', ['priceLow', 'priceLowVAT', 'priceLowSum']),
    rated('high', ['priceHigh', 'priceHighVAT', 'priceHighSum']),
    rated('third', ['price3', 'price3VAT', 'price3Sum']),
    roundingMinor !== 0 && node('typ:round', [leaf('typ:priceRound', money(roundingMinor))]),
  ]);
}

function partnerIdentity(party: Pick<SnapshotParty, 'name' | 'addressLines' | 'ico' | 'dic'>, language: 'cs' | 'en'): XmlElement {
  const address = isdocPostalAddress(party, language);
  const street = [address.street, address.buildingNumber].filter((part) => part !== '').join(' ');
  return node('inv:partnerIdentity', [
    node('typ:address', [
      leaf('typ:company', cut(party.name, 255)),
      address.city !== '' && leaf('typ:city', cut(address.city, 45)),
      street !== '' && leaf('typ:street', cut(street, 64)),
      address.postalZone !== '' && leaf('typ:zip', cut(address.postalZone, 15)),
      party.ico ? leaf('typ:ico', cut(party.ico, 15)) : null,
      party.dic ? leaf('typ:dic', cut(party.dic, 18)) : null,
      node('typ:country', [leaf('typ:ids', address.countryCode)]),
    ]),
  ]);
}

const paymentByTransfer = () => node('inv:paymentType', [leaf('typ:paymentType', 'draft')]);

const foreignSummary = (currency: string, rateThousandths: number, priceSumMinor: number) =>
  node('inv:foreignCurrency', [
    node('typ:currency', [leaf('typ:ids', currency)]),
    leaf('typ:rate', rateText(rateThousandths)),
    leaf('typ:amount', '1'),
    leaf('typ:priceSum', money(priceSumMinor)),
  ]);

const summary = (home: XmlElement, foreign: XmlElement | false) =>
  node('inv:invoiceSummary', [leaf('inv:roundingDocument', 'none'), leaf('inv:roundingVAT', 'noneEveryRate'), home, foreign]);

const invoiceAttributes = { version: '2.0', 'xmlns:inv': POHODA_NAMESPACES.inv, 'xmlns:typ': POHODA_NAMESPACES.typ };

/** The text of an issued document's `inv:text`: its note, else its first line; a credit note's reason with the number it corrects. */
function documentText(snapshot: InvoiceSnapshot): string {
  if (snapshot.corrects) return `${snapshot.corrects.number}: ${snapshot.corrects.reason}`;
  return snapshot.note.trim() !== '' ? snapshot.note : (snapshot.lines[0]?.description ?? snapshot.number);
}

/** The CZK amounts per POHODA rate of a recap (in CZK already: a CZK document's recap, or a foreign one's vatRecapCzk). */
function bucketsOf(recap: readonly VatRecapRow[], date: string, vatCharged: boolean): Buckets {
  const buckets = emptyBuckets();
  for (const row of recap) {
    const rate = vatCharged ? pohodaRate(row.vatPercent, date) : 'none';
    buckets[rate].base += row.baseMinor;
    buckets[rate].vat += row.vatMinor;
  }
  return buckets;
}

interface Deduction {
  /** The tax document deducted, or the advance invoice of a non-tax deposit. */
  number: string;
  rate: PohodaRate;
  /** In the document's currency. */
  base: number;
  vat: number;
  /** In CZK (the tax document's own CZK recap; a deposit at the invoice's rate). */
  baseCzk: number;
  vatCzk: number;
}

/**
 * What a final invoice deducts (docs/product/accountant.md#advances): per rate, the base and VAT of each tax document
 * for a received payment on its advance (issue 38), and what was paid beyond them (a non-tax deposit) at no VAT.
 */
function advanceDeductions(snapshot: InvoiceSnapshot, rateDate: string, foreign: number | null): Deduction[] {
  const advance = snapshot.advance;
  if (!advance) return [];
  const deductions: Deduction[] = [];
  let taxed = 0;
  for (const document of advance.taxDocuments ?? []) {
    for (const row of document.recap) {
      const czkRow = document.recapCzk?.find((r) => r.vatRateCode === row.vatRateCode);
      const rate = snapshot.vatCharged ? pohodaRate(row.vatPercent, rateDate) : 'none';
      deductions.push({
        number: document.number,
        rate,
        base: row.baseMinor,
        vat: row.vatMinor,
        baseCzk: foreign === null ? row.baseMinor : (czkRow?.baseMinor ?? toCzk(row.baseMinor, foreign)),
        vatCzk: foreign === null ? row.vatMinor : (czkRow?.vatMinor ?? toCzk(row.vatMinor, foreign)),
      });
      taxed += row.baseMinor + row.vatMinor;
    }
  }
  const deposit = advance.paidMinor - taxed;
  if (deposit !== 0) deductions.push({ number: advance.number, rate: 'none', base: deposit, vat: 0, baseCzk: foreign === null ? deposit : toCzk(deposit, foreign), vatCzk: 0 });
  return deductions;
}

/** One issued document (invoice, advance invoice, tax document for a received payment, credit note) as `inv:invoice`. */
export function pohodaIssuedInvoice(snapshot: InvoiceSnapshot): XmlElement {
  const rateDate = snapshot.taxableSupplyOn ?? snapshot.issuedOn;
  const foreign = snapshot.currency !== 'CZK' && snapshot.exchangeRateThousandths !== null ? snapshot.exchangeRateThousandths : null;
  const lineRate = (percent: number) => (snapshot.vatCharged ? pohodaRate(percent, rateDate) : 'none');
  const items = snapshot.lines.map((line) =>
    node('inv:invoiceItem', [
      leaf('inv:text', cut(line.description || line.service || snapshot.number, 90)),
      leaf('inv:quantity', decimal(line.quantityThousandths, 3, 0)),
      line.unit.trim() !== '' && leaf('inv:unit', cut(line.unit, 10)),
      leaf('inv:payVAT', 'false'),
      leaf('inv:rateVAT', lineRate(line.vatPercent)),
      line.discountBasisPoints !== 0 && leaf('inv:discountPercentage', decimal(line.discountBasisPoints, 2, 0)),
      foreign === null
        ? node('inv:homeCurrency', [leaf('typ:unitPrice', money(line.unitPriceMinor)), leaf('typ:price', money(line.baseMinor))])
        : node('inv:foreignCurrency', [leaf('typ:unitPrice', money(line.unitPriceMinor)), leaf('typ:price', money(line.baseMinor))]),
    ]),
  );
  const deductions = advanceDeductions(snapshot, rateDate, foreign);
  const advanceItems = deductions.map((d) =>
    node('inv:invoiceAdvancePaymentItem', [
      node('inv:sourceDocument', [leaf('typ:number', cut(d.number, 32))]),
      leaf('inv:quantity', '1'),
      leaf('inv:payVAT', 'false'),
      leaf('inv:rateVAT', d.rate),
      node('inv:homeCurrency', [leaf('typ:unitPrice', money(-d.baseCzk)), leaf('typ:price', money(-d.baseCzk)), leaf('typ:priceVAT', money(-d.vatCzk))]),
      foreign !== null && node('inv:foreignCurrency', [leaf('typ:unitPrice', money(-d.base)), leaf('typ:price', money(-d.base)), leaf('typ:priceVAT', money(-d.vat))]),
      leaf('inv:note', cut(d.number, 90)),
    ]),
  );
  const buckets = bucketsOf(foreign === null ? snapshot.totals.recap : (snapshot.vatRecapCzk ?? []), rateDate, snapshot.vatCharged);
  for (const d of deductions) {
    buckets[d.rate].base -= d.baseCzk;
    buckets[d.rate].vat -= d.vatCzk;
  }
  const advance = snapshot.advance;
  const classification = snapshot.vatMode === 'reverse_charge' || snapshot.vatMode === 'outside_eu' ? POHODA_CLASSIFICATION[snapshot.vatMode] : null;
  const header = node('inv:invoiceHeader', [
    leaf('inv:invoiceType', pohodaInvoiceType(snapshot.kind)),
    node('inv:number', [leaf('typ:numberRequested', cut(snapshot.number, 32))]),
    snapshot.variableSymbol !== '' && leaf('inv:symVar', cut(snapshot.variableSymbol, 20)),
    snapshot.corrects && leaf('inv:originalDocument', cut(snapshot.corrects.number, 32)),
    leaf('inv:date', snapshot.issuedOn),
    snapshot.taxableSupplyOn ? leaf('inv:dateTax', snapshot.taxableSupplyOn) : null,
    leaf('inv:dateDue', snapshot.dueOn),
    classification ? node('inv:classificationVAT', [leaf('typ:ids', classification)]) : null,
    leaf('inv:text', cut(documentText(snapshot), 240)),
    partnerIdentity(snapshot.customer, snapshot.language),
    paymentByTransfer(),
    snapshot.note.trim() !== '' && leaf('inv:note', snapshot.note),
  ]);
  return node(
    'inv:invoice',
    [
      header,
      node('inv:invoiceDetail', [items, advanceItems]),
      summary(
        homeSummary(buckets, foreign === null ? snapshot.totals.roundingMinor : 0),
        foreign !== null && foreignSummary(snapshot.currency, foreign, snapshot.totals.payableMinor - (advance?.paidMinor ?? 0)),
      ),
    ],
    invoiceAttributes,
  );
}

/** A received invoice (a supplier's, a cost) as `inv:invoice` of type receivedInvoice: one item per VAT rate. */
export function pohodaReceivedInvoice(invoice: PohodaReceivedInvoice): XmlElement {
  const foreign = invoice.currency !== 'CZK' && invoice.exchangeRateThousandths !== null ? invoice.exchangeRateThousandths : null;
  const czk = (minor: number) => (foreign === null ? minor : toCzk(minor, foreign));
  const amounts = [...invoice.amounts].sort((a, b) => b.vatPercent - a.vatPercent);
  const buckets = emptyBuckets();
  const items = amounts.map((amount) => {
    const rate = pohodaRate(amount.vatPercent, invoice.taxableSupplyOn);
    // A foreign VAT (no Czech rate) is part of the cost: in the item's price at no Czech VAT.
    const base = rate === 'none' ? amount.baseMinor + amount.vatMinor : amount.baseMinor;
    buckets[rate].base += czk(base);
    if (rate !== 'none') buckets[rate].vat += czk(amount.vatMinor);
    const text = invoice.description.trim() !== '' ? invoice.description : invoice.supplierName;
    return node('inv:invoiceItem', [
      leaf('inv:text', cut(amounts.length > 1 ? `${cut(text, 80)} (${amount.vatPercent} %)` : text, 90)),
      leaf('inv:quantity', '1'),
      leaf('inv:payVAT', 'false'),
      leaf('inv:rateVAT', rate),
      foreign === null ? node('inv:homeCurrency', [leaf('typ:unitPrice', money(base))]) : node('inv:foreignCurrency', [leaf('typ:unitPrice', money(base))]),
    ]);
  });
  const totalMinor = invoice.amounts.reduce((sum, a) => sum + a.baseMinor + a.vatMinor, 0);
  const header = node('inv:invoiceHeader', [
    leaf('inv:invoiceType', 'receivedInvoice'),
    invoice.variableSymbol ? leaf('inv:symVar', cut(invoice.variableSymbol, 20)) : null,
    // The supplier's own number: POHODA numbers received invoices in its own series (inv:number left to it).
    leaf('inv:originalDocument', cut(invoice.number, 32)),
    leaf('inv:date', invoice.issuedOn),
    leaf('inv:dateTax', invoice.taxableSupplyOn),
    invoice.dueOn ? leaf('inv:dateDue', invoice.dueOn) : null,
    leaf('inv:text', cut(invoice.description.trim() !== '' ? invoice.description : `${invoice.supplierName} ${invoice.number}`, 240)),
    node('inv:partnerIdentity', [
      node('typ:address', [
        leaf('typ:company', cut(invoice.supplierName, 255)),
        invoice.supplierIco ? leaf('typ:ico', cut(invoice.supplierIco, 15)) : null,
        invoice.supplierDic ? leaf('typ:dic', cut(invoice.supplierDic, 18)) : null,
      ]),
    ]),
    paymentByTransfer(),
  ]);
  return node(
    'inv:invoice',
    [header, node('inv:invoiceDetail', items), summary(homeSummary(buckets, 0), foreign !== null && foreignSummary(invoice.currency, foreign, totalMinor))],
    invoiceAttributes,
  );
}

/** The item id of a document in the pack: unique within it, the same in every export of it (POHODA checks duplicates by it). */
export function pohodaItemId(document: PohodaDocument): string {
  return document.source === 'issued' ? cut(`vydana-${document.snapshot.number}`, 64) : `prijata-${document.invoice.id}`;
}

/** The whole data pack as UTF-8 XML text (at least one document: the schema requires an item). */
export function pohodaDataPack(input: PohodaPackInput): string {
  if (input.documents.length === 0) throw new RangeError('A POHODA data pack holds at least one document');
  return xmlDocument(
    node(
      'dat:dataPack',
      input.documents.map((document) =>
        node('dat:dataPackItem', [document.source === 'issued' ? pohodaIssuedInvoice(document.snapshot) : pohodaReceivedInvoice(document.invoice)], {
          version: '2.0',
          id: pohodaItemId(document),
        }),
      ),
      {
        'xmlns:dat': POHODA_NAMESPACES.dat,
        'xmlns:inv': POHODA_NAMESPACES.inv,
        'xmlns:typ': POHODA_NAMESPACES.typ,
        version: '2.0',
        id: `ucetni-${input.from}-${input.to}`,
        ico: input.ico ? cut(input.ico, 15) : undefined,
        application: POHODA_APPLICATION,
        note: `${input.from} – ${input.to}`,
      },
    ),
  );
}
