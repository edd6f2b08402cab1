import { useT } from '@/client/i18n/use-t';
import type { ProposalStatus } from '@/shared/schemas/proposal';
import { Badge } from '@/client/components/ui/badge';

const STATUS_CLASS: Record<ProposalStatus, string> = {
  draft: 'bg-slate-200 text-slate-800',
  sent: 'bg-sky-100 text-sky-900',
  viewed: 'bg-indigo-100 text-indigo-900',
  accepted: 'bg-green-100 text-green-900',
  declined: 'bg-red-100 text-red-900',
  expired: 'bg-amber-100 text-amber-900',
};

/** A proposal's status, translated. */
export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const t = useT();
  return <Badge className={STATUS_CLASS[status]}>{t(`admin.proposals.status.${status}`)}</Badge>;
}
