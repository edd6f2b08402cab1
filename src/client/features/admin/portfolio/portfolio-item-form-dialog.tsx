/**
 * Create or edit a portfolio item (docs/product/records.md#portfolio-items, issue 11): title and description (Czech, and English), the story
 * (challenge, solution) in both languages, the image (from the media library or an address), category, the filter
 * services, link, featured.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminPortfolioItem } from '@/shared/api-types';
import { PORTFOLIO_CATEGORIES } from '@/shared/constants';
import {
  portfolioItemSchema,
  portfolioItemUpdateSchema,
  type PortfolioCategory,
  type PortfolioItemInput,
  type PortfolioItemUpdateInput,
} from '@/shared/schemas/portfolio-item';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { portfolioApi } from '@/client/api/portfolio-api';
import { useFormSave } from '../common/use-form-save';
import { MediaField } from '../media';

/** What the inputs hold; projectId is not edited here but kept, so an edit does not unlink the item's project. */
export interface PortfolioItemFormFields {
  title: string;
  description: string;
  imageUrl: string;
  category: PortfolioCategory;
  link: string;
  featured: boolean;
  projectId: number | null;
  titleEn: string;
  descriptionEn: string;
  challengeCs: string;
  challengeEn: string;
  solutionCs: string;
  solutionEn: string;
  services: PortfolioCategory[];
}

/** The bilingual texts below the main (Czech) title and description, in form order. */
const STORY_FIELDS = ['titleEn', 'descriptionEn', 'challengeCs', 'challengeEn', 'solutionCs', 'solutionEn'] as const;

function formValues(item: AdminPortfolioItem | undefined): PortfolioItemFormFields {
  return {
    title: item?.title ?? '',
    description: item?.description ?? '',
    imageUrl: item?.imageUrl ?? '',
    category: item?.category ?? 'web',
    link: item?.link ?? '',
    featured: item?.featured ?? false,
    projectId: item?.projectId ?? null,
    titleEn: item?.titleEn ?? '',
    descriptionEn: item?.descriptionEn ?? '',
    challengeCs: item?.challengeCs ?? '',
    challengeEn: item?.challengeEn ?? '',
    solutionCs: item?.solutionCs ?? '',
    solutionEn: item?.solutionEn ?? '',
    services: item?.services ?? [],
  };
}

type Output = PortfolioItemInput | PortfolioItemUpdateInput;
// The shared schemas take loose input (blank → null, etc.); the form's own field types are plain values.
const createResolver = zodResolver(portfolioItemSchema) as unknown as Resolver<PortfolioItemFormFields, unknown, Output>;
const updateResolver = zodResolver(portfolioItemUpdateSchema) as unknown as Resolver<PortfolioItemFormFields, unknown, Output>;
const FORM_FIELDS: FieldPath<PortfolioItemFormFields>[] = ['title', 'description', 'imageUrl', 'category', 'link', 'featured', 'services', ...STORY_FIELDS];

interface PortfolioItemFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit; without it the dialog creates a new item. */
  item?: AdminPortfolioItem;
}

export function PortfolioItemFormDialog({ open, onOpenChange, item }: PortfolioItemFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog closeLabel={t('common.close')} open={open} onOpenChange={onOpenChange} title={item ? t('admin.portfolio.form.editTitle') : t('admin.portfolio.form.createTitle')}>
      {/* Mounted only while open: every opening starts from the item as it is now (or an empty form). */}
      <PortfolioItemForm item={item} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function PortfolioItemForm({ item, onDone }: { item: AdminPortfolioItem | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const editing = item !== undefined;
  const form = useForm<PortfolioItemFormFields, unknown, Output>({
    resolver: editing ? updateResolver : createResolver,
    defaultValues: formValues(item),
  });
  const mutation = useFormSave(form, {
    request: (values: Output) => (item ? portfolioApi.update(item.id, values) : portfolioApi.create(values)),
    resources: [portfolioApi],
    success: () => (editing ? t('admin.portfolio.toast.updated') : t('admin.portfolio.toast.created')),
    errorTitle: editing ? t('admin.portfolio.toast.updateError') : t('admin.portfolio.toast.createError'),
    onSuccess: onDone,
    fields: FORM_FIELDS,
  });
  const { errors } = form.formState;
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' }) ?? '';

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <FormField label={t('admin.portfolio.form.title')} error={errors.title?.message}>
        <Input {...form.register('title')} />
      </FormField>
      <FormField label={t('admin.portfolio.form.description')} error={errors.description?.message}>
        <Textarea rows={4} {...form.register('description')} />
      </FormField>
      {STORY_FIELDS.map((name) => (
        <FormField key={name} label={t(`admin.portfolio.form.${name}`)} error={errors[name]?.message}>
          {name === 'titleEn' ? <Input {...form.register(name)} /> : <Textarea rows={3} {...form.register(name)} />}
        </FormField>
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
      <div className="flex justify-end gap-2 pt-2">
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
