import { FileText } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '@/client/i18n/use-t';
import { useNavigate } from 'react-router';
import type { AdminMessage } from '@/shared/api-types';
import { Button } from '@/client/components/ui/button';
import { clientsApi } from '@/client/api/clients-api';
import { messagesApi } from '@/client/api/messages-api';
import { proposalsApi } from '@/client/api/proposals-api';
import { useAdminMutation } from '../common/use-admin-mutation';

/**
 * "Create proposal" on a quote request (issue 22): the server turns its plan and services into lines at its own
 * prices, matches or makes the client, and the new draft opens in the editor.
 */
export function CreateProposalButton({ message }: { message: AdminMessage }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useAdminMutation({
    request: () => proposalsApi.fromMessage(message.id),
    // The sender may have become a client, linked to the message.
    resources: [proposalsApi, messagesApi, clientsApi],
    success: (created) => `${t('admin.proposals.form.saved')}: ${created.number}`,
    errorTitle: t('admin.proposals.actions.fromMessageError'),
    onSuccess: (created) => {
      queryClient.setQueryData(proposalsApi.detailKey(created.id), created);
      void navigate(`/admin/proposals/${created.id}/edit`);
    },
  });
  return (
    <Button disabled={create.isPending} onClick={() => create.mutate()}>
      <FileText aria-hidden="true" className="h-4 w-4" />
      {t('admin.proposals.actions.fromMessage')}
    </Button>
  );
}
