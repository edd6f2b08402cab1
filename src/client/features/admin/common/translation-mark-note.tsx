/**
 * How the blog and portfolio editors show texts left behind by a change of the other language (issue 35 point 5):
 * a note under each marked field with "still valid", the field's control described by it, and its language's tab (or
 * the summary, in an editor without tabs) saying how many fields need updating.
 */
import { TriangleAlert } from 'lucide-react';
import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { useT } from '@/client/i18n/use-t';
import { LANGUAGES, type Language } from '@/shared/constants';
import { formatDay } from '@/shared/dates';
import { Button } from '@/client/components/ui/button';
import { useAdminLanguage } from './use-admin-language';
import { useFieldLabel, type TranslationMarks } from './translation-mark-requests';

interface NoteProps {
  marks: TranslationMarks;
  language: Language;
  field: string;
  /** Name the field before the note (a marked text the form has no input for). */
  named?: boolean;
}

/** Under a marked field: which language changed and when (its day in Prague), and "still valid". Nothing when unmarked. */
export function TranslationMarkNote({ marks, language, field, named = false }: NoteProps) {
  const t = useT();
  const adminLanguage = useAdminLanguage();
  const fieldLabel = useFieldLabel();
  const mark = marks.of(language, field);
  const noteId = marks.noteId(language, field);
  if (!mark || !noteId) return null;
  const note = t(`admin.translations.note.${mark.changedLanguage}`, { date: formatDay(mark.markedAt, adminLanguage) });
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <p id={noteId} className="flex min-w-0 flex-1 items-start gap-2">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
        <span>{named ? t('admin.translations.otherField', { field: fieldLabel(field), note }) : note}</span>
      </p>
      <Button variant="secondary" size="sm" aria-describedby={noteId} disabled={marks.clearing(mark)} onClick={() => marks.clear(mark)}>
        {t('admin.translations.stillValid')}
      </Button>
    </div>
  );
}

/** The notes of a language's marked texts that the form shows no input for (a post's author, category and tags). */
export function OtherTranslationMarks({ marks, language, shown }: { marks: TranslationMarks; language: Language; shown: readonly string[] }) {
  const others = marks.all.filter((mark) => mark.language === language && !shown.includes(mark.field));
  if (others.length === 0) return null;
  return (
    <div className="space-y-2">
      {others.map((mark) => (
        <TranslationMarkNote key={mark.field} marks={marks} language={language} field={mark.field} named />
      ))}
    </div>
  );
}

/** What a form field (FormField / Field) gives its control: its id and, with an error, the error's id. */
interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * Inside a FormField, around its control: the control is also described by the note under the field (the field gives
 * the control its own aria-describedby, the error's, which this keeps).
 */
export function MarkedControl({ noteId, children, ...given }: ControlProps & { noteId: string | undefined; children: ReactElement<ControlProps> }) {
  const describedBy = [given['aria-describedby'], noteId].filter(Boolean).join(' ');
  const props: ControlProps = { 'aria-describedby': describedBy || undefined };
  if (given.id !== undefined) props.id = given.id;
  if (given['aria-invalid'] !== undefined) props['aria-invalid'] = given['aria-invalid'];
  return cloneElement(children, props);
}

/** A language tab's label: with marked fields, their count beside it and, for screen readers, what it means. */
export function TranslationTabLabel({ marks, language, label }: { marks: TranslationMarks; language: Language; label: string }): ReactNode {
  const t = useT();
  const count = marks.count(language);
  if (count === 0) return label;
  return (
    <>
      <span aria-hidden="true" className="inline-flex items-center gap-1.5">
        {label}
        <span className="inline-flex min-w-5 justify-center rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">{count}</span>
      </span>
      <span className="sr-only">{t('admin.translations.languageBehind', { language: label, count })}</span>
    </>
  );
}

/** An editor without language tabs: over its fields, the languages with fields to update and how many. */
export function TranslationMarkSummary({ marks }: { marks: TranslationMarks }) {
  const t = useT();
  const headingId = useId();
  const behind = LANGUAGES.filter((lang) => marks.count(lang) > 0);
  if (behind.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <h3 id={headingId} className="flex items-center gap-2 font-medium">
        <TriangleAlert aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-700" />
        {t('admin.translations.summary')}
      </h3>
      <ul className="mt-1 list-disc pl-10">
        {behind.map((lang) => (
          <li key={lang}>{t('admin.translations.languageBehind', { language: t(`admin.translations.languages.${lang}`), count: marks.count(lang) })}</li>
        ))}
      </ul>
    </section>
  );
}
