/** The price list editor's controls: a labelled input or textarea bound to one field, with its error and hint. */
import type { ComponentProps } from 'react';
import type { Path } from 'react-hook-form';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import type { PriceListDraft, PriceListFormApi } from './price-list-form-values';
import { SettingsField } from './settings-section';

interface FieldProps {
  form: PriceListFormApi;
  name: Path<PriceListDraft>;
  label: string;
  hint?: string | undefined;
}

/** A whole number (Kč or percent): digits on a phone's keyboard, the schema's message when it is no whole number. */
export function PriceListNumberField({ form, name, label, hint }: FieldProps) {
  return <PriceListTextField form={form} name={name} label={label} hint={hint} inputMode="numeric" />;
}

/** A line of text (a name, a link). */
export function PriceListTextField({ form, name, label, hint, ...props }: FieldProps & Omit<ComponentProps<'input'>, 'name' | 'form'>) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <SettingsField label={label} error={error?.message} hint={hint}>
      <Input autoComplete="off" {...props} {...form.register(name)} />
    </SettingsField>
  );
}

/** Several lines (a description, a category's features one per line). */
export function PriceListTextareaField({ form, name, label, hint, ...props }: FieldProps & Omit<ComponentProps<'textarea'>, 'name' | 'form'>) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <SettingsField label={label} error={error?.message} hint={hint}>
      <Textarea {...props} {...form.register(name)} />
    </SettingsField>
  );
}
