/**
 * For tests: frozen invoice snapshots (src/shared/invoice-snapshot.ts) of the kinds and VAT situations an ISDOC export
 * must handle, computed with the shared money rules (document-totals.ts) as issuing does. Not the product's snapshot
 * builder — issuing an invoice is the invoices module's — but the same shape with plausible, consistent numbers:
 * line amounts, the VAT recap per rate, the CZK recap of a foreign-currency invoice (base and VAT each at the rate,
 * rounded half away from zero), a credit note's negative unit prices and amounts, an advance deducted.
 */
import type { InvoiceSnapshot, InvoiceSnapshotLine } from '@/shared/invoice-snapshot';
import { divideRounded, documentTotals, type PartTotals, type VatMode } from '@/shared/money/document-totals';
import type { VatRateCode } from '@/shared/money/vat-rates';
import type { SnapshotParty, SnapshotSupplier } from '@/shared/proposal-snapshot';
import type { InvoiceCurrency, InvoiceKind } from '@/shared/schemas/invoice';

export const SAMPLE_SUPPLIER: SnapshotSupplier = {
  name: 'Digitální agentura s.r.o.',
  lines: ['Vinohradská 1234/12', '120 00 Praha', 'IČO: 27082440', 'DIČ: CZ27082440', 'C 12345 vedená u Městského soudu v Praze'],
  email: 'fakturace@agentura.cz',
  addressLines: ['Vinohradská 1234/12', '120 00 Praha'],
  ico: '27082440',
  dic: 'CZ27082440',
  vatPayer: true,
  registration: 'C 12345 vedená u Městského soudu v Praze',
  bankAccount: '19-2000145399/0800',
  iban: null,
};

/** The same agency when it is not a VAT payer: no DIČ, a trade licence. */
export const SAMPLE_NON_PAYER_SUPPLIER: SnapshotSupplier = {
  ...SAMPLE_SUPPLIER,
  name: 'Jana Nováková – grafika',
  lines: ['Dlouhá 5', '602 00 Brno', 'IČO: 25596641', 'Fyzická osoba zapsaná v živnostenském rejstříku'],
  addressLines: ['Dlouhá 5', '602 00 Brno'],
  ico: '25596641',
  dic: null,
  vatPayer: false,
  registration: 'Fyzická osoba zapsaná v živnostenském rejstříku',
  bankAccount: '2000145399/0800',
};

export const SAMPLE_CUSTOMERS = {
  czech: {
    name: 'Pekárna U Řeky s.r.o.',
    lines: ['Náměstí Přemysla Otakara II. 7', '370 01 České Budějovice', 'IČO: 25596641', 'DIČ: CZ25596641'],
    email: 'ucetni@pekarna.cz',
    addressLines: ['Náměstí Přemysla Otakara II. 7', '370 01 České Budějovice'],
    ico: '25596641',
    dic: 'CZ25596641',
  },
  german: {
    name: 'Weber & Söhne GmbH',
    lines: ['Karl Weber', 'Hauptstraße 5', '10115 Berlin', 'DE', 'DIČ: DE123456789'],
    email: 'karl@weber-soehne.de',
    addressLines: ['Karl Weber', 'Hauptstraße 5', '10115 Berlin', 'DE'],
    ico: null,
    dic: 'DE123456789',
  },
  swiss: {
    name: 'Alpine Design AG',
    lines: ['Bahnhofstrasse 10', '8001 Zürich', 'CH', 'DIČ: CHE-123.456.789'],
    email: null,
    addressLines: ['Bahnhofstrasse 10', '8001 Zürich', 'CH'],
    ico: null,
    dic: 'CHE-123.456.789',
  },
} as const satisfies Record<string, SnapshotParty>;

export interface SampleLine {
  service?: string;
  description: string;
  unit?: string;
  quantityThousandths: number;
  unitPriceMinor: number;
  discountBasisPoints?: number;
  vatRateCode?: VatRateCode;
}

export interface SampleInvoiceInput {
  kind?: InvoiceKind;
  number?: string;
  language?: 'cs' | 'en';
  currency?: InvoiceCurrency;
  exchangeRateThousandths?: number | null;
  vatMode?: VatMode;
  issuedOn?: string;
  taxableSupplyOn?: string | null;
  dueOn?: string;
  variableSymbol?: string;
  supplier?: SnapshotSupplier;
  customer?: SnapshotParty;
  note?: string;
  lines?: SampleLine[];
  corrects?: InvoiceSnapshot['corrects'];
  advance?: InvoiceSnapshot['advance'];
  roundToWholeUnits?: boolean;
}

