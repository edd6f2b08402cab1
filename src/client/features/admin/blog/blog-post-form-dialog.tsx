/**
 * Create or edit a blog post (SPEC §3, §7). A new post is a draft unless "Publish" is ticked; the publication time
 * (date and time, local) may lie ahead, which schedules the post. The slug follows the title (slugFromTitle) until
 * the admin edits it.
 */
import { format } from 'date-fns';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminBlogPost } from '@/shared/api-types';
import { LANGUAGES, type Language } from '@/shared/constants';
import { blogPostSchema, blogPostUpdateSchema, type BlogPostInput, type BlogPostUpdateInput } from '@/shared/schemas/blog-post';
import { slugFromTitle } from '@/shared/slug';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Tabs } from '@/client/components/ui/tabs';
import { Textarea } from '@/client/components/ui/textarea';
import { blogApi } from '@/client/api/blog-api';
import { useFormSave } from '../common/use-form-save';
import { MediaField } from '../media';

interface TranslationFields {
  title: string;
  description: string;
  content: string;
}

/** What the inputs hold (all text); the shared schema turns it into the request body. */
export interface BlogPostFormFields {
  title: string;
  slug: string;
  imageUrl: string;
  content: string;
  translations: Record<Language, TranslationFields>;
  published: boolean;
  /** A datetime-local value to the second ('2026-11-25T09:30:00', the browser's time zone), or blank. */
  publishedAt: string;
}

const EMPTY_TRANSLATION: TranslationFields = { title: '', description: '', content: '' };

function formValues(post: AdminBlogPost | undefined): BlogPostFormFields {
  const translation = (lang: Language): TranslationFields => {
    const tr = post?.translations[lang];
    return tr ? { title: tr.title, description: tr.description ?? '', content: tr.content } : EMPTY_TRANSLATION;
  };
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    imageUrl: post?.imageUrl ?? '',
    content: post?.content ?? '',
    translations: { cs: translation('cs'), en: translation('en') },
    published: post?.published ?? false,
    publishedAt: post?.publishedAt ? format(new Date(post.publishedAt), "yyyy-MM-dd'T'HH:mm:ss") : '',
  };
}

// The shared schemas take loose input (blank → null, etc.); the form's own field types are plain text.
type Output = BlogPostInput | BlogPostUpdateInput;
const createResolver = zodResolver(blogPostSchema) as unknown as Resolver<BlogPostFormFields, unknown, Output>;
const updateResolver = zodResolver(blogPostUpdateSchema) as unknown as Resolver<BlogPostFormFields, unknown, Output>;

const FORM_FIELDS: FieldPath<BlogPostFormFields>[] = [
  'title',
  'slug',
  'imageUrl',
  'content',
  'published',
  'publishedAt',
  ...LANGUAGES.flatMap((l) => (['title', 'description', 'content'] as const).map((f) => `translations.${l}.${f}` as const)),
];

interface BlogPostFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The post to edit; without it the dialog creates a new post. */
  post?: AdminBlogPost;
}

