/**
 * An issued invoice, advance invoice or credit note as an ISDOC 6.0.2 e-invoice (docs/product/e-invoice.md,
 * docs/decisions/030-isdoc.md): the Czech standard XML that accounting software imports, valid against the official
 * schema in ./xsd. Pure: it reads only the frozen snapshot (src/shared/invoice-snapshot.ts) and the UUID the caller
 * derives from the stored snapshot hash (./isdoc-uuid.ts), so the same issued document always gives the same bytes.
 *
 * Amounts: the snapshot's own (in the invoice's currency), negated for a credit note (ISDOC writes a credit note in
 * positive amounts). ISDOC's plain elements are in the local currency (CZK) and the `…Curr` ones in the foreign
 * currency: an EUR invoice states its VAT recap in CZK as the snapshot froze it (vatRecapCzk); every other CZK amount
 * is the EUR amount at the snapshot's rate, rounded half away from zero to the haléř.
 */
import { displayedLineVat } from '@/shared/documents/snapshot-parts';
import { parseCzechAccount } from '@/shared/identifiers/bank-account';
import { czechIbanOfText } from '@/shared/identifiers/iban';
import type { InvoiceSnapshot, InvoiceSnapshotLine } from '@/shared/invoice-snapshot';
import { divideRounded, type VatRecapRow } from '@/shared/money/document-totals';
import type { SnapshotParty, SnapshotSupplier } from '@/shared/proposal-snapshot';
import type { InvoiceKind } from '@/shared/schemas/invoice';
import { PDF_LABELS } from '../pdf/pdf-labels';
import { isdocPostalAddress } from './isdoc-address';
import { decimal, leaf, money, node, xmlDocument, type XmlElement } from './isdoc-xml';

export const ISDOC_VERSION = '6.0.2';
export const ISDOC_NAMESPACE = 'http://isdoc.cz/namespace/2013';

/**
 * DocumentType (isdoc-core-6.0.2.xsd DocumentTypeType): 1 "Faktura – daňový doklad", 2 "Opravný daňový doklad
 * (dobropis)", 4 "Zálohová faktura (nedaňový zálohový list)", 5 "Daňový doklad při přijetí platby (daňový zálohový
 * list)" — a tax document for a received advance payment (issue 38).
 */
export const ISDOC_DOCUMENT_TYPE: Readonly<Record<InvoiceKind, number>> = { invoice: 1, credit_note: 2, advance_invoice: 4, advance_tax_document: 5 };
/** DocumentType 6 "Opravný daňový doklad při přijetí platby (dobropis DZL)": the credit note of a tax document for a received payment. */
export const ISDOC_CREDITED_TAX_DOCUMENT = 6;

/**
 * IssuingSystem: which system wrote the file (the ISDOC notes ask every producer to say; at most 80 characters): this
 * software, whatever the agency using it is called.
 */
export const ISDOC_ISSUING_SYSTEM = 'Agency website back office';

/** PaymentMeansCode 42 "Převod na účet" (a bank transfer). */
export const ISDOC_PAYMENT_BY_TRANSFER = 42;
/** VATCalculationMethod 0 "Zdola": VAT from the price without VAT (docs/product/proposals.md#totals). */
export const ISDOC_VAT_FROM_BASE = 0;

/** The words the ISDOC adds to the snapshot's note, in the document's language. */
export const ISDOC_TEXTS = {
  cs: { correctionReason: 'Důvod opravy' },
  en: { correctionReason: 'Reason for correction' },
} as const;

export interface InvoiceIsdocOptions {
  /** The document's UUID (isdocUuid of its snapshot hash). */
  uuid: string;
  /** A credit note: the UUID of the ISDOC of the invoice it corrects, when known. */
  correctsUuid?: string | null;
}

const LOCAL_CURRENCY = 'CZK';

/** Amounts of one document in both currencies: `doc` in the invoice's currency, `local` in CZK. */
interface Amount {
  doc: bigint;
  local: bigint;
}

const sum = (amounts: readonly Amount[]): Amount =>
  amounts.reduce((a, b) => ({ doc: a.doc + b.doc, local: a.local + b.local }), ZERO);
const plus = (a: Amount, b: Amount): Amount => ({ doc: a.doc + b.doc, local: a.local + b.local });
const minus = (a: Amount, b: Amount): Amount => ({ doc: a.doc - b.doc, local: a.local - b.local });
const ZERO: Amount = { doc: 0n, local: 0n };

