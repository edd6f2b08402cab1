/**
 * The back office's form save: useAdminMutation (toasts, refresh) plus the fields the server refused, marked on the
 * react-hook-form fields by the one rule of lib/form-save.ts (every refused field the form shows; focus on the
 * first, in the form's order).
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { serverFieldErrors } from '@/client/lib/form-save';
import { useAdminMutation, type AdminMutationOptions } from './use-admin-mutation';

export interface FormSaveOptions<TFields extends FieldValues, TData, TVariables> extends AdminMutationOptions<TData, TVariables> {
  /** The form's fields in screen order: a server text for any of these is shown at that field. */
  fields: readonly Path<TFields>[];
  /** The fields the server refused, first in screen order (e.g. to open the tab that holds the first). */
  onFieldErrors?: (fields: Path<TFields>[]) => void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form, whatever its resolver's output type
export function useFormSave<TFields extends FieldValues, TData, TVariables>(form: UseFormReturn<TFields, any, any>, options: FormSaveOptions<TFields, TData, TVariables>) {
  const { fields, onFieldErrors, ...mutation } = options;
  return useAdminMutation<TData, TVariables>({
    ...mutation,
    onError: (error, variables) => {
      const refused = serverFieldErrors(error, fields);
      refused.forEach(({ field, message }, index) => form.setError(field, { message }, { shouldFocus: index === 0 }));
      if (refused.length > 0) onFieldErrors?.(refused.map((r) => r.field));
      mutation.onError?.(error, variables);
    },
  });
}