/** A Czech VAT payer's invoice: two lines at 21 % (one with a 10 % discount) and one at 12 %. */
export const SAMPLE_LINES: SampleLine[] = [
  { service: 'Webdesign', description: 'Návrh úvodní stránky <a> šablony & styly', unit: 'h', quantityThousandths: 12_500, unitPriceMinor: 1_200_00, discountBasisPoints: 1000 },
  { service: 'Hosting', description: 'Roční provoz', unit: 'ks', quantityThousandths: 1000, unitPriceMinor: 3_333_33 },
  { description: 'Tištěná příručka', unit: 'ks', quantityThousandths: 3000, unitPriceMinor: 249_90, vatRateCode: 'reduced' },
];

const negateTotals = (t: PartTotals): PartTotals => ({
  recap: t.recap.map((r) => ({ ...r, baseMinor: -r.baseMinor, vatMinor: -r.vatMinor, totalMinor: -r.totalMinor })),
  baseMinor: -t.baseMinor,
  vatMinor: -t.vatMinor,
  totalMinor: -t.totalMinor,
  roundingMinor: -t.roundingMinor,
  payableMinor: -t.payableMinor,
});

export function sampleInvoiceSnapshot(input: SampleInvoiceInput = {}): InvoiceSnapshot {
  const kind = input.kind ?? 'invoice';
  const currency = input.currency ?? 'CZK';
  const vatMode = input.vatMode ?? 'czech_vat';
  const issuedOn = input.issuedOn ?? '2026-11-20';
  const taxableSupplyOn = input.taxableSupplyOn !== undefined ? input.taxableSupplyOn : kind === 'advance_invoice' ? null : issuedOn;
  const rate = currency === 'CZK' ? null : (input.exchangeRateThousandths ?? 24_335);
  const sourceLines = (input.lines ?? SAMPLE_LINES).map((line) => ({
    service: line.service ?? '',
    description: line.description,
    unit: line.unit ?? '',
    quantityThousandths: line.quantityThousandths,
    unitPriceMinor: line.unitPriceMinor,
    discountBasisPoints: line.discountBasisPoints ?? 0,
    vatRateCode: line.vatRateCode ?? 'basic',
    recurrence: 'one_time' as const,
  }));
  const computed = documentTotals({
    lines: sourceLines,
    vatMode,
    taxDate: taxableSupplyOn ?? issuedOn,
    roundToWholeUnits: input.roundToWholeUnits ?? false,
  });
  const credit = kind === 'credit_note';
  const lines: InvoiceSnapshotLine[] = sourceLines.map((line, i) => {
    const amounts = computed.lines[i]!;
    return credit
      ? {
          ...line,
          ...amounts,
          unitPriceMinor: -line.unitPriceMinor,
          listMinor: -amounts.listMinor,
          discountMinor: -amounts.discountMinor,
          baseMinor: -amounts.baseMinor,
        }
      : { ...line, ...amounts };
  });
  const totals = credit ? negateTotals(computed.oneTime) : computed.oneTime;
  const vatRecapCzk =
    rate === null
      ? null
      : totals.recap.map((row) => {
          const baseMinor = Number(divideRounded(BigInt(row.baseMinor) * BigInt(rate), 1000n));
          const vatMinor = Number(divideRounded(BigInt(row.vatMinor) * BigInt(rate), 1000n));
          return { ...row, baseMinor, vatMinor, totalMinor: baseMinor + vatMinor };
        });
  const advance = input.advance ?? null;
  return {
    format: 1,
    kind,
    number: input.number ?? '2026-0042',
    language: input.language ?? 'cs',
    currency,
    exchangeRateThousandths: rate,
    vatMode,
    vatCharged: computed.vatCharged,
    issuedOn,
    taxableSupplyOn,
    dueOn: input.dueOn ?? '2026-12-04',
    variableSymbol: input.variableSymbol ?? '20260042',
    supplier: input.supplier ?? SAMPLE_SUPPLIER,
    customer: input.customer ?? SAMPLE_CUSTOMERS.czech,
    note: input.note ?? '',
    lines,
    totals,
    vatRecapCzk,
    corrects: input.corrects ?? null,
    advance,
    amountDueMinor: totals.payableMinor - (advance?.paidMinor ?? 0),
    // The QR Platba text is the PDF's; the ISDOC does not read it.
    spayd: null,
  };
}
