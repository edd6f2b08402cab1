/** The date range of the analytics page: the presets (last 7, 30, 90 days) and a custom range, checked before use. */
import { useState, type FormEvent } from 'react';
import { useT } from '@/client/i18n/use-t';
import { analyticsRangeSchema, DATE_RANGE_PRESETS, type AnalyticsRange } from '@/shared/analytics';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';

export function RangePicker({
  preset,
  range,
  onPreset,
  onCustom,
}: {
  preset: number | 'custom';
  range: AnalyticsRange;
  onPreset: (days: number) => void;
  onCustom: (range: AnalyticsRange) => void;
}) {
  const t = useT();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = analyticsRangeSchema.safeParse({ from, to });
    setInvalid(!parsed.success);
    if (parsed.success) onCustom(parsed.data);
  };
  return (
    <form onSubmit={submit} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <fieldset>
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('admin.analytics.range.legend')}</legend>
        <div className="mt-2 flex flex-wrap items-end gap-2">
          {DATE_RANGE_PRESETS.map((days) => (
            <Button key={days} variant={preset === days ? 'primary' : 'secondary'} aria-pressed={preset === days} onClick={() => onPreset(days)}>
              {t('admin.analytics.range.preset', { count: days })}
            </Button>
          ))}
          <div className="flex flex-wrap items-end gap-2 sm:ml-4">
            <div className="w-40">
              <Field label={t('admin.analytics.range.from')}>
                <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
              </Field>
            </div>
            <div className="w-40">
              <Field label={t('admin.analytics.range.to')}>
                <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
              </Field>
            </div>
            <Button type="submit" variant={preset === 'custom' ? 'primary' : 'secondary'}>
              {t('admin.analytics.range.show')}
            </Button>
          </div>
        </div>
        {invalid ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {t('admin.analytics.range.invalid')}
          </p>
        ) : null}
      </fieldset>
    </form>
  );
}
