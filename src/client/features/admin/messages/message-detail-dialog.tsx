import { Ban, Inbox, Mail, MailOpen, Reply, Trash2, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/client/i18n/use-t';
import { Link } from 'react-router';
import type { AdminMessage } from '@/shared/api-types';
import { isPossibleSpam } from '@/shared/constants';
import { formatMoney } from '@/shared/money/format-money';
import { majorToMinor } from '@/shared/money/minor-units';
import { formatDateTime } from '@/shared/dates';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { useAdminLanguage } from '../common/use-admin-language';
import { CreateProposalButton } from './create-proposal-button';

interface MessageDetailDialogProps {
  message: AdminMessage | null;
  onOpenChange: (open: boolean) => void;
  onToggleStatus: (message: AdminMessage) => void;
  onDelete: (message: AdminMessage) => void;
  /** Mark spam, or "not spam" for a message in spam. */
  onSpam: (message: AdminMessage) => void;
  /** A possible spam (issue 20) confirmed as spam: it leaves the default inbox. */
  onConfirmSpam: (message: AdminMessage) => void;
  /** Opens the client dialog prefilled from the message. */
  onCreateClient: (message: AdminMessage) => void;
  statusPending: boolean;
}

/**
 * The full enquiry with a mailto reply link: where it came from (page, language), a quote's configuration and prices,
 * the linked client or "Create client". Opening it changes nothing: read/unread is the admin's explicit choice.
 */
export function MessageDetailDialog({ message, onOpenChange, onToggleStatus, onDelete, onSpam, onConfirmSpam, onCreateClient, statusPending }: MessageDetailDialogProps) {
  const t = useT();
  const lang = useAdminLanguage();
  const unread = message?.status === 'unread';
  const spam = message?.status === 'spam';
  const possibleSpam = message ? isPossibleSpam(message) : false;
  const row = (label: string, value: ReactNode) => (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{value}</dd>
    </>
  );
  return (
    <Dialog closeLabel={t('common.close')}
      open={message !== null}
      onOpenChange={onOpenChange}
      title={message ? t('admin.messages.detailTitle', { name: message.name }) : ''}
      className="max-w-2xl"
    >
      {message ? (
        <div className="space-y-4">
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-slate-600">{t('admin.messages.from')}</dt>
            <dd className="min-w-0 break-words text-slate-900">
              {message.name} &lt;
              <a href={`mailto:${message.email}`} className="text-brand-700 underline hover:no-underline">
                {message.email}
              </a>
              &gt;
            </dd>
            {message.phone
              ? row(
                  t('admin.messages.detail.phone'),
                  <a href={`tel:${message.phone.replace(/\s+/g, '')}`} className="text-brand-700 underline hover:no-underline">
                    {message.phone}
                  </a>,
                )
              : null}
            <dt className="font-medium text-slate-600">{t('admin.messages.received')}</dt>
            <dd className="text-slate-900">
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, lang)}</time>
            </dd>
            {row(t('admin.messages.kind.label'), t(`admin.messages.kind.${message.kind}`))}
            {row(t('admin.messages.detail.page'), message.pagePath ?? t('admin.messages.detail.unknown'))}
            {row(t('admin.messages.detail.language'), message.language ? t(`admin.messages.detail.languages.${message.language}`) : t('admin.messages.detail.unknown'))}
            <dt className="font-medium text-slate-600">{t('admin.messages.statusLabel')}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <Badge tone={unread ? 'brand' : 'neutral'} className={possibleSpam ? 'bg-amber-100 text-amber-900' : spam ? 'bg-red-100 text-red-900' : undefined}>
                {possibleSpam ? t('admin.messages.spam.possible') : t(`admin.messages.status.${message.status}`)}
              </Badge>
              {spam && message.spamReason ? (
                <span className="text-slate-600">
                  {t('admin.messages.spam.reason')}: {t(`admin.messages.spam.reasons.${message.spamReason}`)}
                </span>
              ) : null}
            </dd>
            {message.clientId !== null
              ? row(
                  t('admin.messages.detail.client'),
                  <Link to={`/admin/clients/${message.clientId}`} className="text-brand-700 underline hover:no-underline">
                    {message.clientName ?? `#${message.clientId}`}
                  </Link>,
                )
              : null}
            {message.projectId !== null ? row(t('admin.messages.detail.project'), message.projectName ?? `#${message.projectId}`) : null}
          </dl>
          {possibleSpam ? <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('admin.messages.spam.possibleHint')}</p> : null}
          {message.quote ? <QuoteDetails quote={message.quote} /> : null}
          {message.kind === 'quote' ? <h3 className="text-sm font-semibold text-slate-900">{t('admin.messages.detail.note')}</h3> : null}
          <p className="whitespace-pre-wrap break-words rounded-md bg-slate-50 p-4 text-slate-900">
            {message.message.trim() === '' ? t('admin.messages.detail.unknown') : message.message}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button variant="destructive" onClick={() => onDelete(message)}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t('admin.messages.delete.button')}
            </Button>
            <Button variant="secondary" disabled={statusPending} onClick={() => onSpam(message)}>
              {spam ? <Inbox aria-hidden="true" className="h-4 w-4" /> : <Ban aria-hidden="true" className="h-4 w-4" />}
              {spam ? t('admin.messages.spam.unmark') : t('admin.messages.spam.mark')}
            </Button>
            {possibleSpam ? (
              <Button variant="secondary" disabled={statusPending} onClick={() => onConfirmSpam(message)}>
                <Ban aria-hidden="true" className="h-4 w-4" />
                {t('admin.messages.spam.confirm')}
              </Button>
            ) : null}
            {spam ? null : (
              <Button variant="secondary" disabled={statusPending} onClick={() => onToggleStatus(message)}>
                {unread ? <MailOpen aria-hidden="true" className="h-4 w-4" /> : <Mail aria-hidden="true" className="h-4 w-4" />}
                {unread ? t('admin.messages.status.markRead') : t('admin.messages.status.markUnread')}
              </Button>
            )}
            {message.clientId === null && !spam ? (
              <Button variant="secondary" onClick={() => onCreateClient(message)}>
                <UserPlus aria-hidden="true" className="h-4 w-4" />
                {t('admin.messages.detail.createClient')}
              </Button>
            ) : null}
            {message.kind === 'quote' && !spam ? <CreateProposalButton message={message} /> : null}
            <Button asChild>
              <a href={`mailto:${message.email}`}>
                <Reply aria-hidden="true" className="h-4 w-4" />
                {t('admin.messages.reply')}
              </a>
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

/** A quote's plan, payment mode, services and the prices the server computed: Kč, and USD as the English page showed. */
function QuoteDetails({ quote }: { quote: NonNullable<AdminMessage['quote']> }) {
  const t = useT();
  const lang = useAdminLanguage();
  const prices = [
    ['setup', quote.priceCzk.setup, quote.priceUsd.setup],
    ['monthly', quote.priceCzk.monthly, quote.priceUsd.monthly],
    ['firstYear', quote.priceCzk.firstYearTotal, quote.priceUsd.firstYearTotal],
  ] as const;
  return (
    <section aria-labelledby="message-quote-heading" className="rounded-md border border-amber-200 bg-amber-50 p-4 text-sm">
      <h3 id="message-quote-heading" className="font-semibold text-slate-900">
        {t('admin.messages.detail.quote')}
      </h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {quote.company ? (
          <>
            <dt className="text-slate-700">{t('admin.messages.detail.company')}</dt>
            <dd className="font-medium text-slate-900">{quote.company}</dd>
          </>
        ) : null}
        {quote.ico ? (
          <>
            <dt className="text-slate-700">{t('admin.messages.detail.ico')}</dt>
            <dd className="text-slate-900">{quote.ico}</dd>
          </>
        ) : null}
        <dt className="text-slate-700">{t('admin.messages.detail.plan')}</dt>
        <dd className="font-medium text-slate-900">{quote.planNames?.[lang] ?? t(`admin.messages.plans.${quote.plan}`)}</dd>
        <dt className="text-slate-700">{t('admin.messages.detail.paymentMode')}</dt>
        <dd className="text-slate-900">{t(`admin.messages.paymentModes.${quote.paymentMode}`)}</dd>
        <dt className="text-slate-700">{t('admin.messages.detail.services')}</dt>
        <dd className="text-slate-900">
          {quote.services.length ? quote.services.map((s) => t(`admin.messages.services.${s}`)).join(', ') : t('admin.messages.detail.noServices')}
        </dd>
      </dl>
      <table className="mt-3 w-full text-left">
        <caption className="sr-only">{t('admin.messages.detail.prices')}</caption>
        <thead>
          <tr className="text-slate-700">
            <th scope="col" className="py-1 font-medium">
              {t('admin.messages.detail.prices')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('admin.messages.detail.czk')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('admin.messages.detail.usd')}
            </th>
          </tr>
        </thead>
        <tbody>
          {prices.map(([key, czk, usd]) => (
            <tr key={key} className="border-t border-amber-200">
              <th scope="row" className="py-1 font-normal text-slate-700">
                {t(`admin.messages.detail.${key}`)}
              </th>
              <td className="py-1 text-right tabular-nums text-slate-900">{formatMoney(majorToMinor(czk), 'CZK', lang)}</td>
              <td className="py-1 text-right tabular-nums text-slate-900">{`$${usd.toLocaleString('en-US')}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
