/**
 * Issuing with a past date says what will happen (docs/product/payments.md#reminders): when the due date the invoice
 * gets on issuing (typed, or the date of issue + the agency's invoice due days) has already passed, staff are told
 * that reminders go only to invoices sent to the client, and when the first and second would come. Shown under the
 * editor's dates and in the issue confirmation.
 */
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/client/i18n/use-t';
import { officeDay } from '@/shared/dates';
import { issuedPastDue, type DraftDates } from '@/shared/invoices/invoice-dates';
import { billingSettingsApi } from '@/client/api/billing-settings-api';

/**
 * The notice for a draft with these dates, or null while its due date is still ahead (or the settings are loading);
 * null dates (no draft): nothing is asked.
 */
export function usePastDueNotice(dates: DraftDates | null): string | null {
  const t = useT();
  const billing = useQuery({ queryKey: billingSettingsApi.key, queryFn: billingSettingsApi.get, enabled: dates !== null });
  const settings = billing.data;
  // A notice never breaks the screen it is on: settings without the day counts say nothing.
  if (!dates || !settings || !Number.isInteger(settings.invoiceDueDays) || !issuedPastDue(dates, settings.invoiceDueDays, officeDay())) return null;
  return [
    t('admin.invoices.pastDue.intro'),
    t('admin.invoices.pastDue.first', { count: settings.firstReminderDays }),
    t('admin.invoices.pastDue.second', { count: settings.secondReminderDays - settings.firstReminderDays }),
  ].join(' ');
}

/** The notice as a paragraph of the editor's dates. */
export function PastDueNotice({ dates }: { dates: DraftDates }) {
  const notice = usePastDueNotice(dates);
  if (!notice) return null;
  return (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      {notice}
    </p>
  );
}
