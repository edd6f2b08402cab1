/**
 * Two revisions of a record compared (docs/product/site-content.md#revisions): the fields that differ, grouped as the
 * record's own fields ("General") and each language's texts, each with what the older side had and the newer one has.
 * Rich text (HTML) and long texts are reduced to plain text and shown as the changed words with a little context
 * (the shared textDiff the Activity screen uses); short values are shown whole.
 */
import { useId } from 'react';
import { useT } from '@/client/i18n/use-t';
import { useSiteTextLabels } from './site-text-labels';
import { adminRevisions } from '@/client/i18n/cs/admin-revisions';
import { LANGUAGES, PORTFOLIO_CATEGORIES, type Language } from '@/shared/constants';
import { revisionChanges, type Revision, type RevisionChange } from '@/shared/revisions';
import { looksLikeHtml, textDiff } from '@/shared/text-diff';

type FieldName = keyof typeof adminRevisions.fields;
const isKnownField = (field: string): field is FieldName => Object.hasOwn(adminRevisions.fields, field);

/** Texts longer than this are shown as the changed words, like HTML. */
const LONG_TEXT = 120;

type Group = 'general' | Language;
const GROUPS: readonly Group[] = ['general', ...LANGUAGES];

/** The record's own fields whose values are portfolio categories: shown by their labels. */
const CATEGORY_FIELDS = new Set(['category', 'services']);
const isCategory = (value: string): value is (typeof PORTFOLIO_CATEGORIES)[number] => (PORTFOLIO_CATEGORIES as readonly string[]).includes(value);

/** One side of a change: the words that differ (highlighted) between the unchanged words around them. */
interface Side {
  before: string;
  changed: string;
  after: string;
}

/** A change as its two sides: whole values, or for rich and long texts the changed words with context. */
function sides(change: RevisionChange, label: (value: string) => string): { removed: Side; added: Side } {
  const { before, after } = change;
  if (looksLikeHtml(before) || looksLikeHtml(after) || before.length > LONG_TEXT || after.length > LONG_TEXT) {
    const diff = textDiff(before, after);
    return {
      removed: { before: diff.before, changed: diff.removed, after: diff.after },
      added: { before: diff.before, changed: diff.added, after: diff.after },
    };
  }
  return { removed: { before: '', changed: label(before), after: '' }, added: { before: '', changed: label(after), after: '' } };
}

function SideText({ side, kind, heading }: { side: Side; kind: 'removed' | 'added'; heading: string }) {
  const t = useT();
  const Mark = kind === 'removed' ? 'del' : 'ins';
  return (
    <div className="min-w-0 wrap-anywhere">
      {/* On a phone the cells stack, so each names itself; from `sm` on the column headings do (screen readers: always). */}
      <span className="block text-xs font-medium text-slate-600 sm:sr-only">{heading}</span>
      {side.before ? <span className="text-slate-600">{side.before} </span> : null}
      {side.changed ? (
        <Mark className={kind === 'removed' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800 no-underline'}>{side.changed}</Mark>
      ) : (
        <span className="italic text-slate-600">{t('admin.revisions.emptyValue')}</span>
      )}
      {side.after ? <span className="text-slate-600"> {side.after}</span> : null}
    </div>
  );
}

function ChangeGroup({ group, changes, removedHeading, addedHeading }: { group: Group; changes: RevisionChange[]; removedHeading: string; addedHeading: string }) {
  const t = useT();
  const headingId = useId();
  const siteText = useSiteTextLabels();
  const fieldLabel = (field: string) => (isKnownField(field) ? t(`admin.revisions.fields.${field}`) : (siteText.anywhere(field) ?? field));
  const valueLabel = (field: string, language: Language | null) => (value: string) => {
    if (value === '') return '';
    if (language !== null || !CATEGORY_FIELDS.has(field)) return value;
    return value
      .split(', ')
      .map((item) => (isCategory(item) ? t(`admin.portfolio.categories.${item}`) : item))
      .join(', ');
  };
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t(`admin.revisions.groups.${group}`)}
      </h3>
      <div aria-hidden="true" className="hidden gap-3 border-b border-slate-200 pb-1 text-xs font-medium text-slate-600 sm:grid sm:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)]">
        <span>{t('admin.revisions.field')}</span>
        <span>{removedHeading}</span>
        <span>{addedHeading}</span>
      </div>
      <ul className="divide-y divide-slate-100">
        {changes.map((change) => {
          const label = fieldLabel(change.field);
          const { removed, added } = sides(change, valueLabel(change.field, change.language));
          const formattingOnly = !removed.changed && !added.changed && (looksLikeHtml(change.before) || looksLikeHtml(change.after));
          return (
            <li key={change.field} className="grid grid-cols-1 gap-1 py-2 text-sm sm:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)] sm:gap-3">
              <span className="font-medium text-slate-800">{label}</span>
              {formattingOnly ? (
                <span className="text-slate-600 sm:col-span-2">{t('admin.revisions.formattingOnly')}</span>
              ) : (
                <>
                  <SideText side={removed} kind="removed" heading={removedHeading} />
                  <SideText side={added} kind="added" heading={addedHeading} />
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** How `left` differs from `right` (the revision it is compared with): removed = only in `right`, added = in `left`. */
export function RevisionComparison({ left, right }: { left: Revision; right: Revision }) {
  const t = useT();
  const changes = revisionChanges(right.content, left.content);
  const label = t('admin.revisions.comparison', { left: left.number, right: right.number });
  if (changes.length === 0) {
    return (
      <p className="rounded-md border border-slate-200 p-4 text-center text-sm text-slate-600">
        {t('admin.revisions.noDifferences')}
      </p>
    );
  }
  const removedHeading = t('admin.revisions.removed', { number: right.number });
  const addedHeading = t('admin.revisions.added', { number: left.number });
  return (
    <div role="group" aria-label={label} className="space-y-4">
      {GROUPS.map((group) => {
        const inGroup = changes.filter((change) => (change.language ?? 'general') === group);
        return inGroup.length > 0 ? (
          <ChangeGroup key={group} group={group} changes={inGroup} removedHeading={removedHeading} addedHeading={addedHeading} />
        ) : null;
      })}
    </div>
  );
}
