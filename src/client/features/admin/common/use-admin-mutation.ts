/**
 * One back-office change (SPEC §8): send it, confirm with a success toast, refresh the lists and figures it touches;
 * on failure a destructive toast whose description is the server's message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-request';
import { invalidateAdmin, type Refreshable } from './use-admin-list';

interface SuccessToast {
  title: string;
  description?: string;
}

interface AdminMutationOptions<TData, TVariables> {
  request: (variables: TVariables) => Promise<TData>;
  /** Resources whose queries to refresh (blogApi, projectsApi…); the dashboard figures and accounting always are. */
  resources: readonly Refreshable[];
  /** The success toast, from the server's answer and what was sent. */
  success: (data: TData, variables: TVariables) => string | SuccessToast;
  /** Title of the failure toast. */
  errorTitle: string;
  /** After the success toast, before the refresh (close a dialog, leave a deleted record's page…). */
  onSuccess?: (data: TData, variables: TVariables) => void;
}

export function useAdminMutation<TData, TVariables = void>(options: AdminMutationOptions<TData, TVariables>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.request,
    onSuccess: async (data, variables) => {
      const shown = options.success(data, variables);
      const { title, description } = typeof shown === 'string' ? { title: shown, description: undefined } : shown;
      toast.success(title, description ? { description } : undefined);
      options.onSuccess?.(data, variables);
      await invalidateAdmin(queryClient, ...options.resources);
    },
    onError: (error) => {
      toast.error(options.errorTitle, { description: errorMessage(error, t('common.error')) });
    },
  });
}
