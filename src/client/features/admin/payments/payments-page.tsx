/**
 * /admin/payments (docs/product/invoice-screens.md#payments): upload a bank statement, the Fio bank feeds (issue 37),
 * the transactions waiting to be paired (pair with an invoice, or ignore), the matched and ignored ones, and the
 * statements uploaded so far (a feed's polls among them, named "Fio API").
 */
import { useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { Link } from 'react-router';
import { BANK_TRANSACTION_STATES } from '@/shared/schemas/invoice';
import type { AdminBankTransaction } from '@/shared/schemas/payment';
import { formatDateTime, formatDay } from '@/shared/dates';
import type { Language } from '@/shared/constants';
import { Button } from '@/client/components/ui/button';
import { Select } from '@/client/components/ui/select';
import { usePageMeta } from '@/client/lib/page-meta';
import { bankStatementsApi, bankTransactionsApi } from '@/client/api/payments-api';
import { AdminPageHeader } from '../common/admin-page-header';
import { PagedList } from '../common/paged-list-parts';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminList } from '../common/use-admin-list';
import { transactionsListParams, transactionsState } from './transactions-list';
import { useAdminMutation } from '../common/use-admin-mutation';
import { useAddressParams } from '../common/use-address-param';
import { formatMoney } from '../common/document-format';
import { PairDialog } from './pair-dialog';
import { StatementUpload } from './statement-upload';
import { BankFeedsPanel } from './bank-feeds-panel';

const KNOWN_REASONS = ['no_symbol', 'unknown_symbol', 'currency', 'ambiguous', 'debit'] as const;

export function PaymentsPage() {
  const t = useT();
  usePageMeta({ title: t('admin.payments.title') });
  return (
    <div className="space-y-6">
      <AdminPageHeader title={t('admin.payments.title')} />
      <StatementUpload />
      <BankFeedsPanel />
      <Transactions />
      <Imports />
    </div>
  );
}


