/**
 * /admin/site-texts/:page (issue 35 point 2; docs/product/site-content.md#site-texts): one page's texts in both
 * languages and its social image, beside a live preview of the real page; published as a whole (a revision, audited),
 * with the page's revision history and its translation marks.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useT } from '@/client/i18n/use-t';
import type { Language } from '@/shared/constants';
import { pathInLanguage } from '@/shared/site-paths';
import { isSitePageKey, SITE_PAGE_KEYS, SITE_PAGES, type SitePageKey, type SitePageRecord } from '@/shared/site-texts/site-pages';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { FullPageSpinner } from '@/client/components/ui/spinner';
import { siteTextsApi } from '@/client/api/site-texts-api';
import { ApiError } from '@/client/lib/api-request';
import { usePageMeta } from '@/client/lib/page-meta';
import { MediaField } from '../media';
import { AdminPageHeader } from '../common/admin-page-header';
import { LoadFailure } from '../common/load-failure';
import { RevisionHistoryDialog, type RevisionRequests } from '../common/revision-history-dialog';
import { useTranslationMarks, type TranslationMarkRequests } from '../common/translation-mark-requests';
import { useAdminMutation } from '../common/use-admin-mutation';
import { SiteTextFields } from './site-text-form';
import { SiteTextPreview } from './site-text-preview';
import { changedFrom, serverErrors, valueErrors, valuesOf, type SiteTextValues } from './site-text-values';

/**
 * The page's revision and mark requests in the shape the shared history dialog and marks take (by record id): the
 * page is the record, so the id only keeps each page's queries apart.
 */
const recordIdOf = (page: SitePageKey) => SITE_PAGE_KEYS.indexOf(page) + 1;
function pageRequests(page: SitePageKey): RevisionRequests<SitePageRecord> & TranslationMarkRequests {
  return {
    key: siteTextsApi.key,
    revisions: (_id, ctx) => siteTextsApi.revisions(page, ctx),
    revision: (_id, number, ctx) => siteTextsApi.revision(page, number, ctx),
    restoreRevision: (_id, number) => siteTextsApi.restoreRevision(page, number),
    translationMarks: (_id, ctx) => siteTextsApi.translationMarks(page, ctx),
    clearTranslationMark: (_id, language, field) => siteTextsApi.clearTranslationMark(page, language, field),
  };
}

function SiteTextEditor({ record }: { record: SitePageRecord }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { page } = record;
  const published = useMemo(() => valuesOf(record), [record]);
  const [values, setValues] = useState<SiteTextValues>(published);
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [historyOpen, setHistoryOpen] = useState(false);
  const requests = useMemo(() => pageRequests(page), [page]);
  const marks = useTranslationMarks(requests, recordIdOf(page));
  const invalid = useMemo(() => valueErrors(page, values), [page, values]);
  const errors = { ...refused, ...invalid };
  const valid = Object.keys(invalid).length === 0;
  const dirty = changedFrom(published, values);
  const showRecord = (saved: SitePageRecord) => queryClient.setQueryData([...siteTextsApi.key, page], saved);
  const publish = useAdminMutation({
    request: (input: SiteTextValues) => siteTextsApi.publish(page, input),
    resources: [siteTextsApi],
    success: () => t('admin.siteTexts.publishedToast'),
    errorTitle: t('admin.siteTexts.publishError'),
    onSuccess: showRecord,
    onError: (error) => setRefused(serverErrors(error instanceof ApiError ? error.body?.fields : undefined)),
  });
  // Stable, so a row that did not change is not rendered again (site-text-form.tsx).
  const onText = useCallback((language: Language, key: string, text: string) => {
    setRefused(({ [`${language}:${key}`]: _gone, ...rest }) => rest);
    setValues((current) => ({ ...current, translations: { ...current.translations, [language]: { ...current.translations[language], [key]: text } } }));
  }, []);
  const onImage = (url: string | null) => {
    setRefused(({ imageUrl: _gone, ...rest }) => rest);
    setValues((current) => ({ ...current, imageUrl: url }));
  };
  const imageUrl = values.imageUrl ?? '';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        noValidate
        className="min-w-0 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) publish.mutate(values);
        }}
      >
        <div className="sticky top-14 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white/95 p-3 shadow-sm md:top-0">
          <p role="status" className="mr-auto text-sm text-slate-700">
            {dirty ? t('admin.siteTexts.unsaved') : t('admin.siteTexts.noChanges')}
          </p>
          <Button type="button" variant="secondary" size="sm" onClick={() => setHistoryOpen(true)}>
            {t('admin.revisions.button')}
          </Button>
          <Button type="submit" size="sm" disabled={!dirty || !valid || publish.isPending}>
            {publish.isPending ? t('admin.siteTexts.publishing') : t('admin.siteTexts.publish')}
          </Button>
        </div>
        {SITE_PAGES[page].image ? (
          <fieldset className="min-w-0 space-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <legend className="px-1 text-base font-semibold text-slate-900">{t('admin.siteTexts.image')}</legend>
            <MediaField value={imageUrl} onPick={(picked) => onImage(picked.url)}>
              <FormField label={t('admin.siteTexts.image')} error={errors.imageUrl}>
                <Input type="text" inputMode="url" placeholder="https://" value={imageUrl} onChange={(event) => onImage(event.target.value || null)} />
              </FormField>
            </MediaField>
            <p className="text-xs text-slate-600">{t('admin.siteTexts.imageHint')}</p>
          </fieldset>
        ) : null}
        <SiteTextFields page={page} values={values} errors={errors} marks={marks} onText={onText} />
      </form>
      <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">
        <SiteTextPreview page={page} values={values} valid={valid} />
      </div>
      <RevisionHistoryDialog
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        requests={requests}
        recordId={recordIdOf(page)}
        name={t(`admin.siteTexts.pages.${page}.name`)}
        onRestored={showRecord}
      />
    </div>
  );
}

export function SiteTextEditorPage() {
  const t = useT();
  const param = useParams().page ?? '';
  const page = isSitePageKey(param) ? param : null;
  const name = page ? t(`admin.siteTexts.pages.${page}.name`) : t('admin.siteTexts.title');
  usePageMeta({ title: name });
  const query = useQuery({
    queryKey: [...siteTextsApi.key, page],
    queryFn: ({ signal }) => siteTextsApi.get(page!, { signal }),
    enabled: page !== null,
  });
  const header = (
    <div>
      <AdminPageHeader
        title={page ? t('admin.siteTexts.editorHeading', { page: name }) : name}
        backTo="/admin/site-texts"
        backLabel={t('admin.siteTexts.back')}
        actions={
          page ? (
            <Button asChild variant="secondary" size="sm">
              <a href={pathInLanguage(SITE_PAGES[page].path, 'cs')} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" className="mr-1 h-4 w-4" />
                {t('admin.siteTexts.viewPage')}
              </a>
            </Button>
          ) : null
        }
      />
      <p className="-mt-3 max-w-3xl text-sm text-slate-600">{page ? t('admin.siteTexts.editorIntro') : t('admin.siteTexts.notFound')}</p>
    </div>
  );
  return (
    <div className="space-y-6">
      {header}
      {page === null ? null : query.isError ? (
        <LoadFailure text={t('admin.common.loadError')} retry={() => query.refetch()} />
      ) : query.data ? (
        <SiteTextEditor key={String(query.data.updatedAt)} record={query.data} />
      ) : (
        <FullPageSpinner />
      )}
    </div>
  );
}
