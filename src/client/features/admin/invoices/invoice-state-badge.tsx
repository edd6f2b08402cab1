import { useT } from '@/client/i18n/use-t';
import type { InvoicePaymentState } from '@/shared/schemas/invoice';
import { Badge } from '@/client/components/ui/badge';

/** One colour per payment state; overdue is red, paid green, a draft grey. */
export const INVOICE_STATE_CLASS: Record<InvoicePaymentState, string> = {
  draft: 'bg-slate-200 text-slate-800',
  unpaid: 'bg-sky-100 text-sky-900',
  partial: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
  overpaid: 'bg-violet-100 text-violet-900',
  overdue: 'bg-red-100 text-red-900',
  credited: 'bg-zinc-200 text-zinc-800',
};

/** An invoice's payment state, translated. */
export function InvoiceStateBadge({ state }: { state: InvoicePaymentState }) {
  const t = useT();
  return <Badge className={INVOICE_STATE_CLASS[state]}>{t(`admin.invoices.state.${state}`)}</Badge>;
}
