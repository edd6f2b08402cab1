/**
 * Create or edit a portfolio item (docs/product/records.md#portfolio-items, issue 11): its texts per language (translations: title, description and
 * the story — challenge, solution), the image (from the media library or an address), category, the filter
 * services, link, featured. A text left behind by a change of the other language (issue 35 point 5) has a note under
 * it with "still valid"; over the texts, a summary names the languages with fields to update (the texts of both
 * languages share one column, so there is no language tab to mark).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { History } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import type { AdminPortfolioItem } from '@/shared/api-types';
import { LANGUAGES, PORTFOLIO_CATEGORIES, type Language } from '@/shared/constants';
import {
  BLANK_PORTFOLIO_TEXTS,
  portfolioItemUpdateSchema,
  type PortfolioItemFormValues,
  type PortfolioItemUpdateInput,
  type PortfolioTexts,
} from '@/shared/schemas/portfolio-item';
import type { TextKey } from '@/client/i18n/texts';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { portfolioApi } from '@/client/api/portfolio-api';
import { useFormSave } from '../common/use-form-save';
import { RevisionHistoryDialog } from '../common/revision-history-dialog';
import { useTranslationMarks } from '../common/translation-mark-requests';
import { MarkedControl, OtherTranslationMarks, TranslationMarkNote, TranslationMarkSummary } from '../common/translation-mark-note';
import { MediaField } from '../media';
import { fromFirstOpening } from '@/client/components/ui/use-opened-once';

/** The label of every text in each language: a text added to the schema fails the typecheck here until it has one. */
const TEXT_LABELS = {
  cs: {
    title: 'admin.portfolio.form.title',
    description: 'admin.portfolio.form.description',
    challenge: 'admin.portfolio.form.challengeCs',
    solution: 'admin.portfolio.form.solutionCs',
  },
  en: {
    title: 'admin.portfolio.form.titleEn',
    description: 'admin.portfolio.form.descriptionEn',
    challenge: 'admin.portfolio.form.challengeEn',
    solution: 'admin.portfolio.form.solutionEn',
  },
} as const satisfies Record<Language, Record<keyof PortfolioTexts, TextKey>>;

/** The texts in form order: title and description in Czech then English, then the story, each Czech then English. */
const TEXT_FIELDS = ([['title', 'description'], ['challenge'], ['solution']] as const).flatMap((group) =>
  (['cs', 'en'] as const).flatMap((lang) => group.map((text) => ({ lang, text, path: `translations.${lang}.${text}` as const }))),
);

/**
 * The inputs' values: the shared schema's input. projectId is not edited here but kept, so an edit does not unlink
 * the item's project; the Czech texts are edited as translations.cs (the top-level title/description stay unset).
 */
function formValues(item: AdminPortfolioItem | undefined): PortfolioItemFormValues {
  return {
    translations: item?.translations ?? { cs: BLANK_PORTFOLIO_TEXTS, en: BLANK_PORTFOLIO_TEXTS },
    imageUrl: item?.imageUrl ?? '',
    category: item?.category ?? 'web',
    link: item?.link ?? '',
    featured: item?.featured ?? false,
    projectId: item?.projectId ?? null,
    services: item?.services ?? [],
  };
}

/**
 * The PUT schema checks both a new and an edited item: the same rules, and the form always sends `featured`
 * (the create request's default never applies).
 */
const resolver = zodResolver(portfolioItemUpdateSchema);
const FORM_FIELDS: FieldPath<PortfolioItemFormValues>[] = [
  ...TEXT_FIELDS.slice(0, 2).map((field) => field.path),
  'imageUrl',
  'category',
  'link',
  'featured',
  'services',
  ...TEXT_FIELDS.slice(2).map((field) => field.path),
];

interface PortfolioItemFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit; without it the dialog creates a new item. */
  item?: AdminPortfolioItem;
}

export const PortfolioItemFormDialog = fromFirstOpening(PortfolioItemFormDialogContent);

