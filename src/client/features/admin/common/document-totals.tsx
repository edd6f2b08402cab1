/**
 * The pieces of the proposal and invoice totals (editor: live; detail: as stored): the section with its "not yet"
 * text, a VAT recap table per rate, and the base, VAT and payable amounts under it.
 */
import type { ReactNode } from 'react';
import { useT } from '@/client/i18n/use-t';
import type { PartTotals, VatRecapRow } from '@/shared/money/document-totals';
import { DOCUMENT_IDS, type DocumentArea } from './document-area';


interface TotalsSectionProps<T> {
  area: DocumentArea;
  /** null: the lines cannot be totalled yet (a field is not a valid number). */
  totals: T | null;
  /** The totals' columns, announced as they change. */
  children: (totals: T) => ReactNode;
  /** Shown under the totals or the "not yet" text. */
  footer?: ReactNode;
}

export function TotalsSection<T>({ area, totals, children, footer }: TotalsSectionProps<T>) {
  const t = useT();
  return (
    <section aria-labelledby={DOCUMENT_IDS[area].totalsHeading} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={DOCUMENT_IDS[area].totalsHeading} className="mb-3 text-lg font-semibold text-slate-900">
        {t(`admin.${area}.totals.heading`)}
      </h2>
      {totals !== null ? (
        <div className="grid gap-6 md:grid-cols-2" aria-live="polite">
          {children(totals)}
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t(`admin.${area}.totals.invalid`)}</p>
      )}
      {footer}
    </section>
  );
}

interface VatRecapTableProps {
  area: DocumentArea;
  /** The table's caption (read by screen readers). */
  caption: string;
  rows: readonly VatRecapRow[];
  money: (minor: number) => string;
  className: string;
  testId?: string | undefined;
}

/** The VAT recap: per rate its base, VAT and total. */
export function VatRecapTable({ area, caption, rows, money, className, testId }: VatRecapTableProps) {
  const t = useT();
  return (
    <table className={className} data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-slate-600">
          <th scope="col" className="py-1 font-medium">{t(`admin.${area}.totals.rate`)}</th>
          <th scope="col" className="py-1 text-right font-medium">{t(`admin.${area}.totals.base`)}</th>
          <th scope="col" className="py-1 text-right font-medium">{t(`admin.${area}.totals.vat`)}</th>
          <th scope="col" className="py-1 text-right font-medium">{t(`admin.${area}.totals.total`)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.vatRateCode} className="border-t border-slate-100">
            <th scope="row" className="py-1 font-normal text-slate-700">{`${row.vatPercent}\u00a0%`}</th>
            <td className="py-1 text-right tabular-nums">{money(row.baseMinor)}</td>
            <td className="py-1 text-right tabular-nums">{money(row.vatMinor)}</td>
            <td className="py-1 text-right tabular-nums">{money(row.totalMinor)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface TotalsListProps {
  area: DocumentArea;
  totals: PartTotals;
  vatCharged: boolean;
  money: (minor: number) => string;
  payableTestId: string;
  /** An invoice shows its rounding (haléřové vyrovnání) when there is one. */
  withRounding?: boolean;
  /** More rows after the payable amount (an issued invoice's paid and outstanding). */
  children?: ReactNode;
  /** In place of "Celkem k úhradě" (a tax document for a received payment: what was received). */
  payableLabel?: string | undefined;
}

/** Base, VAT (or that none is charged), the rounding and the payable amount. */
export function TotalsList({ area, totals, vatCharged, money, payableTestId, withRounding = false, children, payableLabel }: TotalsListProps) {
  const t = useT();
  return (
    <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-slate-200 pt-2 text-sm">
      <dt className="text-slate-700">{t(`admin.${area}.totals.base`)}</dt>
      <dd className="text-right tabular-nums">{money(totals.baseMinor)}</dd>
      <dt className="text-slate-700">{t(`admin.${area}.totals.vat`)}</dt>
      <dd className="text-right tabular-nums">{vatCharged ? money(totals.vatMinor) : t(`admin.${area}.totals.noVat`)}</dd>
      {withRounding && totals.roundingMinor !== 0 ? (
        <>
          <dt className="text-slate-700">{t('admin.invoices.totals.rounding')}</dt>
          <dd className="text-right tabular-nums">{money(totals.roundingMinor)}</dd>
        </>
      ) : null}
      <dt className="font-semibold text-slate-900">{payableLabel ?? t(`admin.${area}.totals.payable`)}</dt>
      <dd className="text-right font-semibold tabular-nums" data-testid={payableTestId}>
        {money(totals.payableMinor)}
      </dd>
      {children}
    </dl>
  );
}
