/**
 * The draft editor (docs/product/proposals.md): react-hook-form on the shared proposal schema, the line items, and
 * the live totals by the shared rule, sent as `expectedTotals` so the server refuses a save whose totals differ.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import { useNavigate } from 'react-router';
import { proposalSchema, type AdminProposal, type ProposalFormValues, type ProposalInput } from '@/shared/schemas/proposal';
import { Button } from '@/client/components/ui/button';
import { proposalsApi } from '@/client/api/proposals-api';
import { AdminPageHeader } from '../common/admin-page-header';
import { useAdminLanguage } from '../common/use-admin-language';
import { useFormSave } from '../common/use-form-save';
import { liveTotals } from './live-totals';
import { isoDay } from '../common/document-format';
import { ProposalHeaderFields } from './proposal-header-fields';
import { ProposalLineFields } from './proposal-line-fields';
import { ProposalTotals } from './proposal-totals';

const resolver = zodResolver(proposalSchema);

const HEADER_FIELDS = ['clientId', 'title', 'language', 'currency', 'vatMode', 'validUntil', 'intro', 'terms'] as const satisfies readonly Path<ProposalFormValues>[];
const LINE_FIELDS = ['service', 'description', 'quantityThousandths', 'unit', 'unitPriceMinor', 'discountBasisPoints', 'vatRateCode', 'recurrence'] as const;

/** Every field a server 400 may name, in screen order: the header, each line's fields, then the totals. */
function formFields(lineCount: number): Path<ProposalFormValues>[] {
  const lines = Array.from({ length: lineCount }, (_, i) => LINE_FIELDS.map((f): Path<ProposalFormValues> => `lines.${i}.${f}`)).flat();
  return [...HEADER_FIELDS, 'lines', ...lines, 'expectedTotals.oneTimeMinor', 'expectedTotals.monthlyMinor'];
}

interface ProposalEditorProps {
  /** The stored draft; absent for a new proposal. */
  proposal?: AdminProposal;
  initial: ProposalFormValues;
}

export function ProposalEditor({ proposal, initial }: ProposalEditorProps) {
  const t = useT();
  const lang = useAdminLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ProposalFormValues, unknown, ProposalInput>({ resolver, defaultValues: initial });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const vatMode = useWatch({ control: form.control, name: 'vatMode' });
  const currency = useWatch({ control: form.control, name: 'currency' }) ?? 'CZK';
  // The server totals a draft with the VAT rates of the day it is saved.
  const today = isoDay();
  const totals = liveTotals(lines, vatMode, today);

  const mutation = useFormSave(form, {
    request: (values: ProposalInput) => {
      const computed = liveTotals(values.lines, values.vatMode, today);
      const input: ProposalInput = computed
        ? { ...values, expectedTotals: { oneTimeMinor: computed.oneTime.payableMinor, monthlyMinor: computed.monthly.payableMinor } }
        : values;
      return proposal ? proposalsApi.update(proposal.id, input) : proposalsApi.create(input);
    },
    resources: [proposalsApi],
    success: () => t('admin.proposals.form.saved'),
    errorTitle: t('admin.proposals.form.saveError'),
    onSuccess: (saved) => {
      queryClient.setQueryData(proposalsApi.detailKey(saved.id), saved);
      void navigate(`/admin/proposals/${saved.id}`);
    },
    fields: formFields(lines?.length ?? 0),
  });

  const totalsError = form.formState.errors.expectedTotals;
  const title = proposal ? t('admin.proposals.form.editTitle', { number: proposal.number }) : t('admin.proposals.form.newTitle');
  return (
    <div>
      <AdminPageHeader title={title} backTo={proposal ? `/admin/proposals/${proposal.id}` : '/admin/proposals'} backLabel={t('admin.proposals.detail.back')} />
      <form noValidate className="space-y-6" onSubmit={(e) => void form.handleSubmit((values) => mutation.mutate(values))(e)}>
        <ProposalHeaderFields form={form} lang={lang} isNew={!proposal} initialClient={proposal && proposal.clientId !== null ? { id: proposal.clientId, name: proposal.clientName } : undefined}
          pendingClient={proposal?.pendingClientEmail ? { name: proposal.clientName, email: proposal.pendingClientEmail } : undefined}
        />
        <ProposalLineFields form={form} currency={currency} lang={lang} totals={totals} />
        <ProposalTotals
          totals={totals}
          currency={currency}
          lang={lang}
          error={totalsError?.oneTimeMinor?.message ?? totalsError?.monthlyMinor?.message}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="submit" className="min-h-11" disabled={mutation.isPending}>
            {mutation.isPending ? t('admin.common.saving') : t('admin.proposals.form.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
