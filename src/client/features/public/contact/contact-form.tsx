/**
 * Island 'contact-form' (docs/product/public-site.md#contact-page contact page, docs/product/rules.md#contact-form-validation contact rules, docs/product/rules.md#feedback contact failure). It is kept small: the
 * validation library arrives with the shared schema only once the visitor starts using the form (focus, typing or
 * sending), the toast library with the first toast, and the form state is a few lines of React instead of a form
 * library. The fields are plain (uncontrolled) inputs, so text typed before the island hydrated is kept and sent.
 */
import '@/client/lib/zod-csp';
import { Send } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Field } from '@/client/components/ui/field';
import { CONTACT_ENDPOINT, sendContactMessage } from '@/client/api/contact-api';
import { ApiError } from '@/client/lib/api-request';
import { saveForm, showFailure, type ServerFieldError } from '@/client/lib/form-save';
import { notify } from '@/client/lib/notify';
import type { TextKey } from '@/client/i18n/texts';
import type { ContactInput, contactSchema } from '@/shared/schemas/contact';
import { HoneypotField, honeypotValue, useFormToken } from '../enquiry/enquiry-form-parts';
import type { ValidationMessageKey } from '@/shared/validation-messages';
import { usePublicPage } from '@/client/public-site/public-page';

const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
/** Per field, the validation text of the shared schema (English) or the server's. */
type FieldErrors = Partial<Record<ContactField, string>>;
type ContactSchema = typeof contactSchema;

/** The translated validation texts the form can show (the island's page ships just these, with 'contact.form'). */
export const CONTACT_VALIDATION_TEXTS = [
  'validation.contactNameMin',
  'validation.contactEmailInvalid',
  'validation.contactMessageMin',
  'validation.contactRateLimited',
] as const satisfies readonly TextKey[];

let schemaLoad: Promise<ContactSchema> | null = null;
let loadedSchema: ContactSchema | null = null;
/** The catalogue lookup of validation texts: it comes with the schema (the schema's texts are its entries). */
let messageKey: ((text: string) => ValidationMessageKey | undefined) | null = null;

/**
 * The shared contact schema (and with it zod and the catalogue of validation texts), loaded once, on first use of
 * the form. Every text the form translates arrives after this: the schema's own, or the server's answer to a send.
 */
export function loadContactSchema(): Promise<ContactSchema> {
  schemaLoad ??= Promise.all([import('@/shared/schemas/contact'), import('@/shared/validation-messages')]).then(
    ([module, catalogue]) => {
      messageKey = catalogue.validationMessageKey;
      return (loadedSchema = module.contactSchema);
    },
    (error: unknown) => {
      schemaLoad = null; // a failed download may be retried with the next attempt
      throw error;
    },
  );
  return schemaLoad;
}

function logFailure(error: unknown): void {
  console.error('Contact form submission failed:', error);
}

function isContactField(name: unknown): name is ContactField {
  return (CONTACT_FIELDS as readonly unknown[]).includes(name);
}

function readValues(form: HTMLFormElement): Record<ContactField, string> {
  const data = new FormData(form);
  const value = (name: ContactField) => String(data.get(name) ?? '');
  return { name: value('name'), email: value('email'), message: value('message') };
}

/** Validates with the shared schema: the parsed (trimmed) input, or the first text per invalid field. */
function check(schema: ContactSchema, values: Record<ContactField, string>): { data?: ContactInput; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isContactField(field)) errors[field] ??= issue.message;
  }
  return { errors };
}

/** docs/product/rules.md#feedback contact failure: the server's `error` field, else the error's message, else the localized default. */
export function contactErrorDescription(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.body?.error === 'string' && error.body.error) return error.body.error;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

const inputClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600';
const textareaClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600';
// The primary large button of components/ui/button.tsx, without its class-merging helper (kept out of this island).
const submitClass =
  'inline-flex h-12 w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-6 text-base font-medium text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-60 sm:w-auto';

/**
 * Contact form: idle → submitting → success (toast, reset) or failure (destructive toast, error logged, the fields
 * the server names marked). Checked with the shared schema on sending, then again as each field changes.
 */
