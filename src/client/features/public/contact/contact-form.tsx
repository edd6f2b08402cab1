import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError, apiRequest } from '../../../lib/api-request';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/notify';
import { contactSchema, type ContactInput } from '../../../../shared/schemas/contact';

const EMPTY: ContactInput = { name: '', email: '', message: '' };
const CONTACT_FIELDS = ['name', 'email', 'message'] as const;

/** SPEC §8 contact failure: the server's `error` field, else the error's message, else the localized default. */
export function contactErrorDescription(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.body?.error === 'string' && error.body.error) return error.body.error;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Contact form: idle → submitting → success (toast, reset) or failure (destructive toast, error logged). */
export function ContactForm() {
  const { t } = useTranslation();
  const form = useForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });
  const { errors, isSubmitting: submitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiRequest('POST', '/api/contact', values);
      notify.success(t('contact.form.successTitle'), { description: t('contact.form.successDescription') });
      form.reset(EMPTY);
    } catch (error) {
      console.error('Contact form submission failed:', error);
      notify.error(t('contact.form.errorTitle'), {
        description: contactErrorDescription(error, t('contact.form.errorDescription')),
      });
      // A 400 names the invalid fields: show them at the fields too (translated by FormField).
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      for (const name of CONTACT_FIELDS) {
        const message = fields?.[name];
        if (message) form.setError(name, { type: 'server', message });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={submitting} className="space-y-5">
      <FormField label={t('contact.form.name')} error={errors.name?.message}>
        <Input autoComplete="name" placeholder={t('contact.form.namePlaceholder')} {...form.register('name')} />
      </FormField>
      <FormField label={t('contact.form.email')} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('contact.form.emailPlaceholder')}
          {...form.register('email')}
        />
      </FormField>
      <FormField label={t('contact.form.message')} error={errors.message?.message}>
        <textarea
          rows={6}
          placeholder={t('contact.form.messagePlaceholder')}
          className={cn(
            'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900',
            'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
            'aria-[invalid=true]:border-red-600',
          )}
          {...form.register('message')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        <Send aria-hidden="true" className="h-4 w-4" />
        {submitting ? t('contact.form.sending') : t('contact.form.submit')}
      </Button>
    </form>
  );
}
