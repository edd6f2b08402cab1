/**
 * Audit entries as the Activity screen and each record's history show them: who, when (PPp), what record (by name),
 * and each changed field in words — translated labels and values, names for ids, rich text as a short diff.
 */
import { useTranslation } from 'react-i18next';
import { useT } from '@/client/i18n/use-t';
import type { AuditEntry } from '@/shared/audit';
import { isSitePageKey } from '@/shared/site-texts/site-pages';
import { formatDateTime } from '@/shared/dates';
import type { TextDiff } from '@/shared/text-diff';
import { Badge } from '@/client/components/ui/badge';
import { adminActivity } from '@/client/i18n/cs/admin-activity';
import { useAdminLanguage } from '../common/use-admin-language';
import { changeRows, type ValueContext } from './audit-values';

type FieldName = keyof typeof adminActivity.fields;
const isKnownField = (field: string): field is FieldName => Object.hasOwn(adminActivity.fields, field);
type SettingName = keyof typeof adminActivity.settings;
const isKnownSetting = (id: string): id is SettingName => Object.hasOwn(adminActivity.settings, id);

function DiffText({ diff }: { diff: TextDiff }) {
  const t = useT();
  return (
    <>
      {diff.before ? <span className="text-slate-600">{diff.before} </span> : null}
      {diff.removed ? (
        <>
          <span className="sr-only">{t('admin.activity.entry.removed')} </span>
          <del className="bg-red-50 text-red-800">{diff.removed}</del>{' '}
        </>
      ) : null}
      {diff.added ? (
        <>
          <span className="sr-only">{t('admin.activity.entry.added')} </span>
          <ins className="bg-green-50 text-green-800 no-underline">{diff.added}</ins>{' '}
        </>
      ) : null}
      {diff.after ? <span className="text-slate-600">{diff.after}</span> : null}
    </>
  );
}

export function ActivityEntryList({ entries, label: listLabel, showRecord = true }: { entries: AuditEntry[]; label: string; showRecord?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = useAdminLanguage();
  const label = (field: string) => (isKnownField(field) ? t(`admin.activity.fields.${field}`) : field);
  // A part may itself be a path ('plans.standard.setup': a price list change, named by its place).
  const pathLabel = (path: string[]) =>
    path
      .flatMap((part) => part.split('.'))
      .map((part) => (part === 'cs' || part === 'en' ? part.toUpperCase() : label(part)))
      .join(' › ');
  const words: ValueContext['words'] = {
    empty: t('admin.activity.entry.empty'),
    yes: t('admin.activity.entry.yes'),
    no: t('admin.activity.entry.no'),
    deleted: (id) => t('admin.activity.entry.deletedId', { id }),
  };
  const texts = (key: string): unknown => i18n.getResource(lang, 'translation', key);
  const record = (entry: AuditEntry, entity: string) => {
    if (entry.entityLabel) return t('admin.activity.entry.named', { entity, name: entry.entityLabel });
    if (entry.entity === 'setting' && entry.entityId !== null && isKnownSetting(entry.entityId)) return t(`admin.activity.settings.${entry.entityId}`);
    if (entry.entity === 'site_text' && entry.entityId !== null && isSitePageKey(entry.entityId)) {
      return t('admin.activity.entry.named', { entity, name: t(`admin.siteTexts.pages.${entry.entityId}.name`) });
    }
    if (entry.entityId === null) return entity;
    if (/^\d+$/.test(entry.entityId)) return t('admin.activity.entry.deletedRecord', { entity, id: entry.entityId });
    return t('admin.activity.entry.record', { entity, id: entry.entityId });
  };
  return (
    <ol aria-label={listLabel} className="space-y-2">
      {entries.map((entry) => {
        const rows = changeRows(entry.changes ?? {}, { lang, entity: entry.entity, words, texts, refs: entry.refs ?? {} });
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
              {showRecord ? <span className="text-sm text-slate-700">{record(entry, entity)}</span> : null}
              <time dateTime={entry.at} className="text-sm text-slate-600">
                {formatDateTime(entry.at, lang)}
              </time>
            </div>
            {rows.length > 0 ? (
              <dl aria-label={t('admin.activity.entry.changes')} className="mt-2 space-y-1 text-sm">
                {rows.map((row) => (
                  <div key={row.path.join('.')} className="flex flex-wrap gap-x-2">
                    <dt className="font-medium text-slate-800">{pathLabel(row.path)}:</dt>
                    <dd className="min-w-0 break-words text-slate-700">
                      {row.kind === 'diff' ? (
                        <DiffText diff={row.diff} />
                      ) : (
                        <>
                          <span className="sr-only">{t('admin.activity.entry.from')} </span>
                          <del className="text-slate-600">{row.from}</del>
                          <span aria-hidden="true"> → </span>
                          <span className="sr-only">{t('admin.activity.entry.to')} </span>
                          <ins className="no-underline text-slate-900">{row.to}</ins>
                        </>
                      )}
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
