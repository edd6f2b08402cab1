/**
 * The inbox narrowed to the enquiries behind an analytics figure (/admin/messages?campaign=…&from=…&to=…, the links of
 * /admin/analytics): the visit's entry page, referrer or campaign and the days received, read from the address and
 * shown above the list with a way back to every message.
 */
import { X } from 'lucide-react';
import { useT } from '@/client/i18n/use-t';
import { Button } from '@/client/components/ui/button';
import { formatDay } from '@/shared/dates';
import { useAdminLanguage } from '../common/use-admin-language';

export const VISIT_FILTER_PARAMS = ['entry', 'referrer', 'campaign', 'from', 'to'] as const;
export type VisitFilter = Partial<Record<(typeof VISIT_FILTER_PARAMS)[number], string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The visit filter the address asks for (days only when they are days). */
export function visitFilterOf(params: URLSearchParams): VisitFilter {
  const filter: VisitFilter = {};
  for (const name of VISIT_FILTER_PARAMS) {
    const value = params.get(name);
    if (value && ((name !== 'from' && name !== 'to') || DAY.test(value))) filter[name] = value;
  }
  return filter;
}

export function VisitFilterNotice({ filter, onClear }: { filter: VisitFilter; onClear: () => void }) {
  const t = useT();
  const lang = useAdminLanguage();
  if (Object.keys(filter).length === 0) return null;
  const parts = (['entry', 'referrer', 'campaign'] as const).flatMap((name) => (filter[name] ? [t(`admin.messages.visitFilter.${name}`, { value: filter[name] })] : []));
  if (filter.from || filter.to)
    parts.push(t('admin.messages.visitFilter.received', { from: filter.from ? formatDay(filter.from, lang) : '…', to: filter.to ? formatDay(filter.to, lang) : '…' }));
  return (
    <div role="status" className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-brand-100 bg-brand-50 px-4 py-2 text-sm text-slate-900">
      <p className="mr-auto">
        {t('admin.messages.visitFilter.intro')} {parts.join(', ')}
      </p>
      <Button variant="ghost" size="sm" onClick={onClear}>
        <X aria-hidden="true" className="h-4 w-4" />
        {t('admin.messages.visitFilter.clear')}
      </Button>
    </div>
  );
}
