/**
 * Texts of one language left behind when the other language's changed (issue 35 point 5; src/shared/revisions.ts
 * TranslationMark): an editor's marks, read when it opens an existing record and cleared with "still valid". A save
 * of the record changes its marks on the server: their query lives under the record kind's key, so the save's refresh
 * of that kind (invalidateAdmin) refetches them too.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useT } from '@/client/i18n/use-t';
import type { TextKey } from '@/client/i18n/texts';
import { statsApi } from '@/client/api/stats-api';
import { ApiError, type QueryContext } from '@/client/lib/api-request';
import { LANGUAGES, type Language } from '@/shared/constants';
import type { TranslationMark } from '@/shared/revisions';
import { useSiteTextLabels } from './site-text-labels';
import type { Refreshable } from './use-admin-list';
import { useAdminMutation } from './use-admin-mutation';

/** A record kind's mark requests (blogApi, portfolioApi). */
export interface TranslationMarkRequests extends Refreshable {
  translationMarks: (id: number, ctx?: QueryContext) => Promise<TranslationMark[]>;
  clearTranslationMark: (id: number, language: Language, field: string) => Promise<void>;
}

/** Under the record kind's key (`/api/admin/blog`…): refreshed with its lists after every save of that kind. */
export const translationMarksKey = (requests: Refreshable, recordId: number | undefined) => [...requests.key, recordId, 'translation-marks'] as const;

/** The name of every text field a mark can be on (a post's and a portfolio item's), in the admin's language. */
const FIELD_LABELS: Readonly<Record<string, TextKey>> = {
  title: 'admin.translations.fields.title',
  description: 'admin.translations.fields.description',
  content: 'admin.translations.fields.content',
  author: 'admin.translations.fields.author',
  category: 'admin.translations.fields.category',
  tags: 'admin.translations.fields.tags',
  challenge: 'admin.translations.fields.challenge',
  solution: 'admin.translations.fields.solution',
};

/**
 * A field's name as the admin reads it (a site text by its section and place); a field without a label yet shows as
 * the API names it.
 */
export function useFieldLabel(): (field: string) => string {
  const t = useT();
  const siteText = useSiteTextLabels();
  return (field) => {
    const key = Object.hasOwn(FIELD_LABELS, field) ? FIELD_LABELS[field] : undefined;
    return key ? t(key) : (siteText.anywhere(field) ?? field);
  };
}

const isLanguage = (value: unknown): value is Language => LANGUAGES.some((lang) => lang === value);

const isMark = (value: unknown): value is TranslationMark => {
  if (value === null || typeof value !== 'object') return false;
  const mark = value as Record<string, unknown>;
  return typeof mark.field === 'string' && isLanguage(mark.language) && isLanguage(mark.changedLanguage) && typeof mark.markedAt === 'string';
};

/** The well-formed marks of an answer: one that is no list of marks shows none (the marks only help, never block). */
export function wellFormedMarks(answer: unknown): TranslationMark[] {
  return Array.isArray(answer) ? answer.filter(isMark) : [];
}

export interface TranslationMarks {
  /** The record's marks: none for a new record, while they load, or when they could not be read. */
  all: TranslationMark[];
  of: (language: Language, field: string) => TranslationMark | undefined;
  /** How many fields of the language need updating. */
  count: (language: Language) => number;
  /** The id of the note under a marked field (its control's aria-describedby); undefined when not marked. */
  noteId: (language: Language, field: string) => string | undefined;
  /** "Still valid": the mark is deleted and the marks refetched. */
  clear: (mark: TranslationMark) => void;
  /** Whether this mark's "still valid" is being sent. */
  clearing: (mark: TranslationMark) => boolean;
}

const sameMark = (a: TranslationMark, b: { language: Language; field: string }) => a.language === b.language && a.field === b.field;

/** The marks of the record `recordId` (none asked for without one: a new record). */
export function useTranslationMarks(requests: TranslationMarkRequests, recordId: number | undefined): TranslationMarks {
  const t = useT();
  const queryClient = useQueryClient();
  const idBase = useId();
  const queryKey = translationMarksKey(requests, recordId);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => requests.translationMarks(recordId!, { signal }),
    enabled: recordId !== undefined,
    select: wellFormedMarks,
  });
  const clear = useAdminMutation({
    request: async (mark: TranslationMark) => {
      try {
        await requests.clearTranslationMark(recordId!, mark.language, mark.field);
      } catch (error) {
        // 404: no such mark any more (a save or another admin cleared it): what was asked for is done.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
      // Within the request, so the button stays busy until the note is gone; the dashboard's list follows.
      await Promise.all([queryClient.invalidateQueries({ queryKey, exact: true }), queryClient.invalidateQueries({ queryKey: statsApi.translationsBehindKey })]);
    },
    success: () => t('admin.translations.stillValidDone'),
    errorTitle: t('admin.translations.stillValidError'),
  });
  const all = query.data ?? [];
  const of = (language: Language, field: string) => all.find((mark) => sameMark(mark, { language, field }));
  return {
    all,
    of,
    count: (language) => all.filter((mark) => mark.language === language).length,
    noteId: (language, field) => (of(language, field) ? `${idBase}-${language}-${field}-behind` : undefined),
    clear: (mark) => clear.mutate(mark),
    clearing: (mark) => clear.isPending && clear.variables !== undefined && sameMark(clear.variables, mark),
  };
}
