/** Audit entries as the Activity screen and each record's history show them: who, when (PPp), what, from → to. */
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@/shared/audit';
import { formatAdminDate } from '@/shared/dates';
import type { Language } from '@/shared/constants';
import { Badge } from '@/client/components/ui/badge';
import { adminActivity } from '@/client/i18n/cs/admin-activity';
import { useAdminLanguage } from '../common/use-admin-language';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The words a logged value may need, in the active language. */
export interface ValueWords {
  empty: string;
  yes: string;
  no: string;
}

/** A logged value in words: empty, yes/no, a date in the active locale, or the value as text. */
export function formatLoggedValue(value: unknown, words: ValueWords, lang: Language): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return ISO_DATE_TIME.test(value) ? formatAdminDate(value, lang) : value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

type FieldName = keyof typeof adminActivity.fields;
const isKnownField = (field: string): field is FieldName => Object.hasOwn(adminActivity.fields, field);

export function ActivityEntryList({ entries, label: listLabel, showRecord = true }: { entries: AuditEntry[]; label: string; showRecord?: boolean }) {
  const { t } = useTranslation();
  const lang = useAdminLanguage();
  const words: ValueWords = { empty: t('admin.activity.entry.empty'), yes: t('admin.activity.entry.yes'), no: t('admin.activity.entry.no') };
  const label = (field: string) => (isKnownField(field) ? t(`admin.activity.fields.${field}`) : field);
  return (
    <ol aria-label={listLabel} className="space-y-2">
      {entries.map((entry) => {
        const changes = Object.entries(entry.changes ?? {});
        const entity = t(`admin.activity.entities.${entry.entity}`);
        return (
          <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold text-slate-900">
                {entry.commandLine ? t('admin.activity.entry.commandLine') : entry.actorName}
              </span>
              <Badge tone={entry.action === 'delete' || entry.action === 'sign_in_failed' ? 'danger' : 'brand'}>
                {t(`admin.activity.actions.${entry.action}`)}
              </Badge>
              {showRecord ? (
                <span className="text-sm text-slate-700">
                  {entry.entityId ? t('admin.activity.entry.record', { entity, id: entry.entityId }) : entity}
                </span>
              ) : null}
              <time dateTime={entry.at} className="text-sm text-slate-600">
                {formatAdminDate(entry.at, lang)}
              </time>
            </div>
            {changes.length > 0 ? (
              <dl aria-label={t('admin.activity.entry.changes')} className="mt-2 space-y-1 text-sm">
                {changes.map(([field, change]) => (
                  <div key={field} className="flex flex-wrap gap-x-2">
                    <dt className="font-medium text-slate-800">{label(field)}:</dt>
                    <dd className="min-w-0 break-words text-slate-700">
                      <span className="sr-only">{t('admin.activity.entry.from')} </span>
                      <del className="text-slate-600">{formatLoggedValue(change.from, words, lang)}</del>
                      <span aria-hidden="true"> → </span>
                      <span className="sr-only">{t('admin.activity.entry.to')} </span>
                      <ins className="no-underline text-slate-900">{formatLoggedValue(change.to, words, lang)}</ins>
                    </dd>
                  </div>
                ))}
              </dl>
            ) : entry.action === 'update' ? (
              <p className="mt-2 text-sm text-slate-600">{t('admin.activity.entry.noChanges')}</p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