export function ContactForm() {
  const { t } = usePublicPage();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  // After a sending attempt each change re-checks its field (until the form is reset by a successful send).
  const attempted = useRef(false);
  // Before the island is hydrated (or without JavaScript) the browser sends the form itself, as a classic form post
  // to the same endpoint, which then answers with a page.
  const formToken = useFormToken();
  const { localize, lang } = usePublicPage();
  const page = localize('/contact');

  /** A text of the shared catalogue in the page's language; any other text as written. */
  function translated(message: string): string {
    const key = messageKey?.(message);
    const textKey = key ? (`validation.${key}` as const) : undefined;
    return textKey && (CONTACT_VALIDATION_TEXTS as readonly string[]).includes(textKey) ? t(textKey) : message;
  }

  function errorText(field: ContactField): string | undefined {
    const message = errors[field];
    return message ? translated(message) : undefined;
  }

  // docs/product/rules.md#feedback: the spec's toasts; a failure is logged and its description is the server's `error` field (translated
  // when it is a text of the shared catalogue); a 400 names the invalid fields, shown at the fields too.
  const save = {
    toast: notify,
    fields: CONTACT_FIELDS,
    success: () => ({ title: t('contact.form.successTitle'), description: t('contact.form.successDescription') }),
    failure: {
      title: t('contact.form.errorTitle'),
      fallback: t('contact.form.errorDescription'),
      describe: (error: unknown, fallback: string) => translated(contactErrorDescription(error, fallback)),
    },
    onFailed: (refused: ServerFieldError<ContactField>[], error: unknown) => {
      logFailure(error);
      setErrors(Object.fromEntries(refused.map((r) => [r.field, r.message])));
    },
  };

  async function send(form: HTMLFormElement) {
    attempted.current = true;
    let schema: ContactSchema;
    try {
      schema = await loadContactSchema();
    } catch (error) {
      // Nothing was sent: the failure toast and the log; the fields stay as they are.
      showFailure(notify, error, save.failure);
      logFailure(error);
      return;
    }
    const { data, errors: invalid } = check(schema, readValues(form));
    setErrors(invalid);
    if (!data) {
      const first = CONTACT_FIELDS.find((field) => invalid[field]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    await saveForm({
      ...save,
      send: () => sendContactMessage({ ...data, page, lang, website: honeypotValue(form), formToken: formToken() }),
      onSaved: () => {
        form.reset();
        attempted.current = false;
        setErrors({});
      },
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      await send(event.currentTarget);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  function onChange(event: ChangeEvent<HTMLFormElement>) {
    void loadContactSchema().catch(() => {}); // autofill may fill the form without focusing it
    const field = (event.target as { name?: unknown }).name;
    if (!attempted.current || !loadedSchema || !isContactField(field)) return;
    const message = check(loadedSchema, readValues(event.currentTarget)).errors[field];
    setErrors((current) => ({ ...current, [field]: message }));
  }

  return (
    <form
      method="post"
      action={CONTACT_ENDPOINT}
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={() => void loadContactSchema().catch(() => {})}
      noValidate
      aria-busy={submitting}
      className="relative space-y-5"
    >
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="lang" value={lang} />
      <HoneypotField id="contact-website" label={t('contact.form.honeypot')} />
      <Field id="contact-name" label={t('contact.form.name')} error={errorText('name')}>
        <input name="name" autoComplete="name" placeholder={t('contact.form.namePlaceholder')} className={inputClass} />
      </Field>
      <Field id="contact-email" label={t('contact.form.email')} error={errorText('email')}>
        <input
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('contact.form.emailPlaceholder')}
          className={inputClass}
        />
      </Field>
      <Field id="contact-message" label={t('contact.form.message')} error={errorText('message')}>
        <textarea name="message" rows={6} placeholder={t('contact.form.messagePlaceholder')} className={textareaClass} />
      </Field>
      <button type="submit" className={submitClass} disabled={submitting}>
        <Send aria-hidden="true" className="h-4 w-4" />
        {submitting ? t('contact.form.sending') : t('contact.form.submit')}
      </button>
    </form>
  );
}
