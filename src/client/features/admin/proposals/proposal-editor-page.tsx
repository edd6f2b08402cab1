/** /admin/proposals/new (?clientId=) and /admin/proposals/:id/edit: the draft editor. */
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/client/i18n/use-t';
import { Navigate, useParams, useSearchParams } from 'react-router';
import type { AdminProposal, ProposalFormValues } from '@/shared/schemas/proposal';
import { FullPageSpinner } from '@/client/components/ui/spinner';
import { usePageMeta } from '@/client/lib/page-meta';
import { proposalsApi } from '@/client/api/proposals-api';
import { isoDay } from '../common/document-format';
import { NEW_LINE } from './proposal-line-fields';
import { ProposalEditor } from './proposal-editor';
import { ProposalNotFound } from './proposal-not-found';

/** Days a new proposal is valid by default. */
export const DEFAULT_VALIDITY_DAYS = 30;

const parseId = (raw: string | null | undefined): number | null => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/** A new proposal's form: the client given (or none yet), today + 30 days, one blank line. */
export function newProposalValues(clientId: number | null): ProposalFormValues {
  return {
    clientId: clientId ?? '',
    title: '',
    language: 'cs',
    currency: 'CZK',
    vatMode: 'czech_vat',
    validUntil: isoDay(DEFAULT_VALIDITY_DAYS),
    intro: '',
    terms: '',
    lines: [{ ...NEW_LINE }],
  };
}

/** A stored draft as the form's values. */
export function proposalValues(p: AdminProposal): ProposalFormValues {
  return {
    clientId: p.clientId ?? '',
    title: p.title,
    language: p.language,
    currency: p.currency,
    vatMode: p.vatMode,
    validUntil: p.validUntil,
    intro: p.intro,
    terms: p.terms,
    lines: p.lines.map((l) => ({
      service: l.service,
      description: l.description,
      quantityThousandths: l.quantityThousandths,
      unit: l.unit,
      unitPriceMinor: l.unitPriceMinor,
      discountBasisPoints: l.discountBasisPoints,
      vatRateCode: l.vatRateCode,
      recurrence: l.recurrence,
    })),
  };
}

export function ProposalEditorPage() {
  const t = useT();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const id = params.id === undefined ? null : parseId(params.id);
  const editing = params.id !== undefined;
  const query = useQuery({ queryKey: proposalsApi.detailKey(id ?? 0), queryFn: () => proposalsApi.get(id ?? 0), enabled: id !== null });
  const proposal = query.data;
  usePageMeta({ title: proposal ? t('admin.proposals.form.editTitle', { number: proposal.number }) : t('admin.proposals.form.newTitle') });

  if (!editing) {
    const clientId = parseId(searchParams.get('clientId'));
    return <ProposalEditor initial={newProposalValues(clientId)} />;
  }
  if (id === null || query.isError) return <ProposalNotFound />;
  if (!proposal) return <FullPageSpinner />;
  // A sent proposal is never edited: its page offers a new version instead.
  if (proposal.status !== 'draft') return <Navigate to={`/admin/proposals/${proposal.id}`} replace />;
  return <ProposalEditor key={proposal.id} proposal={proposal} initial={proposalValues(proposal)} />;
}
