/**
 * The site-text editor's fields (issue 35 point 2): the page's texts in the sections the page shows them, each text in
 * Czech and English side by side (stacked on a phone). A field left blank shows the code's text as its placeholder and
 * publishes it; a changed one says what the original was and can go back to it; a text the other language left behind
 * carries its note and "still valid".
 */
import { memo, useId } from 'react';
import { useT } from '@/client/i18n/use-t';
import { LANGUAGES, type Language } from '@/shared/constants';
import { defaultSiteText, type SitePageKey } from '@/shared/site-texts/site-pages';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Textarea } from '@/client/components/ui/textarea';
import { siteTextSections, useSiteTextLabels } from '../common/site-text-labels';
import { MarkedControl, TranslationMarkNote } from '../common/translation-mark-note';
import type { TranslationMarks } from '../common/translation-mark-requests';
import { fieldOf, placeholdersShown, type SiteTextValues } from './site-text-values';

export interface SiteTextFieldsProps {
  page: SitePageKey;
  values: SiteTextValues;
  errors: Record<string, string>;
  marks: TranslationMarks;
  onText: (language: Language, key: string, text: string) => void;
}

/**
 * Rows for a text about as long as its original in a half-width column (a heading two, a paragraph a few); the field
 * then grows with what is typed (field-sizing), where the browser can.
 */
const rowsFor = (text: string) => Math.min(8, Math.max(2, Math.ceil(text.length / 40)));

function TextField({ language, textKey, props }: { language: Language; textKey: string; props: SiteTextFieldsProps }) {
  const t = useT();
  const original = defaultSiteText(language, textKey);
  const value = props.values.translations[language][textKey] ?? '';
  const changed = value.trim() !== '' && value !== original;
  const placeholders = placeholdersShown(language, textKey);
  const hintId = useId();
  return (
    <div className="min-w-0 space-y-1">
      <FormField label={t(`admin.siteTexts.${language === 'cs' ? 'czech' : 'english'}`)} error={props.errors[fieldOf(language, textKey)]}>
        <MarkedControl noteId={[props.marks.noteId(language, textKey), placeholders.length > 0 ? hintId : undefined].filter(Boolean).join(' ') || undefined}>
          <Textarea
            lang={language}
            rows={rowsFor(original)}
            className="min-h-0 field-sizing-content"
            value={value}
            placeholder={original}
            onChange={(event) => props.onText(language, textKey, event.target.value)}
          />
        </MarkedControl>
      </FormField>
      {placeholders.length > 0 ? (
        <p id={hintId} className="text-xs text-slate-600">
          {t('admin.siteTexts.placeholdersHint', { placeholders: placeholders.join(', ') })}
        </p>
      ) : null}
      {changed ? (
        <div className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
          <span className="min-w-0 break-words">{t('admin.siteTexts.defaultText', { text: original })}</span>
          <Button type="button" variant="ghost" size="sm" onClick={() => props.onText(language, textKey, original)}>
            {t('admin.siteTexts.reset')}
          </Button>
        </div>
      ) : null}
      <TranslationMarkNote marks={props.marks} language={language} field={textKey} />
    </div>
  );
}

interface TextRowProps {
  textKey: string;
  props: SiteTextFieldsProps;
}

/** What a row shows of the form: its texts, their errors and marks (and whether "still valid" is being sent). */
const rowState = ({ textKey, props }: TextRowProps) =>
  LANGUAGES.flatMap((language) => {
    const mark = props.marks.of(language, textKey);
    return [props.values.translations[language][textKey], props.errors[fieldOf(language, textKey)], mark, mark ? props.marks.clearing(mark) : false];
  });

/**
 * A text in both languages. Rendered again only when what it shows changed: a page has up to some 150 fields, and a key
 * typed into one must not render all of them (onText is stable, marks and errors are compared by value).
 */
const TextRow = memo(function TextRow({ textKey, props }: TextRowProps) {
  const labels = useSiteTextLabels();
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className="space-y-2 border-t border-slate-100 pt-3 first:border-t-0 first:pt-0">
      <p id={titleId} className="text-sm font-semibold text-slate-900">
        {labels.field(props.page, textKey)}
      </p>
      <div className="grid gap-3 xl:grid-cols-2">
        {LANGUAGES.map((language) => (
          <TextField key={language} language={language} textKey={textKey} props={props} />
        ))}
      </div>
    </div>
  );
}, sameRow);

/** Whether a row would show the same (TextRow's memo): each side's state read once. */
function sameRow(before: TextRowProps, after: TextRowProps): boolean {
  if (before.props.page !== after.props.page || before.props.onText !== after.props.onText) return false;
  const shown = rowState(after);
  return rowState(before).every((value, i) => value === shown[i]);
}

export function SiteTextFields(props: SiteTextFieldsProps) {
  const labels = useSiteTextLabels();
  return (
    <>
      {siteTextSections(props.page).map((section) => (
        <fieldset key={section.id} className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <legend className="px-1 text-base font-semibold text-slate-900">{labels.section(section.id)}</legend>
          {section.keys.map((key) => (
            <TextRow key={key} textKey={key} props={props} />
          ))}
        </fieldset>
      ))}
    </>
  );
}
