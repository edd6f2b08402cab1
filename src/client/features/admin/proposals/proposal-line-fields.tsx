/** The editor's line items: add, remove, reorder; each line's numbers typed as decimals and held as integers. */
import type { UseFormReturn } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import type { Language } from '@/shared/constants';
import type { DocumentTotals } from '@/shared/money/document-totals';
import { RECURRENCES } from '@/shared/money/document-totals';
import { MAX_PROPOSAL_LINES, type ProposalCurrency, type ProposalFormValues, type ProposalInput } from '@/shared/schemas/proposal';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { DocumentLineFields, NEW_DOCUMENT_LINE } from '../common/document-line-fields';

type Form = UseFormReturn<ProposalFormValues, unknown, ProposalInput>;

export const NEW_LINE: ProposalFormValues['lines'][number] = { service: '', ...NEW_DOCUMENT_LINE, recurrence: 'one_time' };

interface LineFieldsProps {
  form: Form;
  /** The proposal's currency, for the unit price's label and the line bases. */
  currency: ProposalCurrency;
  lang: Language;
  totals: DocumentTotals | null;
}

export function ProposalLineFields(props: LineFieldsProps) {
  const t = useT();
  const { register, formState } = props.form;
  const errors = formState.errors.lines;
  return (
    <DocumentLineFields
      {...props}
      area="proposals"
      name="lines"
      newLine={{ ...NEW_LINE }}
      maxLines={MAX_PROPOSAL_LINES}
      path={(index, field) => `lines.${index}.${field}`}
      lead={(index) => (
        <div className="md:col-span-3">
          <FormField label={t('admin.proposals.form.service')} error={errors?.[index]?.service?.message}>
            <Input className="h-11 md:h-10" {...register(`lines.${index}.service`)} />
          </FormField>
        </div>
      )}
      tail={(index) => (
        <FormField label={t('admin.proposals.form.recurrence')} error={errors?.[index]?.recurrence?.message}>
          <Select className="h-11 md:h-10" {...register(`lines.${index}.recurrence`)}>
            {RECURRENCES.map((r) => (
              <option key={r} value={r}>
                {t(`admin.proposals.recurrence.${r}`)}
              </option>
            ))}
          </Select>
        </FormField>
      )}
    />
  );
}
