/**
 * "Export pro účetní / Export for the accountant" on the invoices screen (issue 38; docs/product/accountant.md): a
 * small dialog with the period — a month (the previous one first) or from–to — and the ZIP's download link. The
 * period is checked here as the server checks it (accountantExportQuerySchema), so the link is only offered for one
 * the server takes.
 */
import { format } from 'date-fns';
import { Download, FileArchive } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/shared/constants';
import { DATE_LOCALES, officeDay } from '@/shared/dates';
import { ACCOUNTANT_EXPORT_MAX_DAYS, accountantExportQuerySchema, monthPeriod, previousMonth } from '@/shared/schemas/accountant-export';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { accountantExportApi } from '@/client/api/accountant-export-api';

/** How many months the month list offers, the current one first. */
const MONTHS_OFFERED = 24;

/** The months (yyyy-mm) from the current one back. */
function recentMonths(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: MONTHS_OFFERED }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** "listopad 2026" / "November 2026": a calendar month, not an instant. */
const monthName = (month: string, lang: Language) => format(new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1), 'LLLL yyyy', { locale: DATE_LOCALES[lang] });

type Mode = 'month' | 'range';

export function AccountantExportButton({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FileArchive aria-hidden="true" className="h-4 w-4" />
        {t('admin.accountantExport.button')}
      </Button>
      {open ? <AccountantExportDialog lang={lang} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AccountantExportDialog({ lang, onClose }: { lang: Language; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const today = officeDay();
  const initial = previousMonth(today);
  const [mode, setMode] = useState<Mode>('month');
  const [month, setMonth] = useState(initial.month);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const period = mode === 'month' ? monthPeriod(month) : { from, to };
  const checked = accountantExportQuerySchema.safeParse(period);
  const problem = checked.success
    ? null
    : mode === 'range' && (from === '' || to === '')
      ? t('admin.accountantExport.incomplete')
      : from > to
        ? t('admin.accountantExport.rangeInvalid')
        : t('admin.accountantExport.tooLong', { days: ACCOUNTANT_EXPORT_MAX_DAYS });
  const radio = (value: Mode, label: string) => (
    <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800 md:min-h-0">
      <input type="radio" name={`${id}-mode`} value={value} checked={mode === value} onChange={() => setMode(value)} className="h-4 w-4 accent-brand-700" />
      {label}
    </label>
  );

  return (
    <Dialog open onOpenChange={(next) => { if (!next) onClose(); }} title={t('admin.accountantExport.title')} description={t('admin.accountantExport.description')} closeLabel={t('admin.accountantExport.cancel')}>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('admin.accountantExport.periodKind')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          {radio('month', t('admin.accountantExport.month'))}
          {radio('range', t('admin.accountantExport.range'))}
        </div>
      </fieldset>
      {mode === 'month' ? (
        <div className="mt-3">
          <label htmlFor={`${id}-month`} className="block text-sm font-medium text-slate-800">
            {t('admin.accountantExport.monthLabel')}
          </label>
          <Select id={`${id}-month`} className="mt-1.5 h-11 md:h-10" value={month} onChange={(e) => setMonth(e.target.value)}>
            {recentMonths(today).map((m) => (
              <option key={m} value={m}>
                {monthName(m, lang)}
              </option>
            ))}
          </Select>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-3">
          <div className="w-[calc(50%-0.375rem)]">
            <label htmlFor={`${id}-from`} className="block text-sm font-medium text-slate-800">
              {t('admin.accountantExport.from')}
            </label>
            <Input id={`${id}-from`} type="date" max="9999-12-31" className="mt-1.5 h-11 md:h-10" value={from} onChange={(e) => setFrom(e.target.value)} />
          </div>
          <div className="w-[calc(50%-0.375rem)]">
            <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-800">
              {t('admin.accountantExport.to')}
            </label>
            <Input
              id={`${id}-to`}
              type="date"
              max="9999-12-31"
              className="mt-1.5 h-11 md:h-10"
              value={to}
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
        </div>
      )}
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <p className="mt-4 text-sm text-slate-600">{t('admin.accountantExport.holds')}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('admin.accountantExport.cancel')}
        </Button>
        {checked.success ? (
          <Button asChild>
            <a href={accountantExportApi.url(checked.data, lang)} download>
              <Download aria-hidden="true" className="h-4 w-4" />
              {t('admin.accountantExport.download')}
            </a>
          </Button>
        ) : (
          <Button disabled>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('admin.accountantExport.download')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
