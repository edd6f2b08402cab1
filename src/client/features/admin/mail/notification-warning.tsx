/**
 * A plain warning while enquiry notifications reach nobody (issue 20): no SMTP server, or no recipient. It names the
 * fix. Shown on the dashboard (to admins) and on the Outgoing mail screen; nothing while notifications go out.
 */
import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useT } from '@/client/i18n/use-t';
import type { MailDelivery } from '@/shared/api-types';
import { mailDeliveryApi } from '@/client/api/mail-api';

export function NotificationWarning() {
  const t = useT();
  const delivery = useQuery<MailDelivery>({ queryKey: mailDeliveryApi.key, queryFn: mailDeliveryApi.get });
  if (!delivery.data) return null;
  const problems: string[] = [];
  if (!delivery.data.smtpConfigured) problems.push(t('admin.mail.warning.noSmtp'));
  if (delivery.data.recipients.length === 0) problems.push(t('admin.mail.warning.noRecipient'));
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">{t('admin.mail.warning.title')}</p>
        {problems.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </div>
  );
}