/** The dialog itself, rendered from its first opening on (use-opened-once.ts). */
function PortfolioItemFormDialogContent({ open, onOpenChange, item }: PortfolioItemFormDialogProps) {
  const t = useT();
  return (
    <Dialog closeLabel={t('common.close')} open={open} onOpenChange={onOpenChange} title={item ? t('admin.portfolio.form.editTitle') : t('admin.portfolio.form.createTitle')}>
      {/* Mounted only while open: every opening starts from the item as it is now (or an empty form). */}
      <PortfolioItemForm item={item} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function PortfolioItemForm({ item, onDone }: { item: AdminPortfolioItem | undefined; onDone: () => void }) {
  const t = useT();
  const editing = item !== undefined;
  const form = useForm({ resolver, defaultValues: formValues(item) });
  const marks = useTranslationMarks(portfolioApi, item?.id);
  const mutation = useFormSave(form, {
    request: (values: PortfolioItemUpdateInput) => (item ? portfolioApi.update(item.id, values) : portfolioApi.create(values)),
    // Also refetches the item's translation marks (their key is under portfolioApi's): a save makes and clears them.
    resources: [portfolioApi],
    success: () => (editing ? t('admin.portfolio.toast.updated') : t('admin.portfolio.toast.created')),
    errorTitle: editing ? t('admin.portfolio.toast.updateError') : t('admin.portfolio.toast.createError'),
    onSuccess: onDone,
    fields: FORM_FIELDS,
  });
  const { errors } = form.formState;
  // The schema takes any input for the address (checked there); the input holds text.
  const watchedImageUrl = useWatch({ control: form.control, name: 'imageUrl' });
  const imageUrl = typeof watchedImageUrl === 'string' ? watchedImageUrl : '';
  const [historyOpen, setHistoryOpen] = useState(false);

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <TranslationMarkSummary marks={marks} />
      {TEXT_FIELDS.map(({ lang, text, path }) => (
        <div key={path} className="space-y-2">
          <FormField label={t(TEXT_LABELS[lang][text])} error={errors.translations?.[lang]?.[text]?.message}>
            <MarkedControl noteId={marks.noteId(lang, text)}>
              {text === 'title' ? (
                <Input {...form.register(path)} />
              ) : (
                <Textarea rows={lang === 'cs' && text === 'description' ? 4 : 3} {...form.register(path)} />
              )}
            </MarkedControl>
          </FormField>
          <TranslationMarkNote marks={marks} language={lang} field={text} />
        </div>
      ))}
      {LANGUAGES.map((lang) => (
        <OtherTranslationMarks key={lang} marks={marks} language={lang} shown={Object.keys(TEXT_LABELS[lang])} />
      ))}
      <MediaField value={imageUrl} onPick={(picked) => form.setValue('imageUrl', picked.url, { shouldDirty: true, shouldValidate: true })}>
        <div className="space-y-1">
          <FormField label={t('admin.portfolio.form.imageUrl')} error={errors.imageUrl?.message}>
            <Input inputMode="url" placeholder="https://" {...form.register('imageUrl')} />
          </FormField>
          <p className="text-xs text-slate-600">{t('admin.portfolio.form.imageUrlHint')}</p>
        </div>
      </MediaField>
      <FormField label={t('admin.portfolio.form.category')} error={errors.category?.message}>
        <Select {...form.register('category')}>
          {PORTFOLIO_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`admin.portfolio.categories.${category}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{t('admin.portfolio.form.services')}</legend>
        <p className="text-xs text-slate-600">{t('admin.portfolio.form.servicesHint')}</p>
        <div className="flex flex-wrap gap-4">
          {PORTFOLIO_CATEGORIES.map((service) => (
            <label key={service} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" value={service} className="h-4 w-4 rounded border-slate-300 accent-brand-700" {...form.register('services')} />
              {t(`admin.portfolio.categories.${service}`)}
            </label>
          ))}
        </div>
        {errors.services ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.services.message}
          </p>
        ) : null}
      </fieldset>
      <div className="space-y-1">
        <FormField label={t('admin.portfolio.form.link')} error={errors.link?.message}>
          <Input type="url" inputMode="url" placeholder="https://" {...form.register('link')} />
        </FormField>
        <p className="text-xs text-slate-600">{t('admin.portfolio.form.linkHint')}</p>
      </div>
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
        <input type="checkbox" className="h-4 w-4 rounded border-slate-300 accent-brand-700" {...form.register('featured')} />
        {t('admin.portfolio.form.featured')}
      </label>
      {item ? (
        // A restore changes the item under this form: the dialog closes (the list is refreshed), and the next opening
        // starts from the restored item.
        <RevisionHistoryDialog open={historyOpen} onOpenChange={setHistoryOpen} requests={portfolioApi} recordId={item.id} name={item.title} onRestored={onDone} />
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        {item ? (
          <Button variant="secondary" className="mr-auto" onClick={() => setHistoryOpen(true)}>
            <History aria-hidden="true" className="h-4 w-4" />
            {t('admin.revisions.button')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('admin.common.saving') : editing ? t('admin.portfolio.form.save') : t('admin.portfolio.form.create')}
        </Button>
      </div>
    </form>
  );
}
