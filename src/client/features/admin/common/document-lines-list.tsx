/** A document's lines read-only (the proposal and invoice detail screens): what each is, quantity × price − discount, and (an invoice) its total. */
import type { ReactNode } from 'react';
import { useT } from '@/client/i18n/use-t';
import type { Language } from '@/shared/constants';
import type { DocumentCurrency } from '@/shared/money/document-money';
import { DOCUMENT_IDS, type DocumentArea } from './document-area';
import { formatMoney, formatScaled } from './document-format';

interface ShownLine {
  id: number;
  quantityThousandths: number;
  unit: string;
  unitPriceMinor: number;
  discountBasisPoints: number;
}

interface DocumentLinesListProps<L extends ShownLine> {
  area: DocumentArea;
  lines: readonly L[];
  currency: DocumentCurrency;
  lang: Language;
  /** What the line is (its first column). */
  describe: (line: L) => ReactNode;
  /** The line's total, in a last column (an invoice's lines). */
  totalOf?: ((line: L) => number) | undefined;
}

export function DocumentLinesList<L extends ShownLine>({ area, lines, currency, lang, describe, totalOf }: DocumentLinesListProps<L>) {
  const t = useT();
  const money = (minor: number) => formatMoney(minor, currency, lang);
  return (
    <section aria-labelledby={DOCUMENT_IDS[area].linesHeading} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={DOCUMENT_IDS[area].linesHeading} className="mb-3 text-lg font-semibold text-slate-900">
        {t(`admin.${area}.detail.lines`)}
      </h2>
      <ol className="divide-y divide-slate-100">
        {lines.map((l) => (
          <li key={l.id} className={totalOf ? 'grid gap-1 py-3 text-sm md:grid-cols-[minmax(0,1fr)_auto_auto] md:gap-4' : 'grid gap-1 py-3 text-sm md:grid-cols-[minmax(0,1fr)_auto] md:gap-4'}>
            <div className="min-w-0">{describe(l)}</div>
            <p className="tabular-nums text-slate-800 md:text-right">
              {formatScaled(l.quantityThousandths, 3, lang, { trim: true })} {l.unit} × {money(l.unitPriceMinor)}
              {l.discountBasisPoints > 0 ? ` − ${formatScaled(l.discountBasisPoints, 2, lang, { trim: true })} %` : ''}
            </p>
            {totalOf ? <p className="font-medium tabular-nums text-slate-900 md:w-32 md:text-right">{money(totalOf(l))}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