export function BlogPostFormDialog({ open, onOpenChange, post }: BlogPostFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog closeLabel={t('common.close')}
      open={open}
      onOpenChange={onOpenChange}
      title={post ? t('admin.blog.form.editTitle') : t('admin.blog.form.createTitle')}
      description={post ? undefined : t('admin.blog.form.description')}
      className="max-w-2xl"
    >
      {/* Mounted only while open: every opening starts from the post as it is now (or an empty form). */}
      <BlogPostForm post={post} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function BlogPostForm({ post, onDone }: { post: AdminBlogPost | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const editing = post !== undefined;
  const form = useForm<BlogPostFormFields, unknown, Output>({
    resolver: editing ? updateResolver : createResolver,
    defaultValues: formValues(post),
  });
  // An existing post keeps its slug; a new one follows the title until the admin types a slug of their own.
  const [slugEdited, setSlugEdited] = useState(editing);
  const [tab, setTab] = useState<string>(LANGUAGES[0]);

  const mutation = useFormSave(form, {
    request: (values: Output) =>
      post ? blogApi.update(post.id, values) : blogApi.create({ ...values, published: values.published ?? false }),
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
  const titleField = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) form.setValue('slug', event.target.value.trim() ? slugFromTitle(event.target.value) : '');
    },
  });
  const slugField = form.register('slug', {
    // Clearing the slug hands it back to the title.
    onChange: (event: { target: { value: string } }) => setSlugEdited(event.target.value !== ''),
  });
  const languagesWithErrors = LANGUAGES.filter((lang) => errors.translations?.[lang]);

  const translationTab = (lang: Language) => {
    const language = t(`admin.blog.form.languagesInline.${lang}`);
    const fieldErrors = errors.translations?.[lang];
    return {
      value: lang,
      label: t(`admin.blog.form.languages.${lang}`),
      content: (
        <div className="space-y-4">
          <FormField label={t('admin.blog.form.translationTitle', { language })} error={fieldErrors?.title?.message}>
            <Input lang={lang} {...form.register(`translations.${lang}.title`)} />
          </FormField>
          <FormField label={t('admin.blog.form.translationDescription', { language })} error={fieldErrors?.description?.message}>
            <Textarea lang={lang} rows={2} className="min-h-16" {...form.register(`translations.${lang}.description`)} />
          </FormField>
          <FormField label={t('admin.blog.form.translationContent', { language })} error={fieldErrors?.content?.message}>
            <Textarea lang={lang} rows={6} className="font-mono text-xs" {...form.register(`translations.${lang}.content`)} />
          </FormField>
        </div>
      ),
    };
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(
        (values) => mutation.mutate(values),
        // Show the translation tab holding the first invalid field.
        (invalid) => {
          const lang = LANGUAGES.find((l) => invalid.translations?.[l]);
          if (lang) setTab(lang);
        },
      )}
    >
      <FormField label={t('admin.blog.form.title')} error={errors.title?.message}>
        <Input {...titleField} />
      </FormField>
      <div className="space-y-1">
        <FormField label={t('admin.blog.form.slug')} error={errors.slug?.message}>
          <Input {...slugField} spellCheck={false} autoCapitalize="none" />
        </FormField>
        <p className="text-xs text-slate-600">{t('admin.blog.form.slugHint')}</p>
      </div>
      <MediaField value={coverUrl} onPick={(picked) => form.setValue('imageUrl', picked.url, { shouldDirty: true, shouldValidate: true })}>
        <FormField label={t('admin.blog.form.imageUrl')} error={errors.imageUrl?.message}>
          <Input type="text" inputMode="url" placeholder="https://" {...form.register('imageUrl')} />
        </FormField>
      </MediaField>
      <div className="space-y-1">
        <FormField label={t('admin.blog.form.content')} error={errors.content?.message}>
          <Textarea rows={8} className="font-mono text-xs" {...form.register('content')} />
        </FormField>
        <p className="text-xs text-slate-600">{t('admin.blog.form.contentHint')}</p>
      </div>
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
      <fieldset className="space-y-2 rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('admin.blog.form.translations')}</legend>
        <p className="text-xs text-slate-600">{t('admin.blog.form.translationsHint')}</p>
        {languagesWithErrors.length > 0 ? (
          <p role="alert" className="text-sm text-red-700">
            {t('admin.blog.form.translationErrors', {
              languages: languagesWithErrors.map((lang) => t(`admin.blog.form.languages.${lang}`)).join(', '),
            })}
          </p>
        ) : null}
        <Tabs label={t('admin.blog.form.translations')} items={LANGUAGES.map(translationTab)} value={tab} onValueChange={setTab} />
      </fieldset>
      <div className="flex justify-end gap-2 pt-2">
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
