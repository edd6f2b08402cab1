/**
 * What staff do with a proposal, each asked first in a dialog that says what it does: send to the client (then the
 * link it made, with a copy button), new version (opens the new draft), revoke the link, delete a draft.
 */
import { Copy, FileDown, FilePlus2, Link2Off, Pencil, ReceiptText, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { AdminProposal } from '@/shared/schemas/proposal';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Dialog } from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { invoicesApi } from '@/client/api/invoices-api';
import { proposalsApi } from '@/client/api/proposals-api';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminMutation } from '../common/use-admin-mutation';

type Action = 'send' | 'newVersion' | 'revoke' | 'delete' | 'invoice';

export function ProposalActions({ proposal }: { proposal: AdminProposal }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Action | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const number = proposal.number;
  const store = (p: AdminProposal) => queryClient.setQueryData(proposalsApi.detailKey(p.id), p);

  const send = useAdminMutation({
    request: () => proposalsApi.send(proposal.id),
    resources: [proposalsApi],
    success: () => t('admin.proposals.actions.sent'),
    errorTitle: t('admin.proposals.actions.sendError'),
    onSuccess: (result) => {
      store(result.proposal);
      setAsking(null);
      setLink(result.link);
    },
  });
  const newVersion = useAdminMutation({
    request: () => proposalsApi.newVersion(proposal.id),
    resources: [proposalsApi],
    success: (created) => t('admin.proposals.detail.version', { version: created.version }),
    errorTitle: t('admin.proposals.actions.newVersionError'),
    onSuccess: (created) => {
      store(created);
      setAsking(null);
      void navigate(`/admin/proposals/${created.id}/edit`);
    },
  });
  const revoke = useAdminMutation({
    request: () => proposalsApi.revokeLink(proposal.id),
    resources: [proposalsApi],
    success: () => t('admin.proposals.actions.revoked'),
    errorTitle: t('admin.proposals.actions.revokeError'),
    onSuccess: (updated) => {
      store(updated);
      setAsking(null);
    },
  });
  const remove = useAdminMutation({
    request: () => proposalsApi.remove(proposal.id),
    resources: [proposalsApi],
    success: () => t('admin.proposals.actions.deleted'),
    errorTitle: t('admin.proposals.actions.deleteError'),
    onSuccess: () => {
      setAsking(null);
      void navigate('/admin/proposals', { replace: true });
    },
  });
  // An accepted proposal's one-time part becomes an invoice draft (issue 23), opened in the invoice editor.
  const invoice = useAdminMutation({
    request: () => invoicesApi.fromProposal(proposal.id),
    resources: [invoicesApi],
    success: () => t('admin.invoices.fromProposal.created'),
    errorTitle: t('admin.invoices.fromProposal.error'),
    onSuccess: (created) => {
      queryClient.setQueryData(invoicesApi.detailKey(created.id), created);
      setAsking(null);
      void navigate(`/admin/invoices/${created.id}/edit`);
    },
  });
  const mutations = { send, newVersion, revoke, delete: remove } as const;
  const draft = proposal.status === 'draft';
  const canVersion = !draft && proposal.supersededById === null;

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {draft ? (
          <>
            <Button variant="secondary" className="min-h-11" onClick={() => void navigate(`/admin/proposals/${proposal.id}/edit`)}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              {t('admin.proposals.actions.edit')}
            </Button>
            <Button variant="destructive" className="min-h-11" onClick={() => setAsking('delete')}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t('admin.proposals.actions.delete')}
            </Button>
            <Button className="min-h-11" onClick={() => setAsking('send')}>
              <Send aria-hidden="true" className="h-4 w-4" />
              {t('admin.proposals.actions.send')}
            </Button>
          </>
        ) : null}
        {proposal.pdfSha256 !== null ? (
          <Button asChild variant="secondary" className="min-h-11">
            <a href={proposalsApi.pdfUrl(proposal.id)} download>
              <FileDown aria-hidden="true" className="h-4 w-4" />
              {t('admin.proposals.actions.downloadPdf')}
            </a>
          </Button>
        ) : null}
        {proposal.linkActive ? (
          <Button variant="destructive" className="min-h-11" onClick={() => setAsking('revoke')}>
            <Link2Off aria-hidden="true" className="h-4 w-4" />
            {t('admin.proposals.actions.revoke')}
          </Button>
        ) : null}
        {proposal.status === 'accepted' ? (
          <Button className="min-h-11" onClick={() => setAsking('invoice')}>
            <ReceiptText aria-hidden="true" className="h-4 w-4" />
            {t('admin.invoices.fromProposal.button')}
          </Button>
        ) : null}
        {canVersion ? (
          <Button className="min-h-11" onClick={() => setAsking('newVersion')}>
            <FilePlus2 aria-hidden="true" className="h-4 w-4" />
            {t('admin.proposals.actions.newVersion')}
          </Button>
        ) : null}
      </div>
      {(['send', 'newVersion', 'revoke', 'delete'] as const).map((action) => (
        <ConfirmDialog
          key={action}
          open={asking === action}
          onOpenChange={(open) => setAsking(open ? action : null)}
          title={t(`admin.proposals.actions.${action}Title`, { number })}
          description={t(`admin.proposals.actions.${action}Description`)}
          confirmLabel={t(`admin.proposals.actions.${action}`)}
          tone={action === 'revoke' || action === 'delete' ? 'destructive' : 'primary'}
          pending={mutations[action].isPending}
          onConfirm={() => mutations[action].mutate()}
        />
      ))}
      <ConfirmDialog
        open={asking === 'invoice'}
        onOpenChange={(open) => setAsking(open ? 'invoice' : null)}
        title={t('admin.invoices.fromProposal.title', { number })}
        description={t('admin.invoices.fromProposal.description')}
        confirmLabel={t('admin.invoices.fromProposal.button')}
        tone="primary"
        pending={invoice.isPending}
        onConfirm={() => invoice.mutate()}
      />
      <SentLinkDialog link={link} onClose={() => setLink(null)} />
    </>
  );
}

/** After sending: the client's link (the proposal as read later carries no token), with a copy button. */
function SentLinkDialog({ link, onClose }: { link: string | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={link !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={t('admin.proposals.actions.sentTitle')} closeLabel={t('common.close')}>
      <p className="text-sm text-slate-600">{t('admin.proposals.actions.sentDescription')}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Input readOnly value={link ?? ''} aria-label={t('admin.proposals.actions.sentTitle')} className="h-11 font-mono" onFocus={(e) => e.currentTarget.select()} />
        <Button
          className="min-h-11"
          onClick={() => {
            if (!link) return;
            void navigator.clipboard.writeText(link).then(
              () => toast.success(t('admin.proposals.actions.copied')),
              () => toast.error(t('common.error')),
            );
          }}
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
          {t('admin.proposals.actions.copy')}
        </Button>
      </div>
    </Dialog>
  );
}