export function invoiceIsdoc(snapshot: InvoiceSnapshot, options: InvoiceIsdocOptions): string {
  const foreign = snapshot.currency !== LOCAL_CURRENCY;
  const rate = foreign ? snapshot.exchangeRateThousandths : null;
  if (foreign && (rate === null || rate <= 0)) throw new RangeError(`An invoice in ${snapshot.currency} needs its exchange rate`);
  if (snapshot.kind === 'credit_note' && snapshot.corrects === null) throw new RangeError('A credit note must name the invoice it corrects');

  // A credit note's snapshot amounts are negative; ISDOC writes a credit note in positive amounts (its type says
  // they are deducted). Decided by the sign of its total, so either way of storing them gives positive amounts.
  const sign = snapshot.kind === 'credit_note' && snapshot.totals.totalMinor < 0 ? -1n : 1n;
  const toLocal = (doc: bigint): bigint => (rate === null ? doc : divideRounded(doc * BigInt(rate), 1000n));
  const amount = (minor: number): Amount => {
    const doc = BigInt(minor) * sign;
    return { doc, local: toLocal(doc) };
  };

  /** The local amount, and before it (`currFirst`) or after it the foreign one, as the schema orders each pair. */
  const pair = (name: string, value: Amount, order: 'currFirst' | 'localFirst'): XmlElement[] => {
    const local = leaf(name, money(value.local));
    if (!foreign) return [local];
    const curr = leaf(`${name}Curr`, money(value.doc));
    return order === 'currFirst' ? [curr, local] : [local, curr];
  };

  const vatApplicable = snapshot.vatMode !== 'non_payer';
  const language = snapshot.language;
  const vatNote = snapshot.vatMode === 'czech_vat' ? null : PDF_LABELS[language].vatWording[snapshot.vatMode];
  /** A rate as ISDOC writes it: the line's percent where VAT is charged, 0 where the document charges none. */
  const percentOf = (vatPercent: number) => (snapshot.vatCharged ? Math.round(vatPercent * 100) : 0);
  const percentText = (hundredths: number) => decimal(hundredths, 2, 0);

  const line = (snapshotLine: InvoiceSnapshotLine, index: number): XmlElement => {
    const percent = percentOf(snapshotLine.vatPercent);
    const base = amount(snapshotLine.baseMinor);
    const vat: Amount = {
      doc: BigInt(displayedLineVat(Number(base.doc), percent / 100, snapshot.vatCharged)),
      local: BigInt(displayedLineVat(Number(base.local), percent / 100, snapshot.vatCharged)),
    };
    const discounted = snapshotLine.discountBasisPoints > 0;
    const listLocal = amount(snapshotLine.listMinor).local;
    const listVatLocal = BigInt(displayedLineVat(Number(listLocal), percent / 100, snapshot.vatCharged));
    // The unit price in CZK exactly (an EUR price × the rate in thousandths has 5 decimals), signed like the line.
    const unitSign = base.doc < 0n ? -1n : 1n;
    const unit = BigInt(Math.abs(snapshotLine.unitPriceMinor)) * unitSign * BigInt(rate ?? 1);
    const unitScale = rate === null ? 2 : 5;
    const description = [snapshotLine.service.trim(), snapshotLine.description.trim()].filter((t) => t !== '').join(' – ');
    return node('InvoiceLine', [
      leaf('ID', String(index + 1)),
      leaf('InvoicedQuantity', decimal(Math.abs(snapshotLine.quantityThousandths), 3, 0), {
        unitCode: snapshotLine.unit.trim() || undefined,
      }),
      pair('LineExtensionAmount', base, 'currFirst'),
      discounted && leaf('LineExtensionAmountBeforeDiscount', money(listLocal)),
      pair('LineExtensionAmountTaxInclusive', plus(base, vat), 'currFirst'),
      discounted && leaf('LineExtensionAmountTaxInclusiveBeforeDiscount', money(listLocal + listVatLocal)),
      leaf('LineExtensionTaxAmount', money(vat.local)),
      leaf('UnitPrice', decimal(unit, unitScale, 2)),
      // × (100 % + rate), exactly: 4 more decimals.
      leaf('UnitPriceTaxInclusive', decimal(unit * BigInt(10_000 + percent), unitScale + 4, 2)),
      node('ClassifiedTaxCategory', [
        leaf('Percent', percentText(percent)),
        leaf('VATCalculationMethod', String(ISDOC_VAT_FROM_BASE)),
        leaf('VATApplicable', String(vatApplicable)),
      ]),
      vatNote !== null && leaf('VATNote', vatNote, { languageID: language }),
      description !== '' && node('Item', [leaf('Description', description)]),
    ]);
  };

  // The VAT recap: the snapshot's rows where VAT is charged (in CZK as frozen for a foreign currency); one row at
  // 0 % where none is (a rate code means nothing on a document without VAT).
  const localRecap = (code: VatRecapRow['vatRateCode'] | null, row: Pick<VatRecapRow, 'baseMinor' | 'vatMinor'>): { base: bigint; vat: bigint } => {
    const frozen = snapshot.vatRecapCzk;
    if (rate === null) return { base: BigInt(row.baseMinor) * sign, vat: BigInt(row.vatMinor) * sign };
    if (frozen !== null) {
      const rows = code === null ? frozen : frozen.filter((r) => r.vatRateCode === code);
      if (rows.length > 0) {
        return {
          base: rows.reduce((s, r) => s + BigInt(r.baseMinor), 0n) * sign,
          vat: rows.reduce((s, r) => s + BigInt(r.vatMinor), 0n) * sign,
        };
      }
    }
    return { base: toLocal(BigInt(row.baseMinor) * sign), vat: toLocal(BigInt(row.vatMinor) * sign) };
  };
  const recapRows = snapshot.vatCharged
    ? snapshot.totals.recap.map((row) => ({ percent: percentOf(row.vatPercent), code: row.vatRateCode as VatRecapRow['vatRateCode'] | null, row }))
    : [{ percent: 0, code: null, row: { baseMinor: snapshot.totals.baseMinor, vatMinor: snapshot.totals.vatMinor } }];
  // Issue 38: the tax documents of the settled advance this final invoice deducts — per rate "already claimed"
  // (in CZK as each froze it), listed as TaxedDeposits; only what was paid beyond them stays a non-taxed deposit.
  const taxDocuments = snapshot.advance?.taxDocuments ?? [];
  const depositAmounts = (row: VatRecapRow, czk: VatRecapRow | null): { base: Amount; vat: Amount } => ({
    base: { doc: BigInt(row.baseMinor), local: czk ? BigInt(czk.baseMinor) : toLocal(BigInt(row.baseMinor)) },
    vat: { doc: BigInt(row.vatMinor), local: czk ? BigInt(czk.vatMinor) : toLocal(BigInt(row.vatMinor)) },
  });
  const claimedOf = (code: VatRecapRow['vatRateCode'] | null): { base: Amount; vat: Amount } => {
    const rows = taxDocuments.flatMap((doc) => doc.recap.flatMap((row, i) => (code !== null && row.vatRateCode === code ? [depositAmounts(row, doc.recapCzk?.[i] ?? null)] : [])));
    return { base: sum(rows.map((r) => r.base)), vat: sum(rows.map((r) => r.vat)) };
  };
  const subtotals = recapRows.map(({ percent, code, row }) => {
    const local = localRecap(code, row);
    const base: Amount = { doc: BigInt(row.baseMinor) * sign, local: local.base };
    const vat: Amount = { doc: BigInt(row.vatMinor) * sign, local: local.vat };
    const claimed = claimedOf(code);
    return { percent, base, vat, claimedBase: claimed.base, claimedVat: claimed.vat };
  });
  const claimedBase = sum(subtotals.map((s) => s.claimedBase));
  const claimedVat = sum(subtotals.map((s) => s.claimedVat));
  const claimedWithVat = plus(claimedBase, claimedVat);
  const totalBase = sum(subtotals.map((s) => s.base));
  const totalVat = sum(subtotals.map((s) => s.vat));
  const totalWithVat = plus(totalBase, totalVat);
  const rounding = amount(snapshot.totals.roundingMinor);
  // What was paid on the advance invoice this invoice settles (a non-tax deposit): deducted, stated positive.
  const paid = BigInt(snapshot.advance?.paidMinor ?? 0) - claimedWithVat.doc;
  const paidDeposits: Amount = { doc: paid, local: toLocal(paid) };
  // ISDOC's identity: DifferenceTaxInclusiveAmount + PayableRoundingAmount − PaidDepositsAmount = PayableAmount.
  const payable = minus(plus(minus(totalWithVat, claimedWithVat), rounding), paidDeposits);

  const taxTotal = node('TaxTotal', [
    ...subtotals.map(({ percent, base, vat, claimedBase: rateClaimedBase, claimedVat: rateClaimedVat }) =>
      node('TaxSubTotal', [
        pair('TaxableAmount', base, 'currFirst'),
        pair('TaxAmount', vat, 'currFirst'),
        pair('TaxInclusiveAmount', plus(base, vat), 'currFirst'),
        pair('AlreadyClaimedTaxableAmount', rateClaimedBase, 'currFirst'),
        pair('AlreadyClaimedTaxAmount', rateClaimedVat, 'currFirst'),
        pair('AlreadyClaimedTaxInclusiveAmount', plus(rateClaimedBase, rateClaimedVat), 'currFirst'),
        pair('DifferenceTaxableAmount', minus(base, rateClaimedBase), 'currFirst'),
        pair('DifferenceTaxAmount', minus(vat, rateClaimedVat), 'currFirst'),
        pair('DifferenceTaxInclusiveAmount', minus(plus(base, vat), plus(rateClaimedBase, rateClaimedVat)), 'currFirst'),
        node('TaxCategory', [leaf('Percent', percentText(percent)), leaf('VATApplicable', String(vatApplicable))]),
      ]),
    ),
    pair('TaxAmount', totalVat, 'currFirst'),
  ]);

  const legalMonetaryTotal = node('LegalMonetaryTotal', [
    pair('TaxExclusiveAmount', totalBase, 'localFirst'),
    pair('TaxInclusiveAmount', totalWithVat, 'localFirst'),
    pair('AlreadyClaimedTaxExclusiveAmount', claimedBase, 'localFirst'),
    pair('AlreadyClaimedTaxInclusiveAmount', claimedWithVat, 'localFirst'),
    pair('DifferenceTaxExclusiveAmount', minus(totalBase, claimedBase), 'localFirst'),
    pair('DifferenceTaxInclusiveAmount', minus(totalWithVat, claimedWithVat), 'localFirst'),
    (rounding.doc !== 0n || rounding.local !== 0n) && pair('PayableRoundingAmount', rounding, 'localFirst'),
    pair('PaidDepositsAmount', paidDeposits, 'localFirst'),
    pair('PayableAmount', payable, 'localFirst'),
  ]);

  const reason = snapshot.corrects?.reason.trim() ?? '';
  const note = [snapshot.note.trim(), reason && `${ISDOC_TEXTS[language].correctionReason}: ${reason}`].filter((t) => t !== '').join('\n');

  const root = node(
    'Invoice',
    [
      // A credit note of a tax document for a received payment (its payment deleted) is type 6, "dobropis DZL".
      leaf('DocumentType', String(snapshot.kind === 'credit_note' && snapshot.receivedPayment ? ISDOC_CREDITED_TAX_DOCUMENT : ISDOC_DOCUMENT_TYPE[snapshot.kind])),
      leaf('ID', snapshot.number),
      leaf('UUID', options.uuid),
      leaf('IssuingSystem', ISDOC_ISSUING_SYSTEM),
      leaf('IssueDate', snapshot.issuedOn),
      snapshot.taxableSupplyOn !== null && leaf('TaxPointDate', snapshot.taxableSupplyOn),
      leaf('VATApplicable', String(vatApplicable)),
      // Required; no agreement on electronic invoices is recorded, so it is empty.
      leaf('ElectronicPossibilityAgreementReference', ''),
      note !== '' && leaf('Note', note, { languageID: language }),
      leaf('LocalCurrencyCode', LOCAL_CURRENCY),
      foreign && leaf('ForeignCurrencyCode', snapshot.currency),
      // CZK per 1 unit of the currency; the rate is kept in thousandths.
      leaf('CurrRate', rate === null ? '1' : decimal(rate, 3)),
      leaf('RefCurrRate', '1'),
      node('AccountingSupplierParty', [party(snapshot.supplier, language)]),
      node('AccountingCustomerParty', [party(snapshot.customer, language)]),
      snapshot.corrects !== null &&
        node('OriginalDocumentReferences', [
          node('OriginalDocumentReference', [
            leaf('ID', snapshot.corrects.number),
            leaf('IssueDate', snapshot.corrects.issuedOn),
            options.correctsUuid ? leaf('UUID', options.correctsUuid) : null,
          ]),
        ]),
      node('InvoiceLines', snapshot.lines.map(line)),
      snapshot.advance !== null &&
        (paid > 0n || taxDocuments.length === 0) &&
        node('NonTaxedDeposits', [
          node('NonTaxedDeposit', [
            leaf('ID', snapshot.advance.number),
            // Required; the snapshot does not keep the advance invoice's variable symbol.
            leaf('VariableSymbol', ''),
            ...pair('DepositAmount', paidDeposits, 'currFirst'),
          ]),
        ]),
      taxDocuments.length > 0 &&
        node(
          'TaxedDeposits',
          taxDocuments.flatMap((doc) =>
            doc.recap.map((row, i) => {
              const deposit = depositAmounts(row, doc.recapCzk?.[i] ?? null);
              return node('TaxedDeposit', [
                leaf('ID', doc.number),
                leaf('VariableSymbol', doc.variableSymbol),
                ...pair('TaxableDepositAmount', deposit.base, 'currFirst'),
                ...pair('TaxInclusiveDepositAmount', plus(deposit.base, deposit.vat), 'currFirst'),
                node('ClassifiedTaxCategory', [
                  leaf('Percent', percentText(percentOf(row.vatPercent))),
                  leaf('VATCalculationMethod', String(ISDOC_VAT_FROM_BASE)),
                  leaf('VATApplicable', String(vatApplicable)),
                ]),
              ]);
            }),
          ),
        ),
      taxTotal,
      legalMonetaryTotal,
      paymentMeans(snapshot, payable.doc),
    ],
    { version: ISDOC_VERSION, xmlns: ISDOC_NAMESPACE },
  );
  return xmlDocument(root);
}

