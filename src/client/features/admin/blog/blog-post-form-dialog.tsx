/**
 * Create or edit a blog post (docs/product/records.md#blog-posts, docs/product/api.md#blog). Czech and English each have their own title, description and content
 * (tabs; the content in the rich-text editor). A post is public in the languages that have a title and content; the
 * post's own title and content (what the list, search and slug use) are those of its first language written, Czech
 * first (the shared blogPostFormSchema). A new post is a draft unless "Publish" is ticked; the publication time (date
 * and time, Prague) may lie ahead, which schedules the post. Each language has its own slug (its address, decision
 * 021), which follows that language's title until the admin edits it. A text left behind by a change of the other
 * language (issue 35 point 5) has a note under it with "still valid", and its language's tab says how many.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { History } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import type { AdminBlogPost } from '@/shared/api-types';
import { LANGUAGES, type Language } from '@/shared/constants';
import { officeDateTimeInputValue } from '@/shared/dates';
import { blogPostFormSchema, type BlogPostFormValues, type BlogPostInput } from '@/shared/schemas/blog-post';
import { slugFromTitle } from '@/shared/slug';
import { imagesWithoutAlt } from '@/shared/blog-image-alt';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Dialog } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import { Tabs } from '@/client/components/ui/tabs';
import { validationMessageKey } from '@/shared/validation-messages';
import { Textarea } from '@/client/components/ui/textarea';
import { blogApi } from '@/client/api/blog-api';
import { useFormSave } from '../common/use-form-save';
import { RevisionHistoryDialog } from '../common/revision-history-dialog';
import { useTranslationMarks } from '../common/translation-mark-requests';
import { MarkedControl, OtherTranslationMarks, TranslationMarkNote, TranslationTabLabel } from '../common/translation-mark-note';
import { MediaField } from '../media';
import { fromFirstOpening } from '@/client/components/ui/use-opened-once';

/** Tiptap is loaded when a post dialog opens, never with the list (and never on a public page). */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** One language tab's inputs. */
type TabFields = NonNullable<BlogPostFormValues['translations'][Language]>;
const EMPTY_TAB: TabFields = { title: '', slug: '', description: '', content: '' };

/**
 * Each tab opens with what that language's page shows: its translation; a post written without languages (no
 * translation at all) shows its one title and content in both languages, so both tabs hold them.
 */
function formValues(post: AdminBlogPost | undefined): BlogPostFormValues {
  const untranslated = post !== undefined && LANGUAGES.every((lang) => !post.translations[lang]);
  const tab = (lang: Language): TabFields => {
    const tr = post?.translations[lang];
    if (tr) return { title: tr.title, slug: tr.slug, description: tr.description ?? '', content: tr.content };
    return untranslated && post ? { title: post.title, slug: post.slug, description: '', content: post.content } : EMPTY_TAB;
  };
  return {
    imageUrl: post?.imageUrl ?? '',
    translations: { cs: tab('cs'), en: tab('en') },
    published: post?.published ?? false,
    /** A datetime-local value to the second ('2026-11-25T09:30:00', Prague time whatever the browser's zone), or blank. */
    publishedAt: officeDateTimeInputValue(post?.publishedAt),
  };
}

const resolver = zodResolver(blogPostFormSchema);

/**
 * The texts whose "needs updating" note sits under their input (the slug follows the title: never marked); the notes of
 * a language's other marked texts (author, category, tags: no input here) close its tab.
 */
const NOTED_TEXTS = ['title', 'description', 'content'] as const;

const FORM_FIELDS: FieldPath<BlogPostFormValues>[] = [
  ...LANGUAGES.flatMap((l) => (['title', 'slug', 'description', 'content'] as const).map((f) => `translations.${l}.${f}` as const)),
  'imageUrl',
  'published',
  'publishedAt',
];

interface BlogPostFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The post to edit; without it the dialog creates a new post. */
  post?: AdminBlogPost;
}

export const BlogPostFormDialog = fromFirstOpening(BlogPostFormDialogContent);

