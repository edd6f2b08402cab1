import { Wallet } from 'lucide-react';
import { useT } from '@/client/i18n/use-t';
import { Badge } from '@/client/components/ui/badge';
import type { ClientStatus, PaymentStatus } from '@/shared/schemas/client';
import { CLIENT_STATUS_CLASS, PAYMENT_STATUS_CLASS } from './client-display';

/** The client's status (lead … completed), each in its own colour; screen readers hear "Client status: Active". */
export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  const t = useT();
  return (
    <Badge className={CLIENT_STATUS_CLASS[status]} data-status={status}>
      <span className="sr-only">{t('admin.client.statusLabel')}: </span>
      {t(`admin.client.status.${status}`)}
    </Badge>
  );
}

/** The payment status (not paid … overdue), outlined and with a wallet icon so it never reads as the client status. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT();
  return (
    <Badge className={`gap-1 ${PAYMENT_STATUS_CLASS[status]}`} data-payment={status}>
      <Wallet aria-hidden="true" className="h-3.5 w-3.5" />
      <span className="sr-only">{t('admin.client.paymentLabel')}: </span>
      {t(`admin.client.payment.${status}`)}
    </Badge>
  );
}
