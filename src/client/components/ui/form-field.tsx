import type { ReactElement } from 'react';
import { useT } from '@/client/i18n/use-t';
import { validationMessageKey } from '@/shared/validation-messages';
import { Field } from './field';

interface FormFieldProps {
  label: string;
  /** The validation text from the shared schema (English); shown translated. */
  error?: string | undefined;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** Label + control + translated error message, wired for screen readers (back office: texts from i18next). */
export function FormField({ label, error, children }: FormFieldProps) {
  const t = useT();
  const key = error ? validationMessageKey(error) : undefined;
  return (
    <Field label={label} error={key ? t(`validation.${key}`) : error}>
      {children}
    </Field>
  );
}