/** The dialog itself, rendered from its first opening on (use-opened-once.ts). */
function BlogPostFormDialogContent({ open, onOpenChange, post }: BlogPostFormDialogProps) {
  const t = useT();
  return (
    <Dialog closeLabel={t('common.close')}
      open={open}
      onOpenChange={onOpenChange}
      title={post ? t('admin.blog.form.editTitle') : t('admin.blog.form.createTitle')}
      description={post ? undefined : t('admin.blog.form.description')}
      className="max-w-3xl"
    >
      {/* Mounted only while open: every opening starts from the post as it is now (or an empty form). */}
      <BlogPostForm post={post} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function BlogPostForm({ post, onDone }: { post: AdminBlogPost | undefined; onDone: () => void }) {
  const t = useT();
  const editing = post !== undefined;
  const defaultValues = formValues(post);
  const form = useForm<BlogPostFormValues, unknown, BlogPostInput>({ resolver, defaultValues });
  // A language with a stored slug keeps it; any other follows its title until the admin types a slug of their own.
  const [slugEdited, setSlugEdited] = useState<Record<Language, boolean>>(() => ({
    cs: Boolean(defaultValues.translations.cs?.slug),
    en: Boolean(defaultValues.translations.en?.slug),
  }));
  const [tab, setTab] = useState<string>(LANGUAGES[0]);
  /** A published save waiting for "publish anyway": the valid values and how many images lack an alt text. */
  const [altWarning, setAltWarning] = useState<{ values: BlogPostInput; count: number } | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const marks = useTranslationMarks(blogApi, post?.id);

  const mutation = useFormSave(form, {
    request: (values: BlogPostInput) => (post ? blogApi.update(post.id, values) : blogApi.create(values)),
    // Also refetches the post's translation marks (their key is under blogApi's): a save makes and clears them.
    resources: [blogApi],
    success: () => (editing ? t('admin.blog.toast.updated') : t('admin.blog.toast.created')),
    errorTitle: editing ? t('admin.blog.toast.updateError') : t('admin.blog.toast.createError'),
    onSuccess: onDone,
    fields: FORM_FIELDS,
    // A refused translation field: show its language's tab.
    onFieldErrors: ([first]) => {
      const lang = LANGUAGES.find((l) => first?.startsWith(`translations.${l}.`));
      if (lang) setTab(lang);
    },
  });

  const { errors } = form.formState;
  const coverUrl = useWatch({ control: form.control, name: 'imageUrl' }) ?? '';
  const translate = (message: string | undefined) => {
    const key = message ? validationMessageKey(message) : undefined;
    return key ? t(`validation.${key}`) : message;
  };
  // A language's slug follows its title (the shared slug rule) until the admin types a slug of their own.
  const followTitle = (lang: Language) => {
    if (slugEdited[lang]) return;
    const title = form.getValues(`translations.${lang}.title`)?.trim() ?? '';
    form.setValue(`translations.${lang}.slug`, title ? slugFromTitle(title) : '');
  };
  const languagesWithErrors = LANGUAGES.filter((lang) => errors.translations?.[lang]);

  const translationTab = (lang: Language) => {
    const language = t(`admin.blog.form.languagesInline.${lang}`);
    const fieldErrors = errors.translations?.[lang];
    return {
      value: lang,
      label: <TranslationTabLabel marks={marks} language={lang} label={t(`admin.blog.form.languages.${lang}`)} />,
      content: (
        <div className="space-y-4">
          <div className="space-y-2">
            <FormField label={t('admin.blog.form.translationTitle', { language })} error={fieldErrors?.title?.message}>
              <MarkedControl noteId={marks.noteId(lang, 'title')}>
                <Input lang={lang} {...form.register(`translations.${lang}.title`, { onChange: () => followTitle(lang) })} />
              </MarkedControl>
            </FormField>
            <TranslationMarkNote marks={marks} language={lang} field="title" />
          </div>
          <div className="space-y-1">
            <FormField label={t('admin.blog.form.slug', { language })} error={translate(fieldErrors?.slug?.message)}>
              <Input
                spellCheck={false}
                autoCapitalize="none"
                {...form.register(`translations.${lang}.slug`, {
                  // Clearing the slug hands it back to the title.
                  onChange: (event: { target: { value: string } }) =>
                    setSlugEdited((edited) => ({ ...edited, [lang]: event.target.value !== '' })),
                })}
              />
            </FormField>
            <p className="text-xs text-slate-600">{t('admin.blog.form.slugHint')}</p>
          </div>
          <div className="space-y-2">
            <FormField label={t('admin.blog.form.translationDescription', { language })} error={fieldErrors?.description?.message}>
              <MarkedControl noteId={marks.noteId(lang, 'description')}>
                <Textarea lang={lang} rows={2} className="min-h-16" {...form.register(`translations.${lang}.description`)} />
              </MarkedControl>
            </FormField>
            <TranslationMarkNote marks={marks} language={lang} field="description" />
          </div>
          <div className="space-y-2">
            <Suspense
              fallback={
                <p className="flex items-center gap-2 text-sm text-slate-600">
                  <Spinner /> {t('admin.blog.editor.loading')}
                </p>
              }
            >
              <Controller
                control={form.control}
                name={`translations.${lang}.content`}
                render={({ field }) => (
                  <RichTextEditor
                    // A new editor per language: each tab edits its own document.
                    key={lang}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    label={t('admin.blog.form.translationContent', { language })}
                    lang={lang}
                    error={translate(fieldErrors?.content?.message)}
                  />
                )}
              />
            </Suspense>
            <TranslationMarkNote marks={marks} language={lang} field="content" />
          </div>
          <OtherTranslationMarks marks={marks} language={lang} shown={NOTED_TEXTS} />
        </div>
      ),
    };
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(
        (values) => {
          // Publishing (or saving a published post) with images nobody gave an alt text asks first.
          const fields = form.getValues();
          const count = LANGUAGES.reduce((sum, lang) => sum + imagesWithoutAlt(fields.translations[lang]?.content ?? ''), 0);
          if (fields.published && count > 0) setAltWarning({ values, count });
          else mutation.mutate(values);
        },
        // Show the language tab holding the first invalid field.
        (invalid) => {
          const lang = LANGUAGES.find((l) => invalid.translations?.[l]);
          if (lang) setTab(lang);
        },
      )}
    >
      <div className="space-y-2">
        <p className="text-xs text-slate-600">{t('admin.blog.form.languagesHint')}</p>
        {languagesWithErrors.length > 0 ? (
          <p role="alert" className="text-sm text-red-700">
            {t('admin.blog.form.translationErrors', {
              languages: languagesWithErrors.map((lang) => t(`admin.blog.form.languages.${lang}`)).join(', '),
            })}
          </p>
        ) : null}
        <Tabs label={t('admin.blog.form.translations')} items={LANGUAGES.map(translationTab)} value={tab} onValueChange={setTab} />
      </div>
      <MediaField value={coverUrl} onPick={(picked) => form.setValue('imageUrl', picked.url, { shouldDirty: true, shouldValidate: true })}>
        <FormField label={t('admin.blog.form.imageUrl')} error={errors.imageUrl?.message}>
          <Input type="text" inputMode="url" placeholder="https://" {...form.register('imageUrl')} />
        </FormField>
      </MediaField>
      <div className="grid gap-4 rounded-md border border-slate-200 p-4 sm:grid-cols-2 sm:items-start">
        <label className="flex items-center gap-3 text-sm font-medium text-slate-800 sm:mt-7">
          <input type="checkbox" className="h-4 w-4 rounded border-slate-300 accent-brand-700" {...form.register('published')} />
          {t('admin.blog.form.published')}
        </label>
        <div className="space-y-1">
          <FormField label={t('admin.blog.form.publishedAt')} error={errors.publishedAt?.message}>
            <Input type="datetime-local" step={1} {...form.register('publishedAt')} />
          </FormField>
          <p className="text-xs text-slate-600">{t('admin.blog.form.publishedAtHint')}</p>
        </div>
      </div>
      <ConfirmDialog
        open={altWarning !== null}
        onOpenChange={(open) => (open ? undefined : setAltWarning(null))}
        title={t('admin.blog.publishAltWarning.title')}
        description={t('admin.blog.publishAltWarning.description', { count: altWarning?.count ?? 0 })}
        confirmLabel={t('admin.blog.publishAltWarning.confirm')}
        onConfirm={() => {
          if (altWarning) mutation.mutate(altWarning.values);
          setAltWarning(null);
        }}
      />
      {post ? (
        // A restore changes the post under this form: the dialog closes (the list is refreshed), and the next opening
        // starts from the restored post.
        <RevisionHistoryDialog open={historyOpen} onOpenChange={setHistoryOpen} requests={blogApi} recordId={post.id} name={post.title} onRestored={onDone} />
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        {post ? (
          <Button variant="secondary" className="mr-auto" onClick={() => setHistoryOpen(true)}>
            <History aria-hidden="true" className="h-4 w-4" />
            {t('admin.revisions.button')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('admin.common.saving') : editing ? t('admin.blog.form.save') : t('admin.blog.form.create')}
        </Button>
      </div>
    </form>
  );
}
