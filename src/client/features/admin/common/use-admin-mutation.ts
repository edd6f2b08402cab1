/**
 * One back-office change (docs/product/rules.md#feedback): send it, confirm with a success toast, refresh the lists and figures it touches;
 * on failure a destructive toast whose description is the server's message. The toasts follow the one save rule of
 * lib/form-save.ts; forms use it through useFormSave, which also marks the fields the server refused.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/client/i18n/use-t';
import { toast } from 'sonner';
import { showFailure, showSuccess, type FailureText, type ToastText } from '@/client/lib/form-save';
import { invalidateAdmin, type Refreshable } from './use-admin-list';
import { errorMessage } from '@/client/lib/api-request';
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
      const inLanguage: FailureText['describe'] = (failure, fallback) => {
        // A refusal of the shared rules is told in the screen's language; any other answer as the server gave it.
        const text = errorMessage(failure, fallback);
        const key = validationMessageKey(text);
        return key ? t(`validation.${key}`) : text;
      };
      showFailure(toast, error, { title: options.errorTitle, fallback: t('common.error'), describe: options.describeError ?? inLanguage });
      options.onError?.(error, variables);
    },
  });
}