function Transactions() {
  const t = useT();
  const lang = useAdminLanguage();
  const { searchParams, setParam } = useAddressParams();
  const state = transactionsState(searchParams);
  const list = useAdminList(bankTransactionsApi, transactionsListParams(searchParams));
  const [pairing, setPairing] = useState<AdminBankTransaction | null>(null);
  const toggle = useAdminMutation({
    request: (tx: AdminBankTransaction) => (tx.state === 'ignored' ? bankTransactionsApi.unignore(tx.id) : bankTransactionsApi.ignore(tx.id)),
    resources: [bankTransactionsApi],
    success: (changed) => (changed.state === 'ignored' ? t('admin.payments.transactions.ignored') : t('admin.payments.transactions.unignored')),
    errorTitle: t('admin.payments.transactions.ignoreError'),
  });
  return (
    <section aria-labelledby="bank-transactions-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="bank-transactions-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.payments.transactions.heading')}
        </h2>
        <div className="w-full sm:w-56">
          <label htmlFor="bank-transactions-state" className="block text-sm font-medium text-slate-800">
            {t('admin.payments.transactions.stateFilter')}
          </label>
          <Select id="bank-transactions-state" className="mt-1.5 h-11 md:h-10" value={state} onChange={(e) => setParam('state', e.target.value === 'unmatched' ? '' : e.target.value)}>
            {BANK_TRANSACTION_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.payments.transactions.state.${s}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <PagedList list={list} searching={false} emptyText={t(`admin.payments.transactions.empty.${state}`)}>
        <ul aria-label={t('admin.payments.transactions.listLabel')} aria-busy={list.isFetching} className="space-y-2">
          {list.items.map((tx) => (
            <TransactionRow
              key={tx.id}
              transaction={tx}
              lang={lang}
              busy={toggle.isPending}
              onPair={() => setPairing(tx)}
              onToggleIgnore={() => toggle.mutate(tx)}
            />
          ))}
        </ul>
      </PagedList>
      <PairDialog transaction={pairing} lang={lang} onClose={() => setPairing(null)} />
    </section>
  );
}

interface TransactionRowProps {
  transaction: AdminBankTransaction;
  lang: Language;
  busy: boolean;
  onPair: () => void;
  onToggleIgnore: () => void;
}

function TransactionRow({ transaction: tx, lang, busy, onPair, onToggleIgnore }: TransactionRowProps) {
  const t = useT();
  const col = (name: 'date' | 'amount' | 'counterparty' | 'variableSymbol' | 'message' | 'reason' | 'invoice') => t(`admin.payments.transactions.columns.${name}`);
  const reason = KNOWN_REASONS.find((r) => r === tx.unmatchedReason) ?? 'unknown';
  const counterparty = [tx.counterpartyName, tx.counterpartyAccount].filter(Boolean).join(' · ');
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <dl className="grid min-w-0 grid-cols-2 gap-x-4 gap-y-1 md:grid-cols-[7rem_9rem_minmax(0,1fr)_10rem] lg:flex-1">
          <div>
            <dt className="text-xs text-slate-600">{col('date')}</dt>
            <dd>{formatDay(tx.bookedOn, lang)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">{col('amount')}</dt>
            <dd className={tx.amountMinor < 0 ? 'font-semibold tabular-nums text-red-800' : 'font-semibold tabular-nums text-slate-900'}>{formatMoney(tx.amountMinor, tx.currency, lang)}</dd>
          </div>
          <div className="col-span-2 min-w-0 md:col-span-1">
            <dt className="text-xs text-slate-600">{col('counterparty')}</dt>
            <dd className="break-words">{counterparty || '—'}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">{col('variableSymbol')}</dt>
            <dd className="font-mono">{tx.variableSymbol ?? '—'}</dd>
          </div>
          <div className="col-span-2 min-w-0 md:col-span-3">
            <dt className="text-xs text-slate-600">{col('message')}</dt>
            <dd className="break-words">{tx.message || '—'}</dd>
          </div>
          {tx.state === 'matched' ? (
            <div>
              <dt className="text-xs text-slate-600">{col('invoice')}</dt>
              <dd>
                {tx.invoiceId !== null ? (
                  <Link to={`/admin/invoices/${tx.invoiceId}`} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline hover:no-underline">
                    {tx.invoiceNumber ?? `#${tx.invoiceId}`}
                  </Link>
                ) : (
                  '—'
                )}
              </dd>
            </div>
          ) : (
            <div>
              <dt className="text-xs text-slate-600">{col('reason')}</dt>
              <dd>{t(`admin.payments.transactions.reason.${reason}`)}</dd>
            </div>
          )}
        </dl>
        <div className="flex flex-wrap gap-2 lg:justify-end">
          {tx.state === 'unmatched' && tx.amountMinor > 0 ? (
            <Button className="min-h-11" onClick={onPair}>
              {t('admin.payments.transactions.pair')}
            </Button>
          ) : null}
          {tx.state !== 'matched' ? (
            <Button variant="secondary" className="min-h-11" disabled={busy} onClick={onToggleIgnore}>
              {tx.state === 'ignored' ? t('admin.payments.transactions.unignore') : t('admin.payments.transactions.ignore')}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** The statements uploaded so far, newest first. */
function Imports() {
  const t = useT();
  const lang = useAdminLanguage();
  const list = useAdminList(bankStatementsApi, { pageSize: 20 });
  return (
    <section aria-labelledby="bank-imports-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="bank-imports-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {t('admin.payments.imports.heading')}
      </h2>
      <PagedList list={list} searching={false} emptyText={t('admin.payments.imports.empty')}>
        <ul aria-label={t('admin.payments.imports.listLabel')} className="divide-y divide-slate-100">
          {list.items.map((s) => (
            <li key={s.id} className="py-2 text-sm">
              <p className="font-medium break-words text-slate-900">
                {s.fileName} <span className="font-normal text-slate-600">({s.format === 'camt053' ? 'camt.053' : s.format === 'gpc' ? 'GPC' : t('admin.bankFeeds.format')})</span>
              </p>
              <p className="text-slate-700">
                {formatDateTime(s.createdAt, lang)} · {t('admin.payments.imports.line', { account: s.account, currency: s.currency, total: s.transactionsTotal, new: s.transactionsNew })}
                {s.importedByName ? ` · ${t('admin.payments.imports.by', { name: s.importedByName })}` : ''}
              </p>
            </li>
          ))}
        </ul>
      </PagedList>
    </section>
  );
}
