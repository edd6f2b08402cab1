/**
 * Czech VAT rates with their validity dates (docs/product/proposals.md#vat-rates), in one table so a document dated
 * earlier keeps the rate it was issued with. Sources: ZDPH (Act 235/2004 Coll.) §47 as amended — 21 % / 15 % since
 * 2013-01-01, the second reduced rate 10 % since 2015-01-01, and since 2024-01-01 (Act 349/2023 Coll.) the two reduced
 * rates merged into 12 %.
 */

/** What a line is taxed at; the percent follows from the code and the document's date. */
export const VAT_RATE_CODES = ['basic', 'reduced', 'secondReduced', 'zero'] as const;
export type VatRateCode = (typeof VAT_RATE_CODES)[number];

interface VatRatePeriod {
  code: VatRateCode;
  percent: number;
  /** First day the rate applies (ISO date, inclusive). */
  from: string;
  /** Last day the rate applies (ISO date, inclusive); open-ended when absent. */
  to?: string;
}

export const VAT_RATE_TABLE: readonly VatRatePeriod[] = [
  { code: 'basic', percent: 21, from: '2013-01-01' },
  { code: 'reduced', percent: 15, from: '2013-01-01', to: '2023-12-31' },
  { code: 'reduced', percent: 12, from: '2024-01-01' },
  { code: 'secondReduced', percent: 10, from: '2015-01-01', to: '2023-12-31' },
  // Merged into the single reduced rate: a line still coded "secondReduced" is taxed at 12 % from 2024.
  { code: 'secondReduced', percent: 12, from: '2024-01-01' },
  { code: 'zero', percent: 0, from: '2013-01-01' },
];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The VAT percent of `code` on `date` (ISO yyyy-mm-dd). Throws RangeError for a date the table does not cover. */
export function vatPercentOn(code: VatRateCode, date: string): number {
  if (!ISO_DATE.test(date)) throw new RangeError(`Not an ISO date: ${date}`);
  // ISO dates compare as strings.
  const period = VAT_RATE_TABLE.find((p) => p.code === code && p.from <= date && (p.to === undefined || date <= p.to));
  if (!period) throw new RangeError(`No VAT rate "${code}" on ${date}`);
  return period.percent;
}

/** The codes that have a rate on `date` (what a line may choose on a document of that date). */
export function vatRateCodesOn(date: string): VatRateCode[] {
  return VAT_RATE_CODES.filter((code) =>
    VAT_RATE_TABLE.some((p) => p.code === code && p.from <= date && (p.to === undefined || date <= p.to)),
  );
}