function party(source: SnapshotParty | SnapshotSupplier, language: InvoiceSnapshot['language']): XmlElement {
  const address = isdocPostalAddress(source, language);
  const registration = 'registration' in source ? source.registration.trim() : '';
  return node('Party', [
    // IČO; required, empty for a party without one (a person, most foreign companies).
    node('PartyIdentification', [leaf('ID', source.ico ?? '')]),
    node('PartyName', [leaf('Name', source.name)]),
    node('PostalAddress', [
      leaf('StreetName', address.street),
      leaf('BuildingNumber', address.buildingNumber),
      leaf('CityName', address.city),
      leaf('PostalZone', address.postalZone),
      node('Country', [leaf('IdentificationCode', address.countryCode), leaf('Name', address.countryName)]),
    ]),
    !!source.dic && node('PartyTaxScheme', [leaf('CompanyID', source.dic), leaf('TaxScheme', 'VAT')]),
    registration !== '' && node('RegisterIdentification', [leaf('Preformatted', registration)]),
    !!source.email && node('Contact', [leaf('ElectronicMail', source.email)]),
  ]);
}

/**
 * How to pay: a bank transfer to the agency's account with the variable symbol and the due date, for what is left to
 * pay. None on a credit note, when nothing is to be paid, or without an account.
 */
function paymentMeans(snapshot: InvoiceSnapshot, payableMinor: bigint): XmlElement | null {
  const { bankAccount, iban } = snapshot.supplier;
  if (snapshot.kind === 'credit_note' || payableMinor <= 0n || (!bankAccount && !iban)) return null;
  const account = bankAccount ? parseCzechAccount(bankAccount) : null;
  return node('PaymentMeans', [
    node('Payment', [
      // In the invoice's own currency: what the client transfers.
      leaf('PaidAmount', money(payableMinor)),
      leaf('PaymentMeansCode', String(ISDOC_PAYMENT_BY_TRANSFER)),
      node('Details', [
        leaf('PaymentDueDate', snapshot.dueOn),
        leaf('ID', account ? `${account.prefix ? `${account.prefix}-` : ''}${account.number}` : ''),
        leaf('BankCode', account ? account.bankCode : ''),
        // The bank's name and BIC are not kept: required elements, left empty.
        leaf('Name', ''),
        leaf('IBAN', (iban || (bankAccount ? czechIbanOfText(bankAccount) : null)) ?? ''),
        leaf('BIC', ''),
        snapshot.variableSymbol !== '' && leaf('VariableSymbol', snapshot.variableSymbol),
      ]),
    ]),
  ]);
}
