/**
 * One back-office change (docs/product/rules.md#feedback): send it, confirm with a success toast, refresh the lists and figures it touches;
 * on failure a destructive toast whose description is the server's message. The toasts follow the one save rule of
 * lib/form-save.ts; forms use it through useFormSave, which also marks the fields the server refused.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useT } from '@/client/i18n/use-t';
import { toast } from 'sonner';
import { showFailure, showSuccess, type FailureText, type ToastText } from '@/client/lib/form-save';
import { invalidateAdmin, type Refreshable } from './use-admin-list';
import { ApiError, errorMessage } from '@/client/lib/api-request';
import { validationMessageKey } from '@/shared/validation-messages';

export interface AdminMutationOptions<TData, TVariables> {
  request: (variables: TVariables) => Promise<TData>;
  /**
   * Resources whose queries to refresh (blogApi, projectsApi…); the dashboard figures and accounting are refreshed
   * with them. Omitted: nothing is refreshed (a change that touches no listed record, like the password).
   */
  resources?: readonly Refreshable[];
  /** The success toast, from the server's answer and what was sent. */
  success: (data: TData, variables: TVariables) => string | ToastText;
  /** Title of the failure toast. */
  errorTitle: string;
  /** Another description of the failure than the server's message, where the spec asks for one. */
  describeError?: FailureText['describe'];
  /** After the success toast, before the refresh (close a dialog, leave a deleted record's page…). */
  onSuccess?: (data: TData, variables: TVariables) => void;
  /** After the failure toast (mark the fields the server refused…). */
  onError?: (error: Error, variables: TVariables) => void;
}

/** A failure's description: a refusal of the shared rules in the screen's language; any other answer as the server gave it. */
export function failureInLanguage(t: TFunction): NonNullable<FailureText['describe']> {
  return (failure, fallback) => {
    const text = errorMessage(failure, fallback);
    // A refusal naming a field ("field: text") is read by the field's own text.
    const fieldText = failure instanceof ApiError && failure.body?.field ? failure.body.fields?.[failure.body.field] : undefined;
    const key = validationMessageKey(text) ?? (fieldText ? validationMessageKey(fieldText) : undefined);
    return key ? t(`validation.${key}`) : text;
  };
}

export function useAdminMutation<TData, TVariables = void>(options: AdminMutationOptions<TData, TVariables>) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.request,
    onSuccess: async (data, variables) => {
      showSuccess(toast, options.success(data, variables));
      options.onSuccess?.(data, variables);
      if (options.resources) await invalidateAdmin(queryClient, ...options.resources);
    },
    onError: (error, variables) => {
      showFailure(toast, error, { title: options.errorTitle, fallback: t('common.error'), describe: options.describeError ?? failureInLanguage(t) });
      options.onError?.(error, variables);
    },
  });
}
