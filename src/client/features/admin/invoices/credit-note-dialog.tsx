/**
 * "Credit note" on an issued invoice (issue 38; docs/product/invoice-screens.md#the-credit-note-dialog): the invoice's lines with
 * what is left uncredited of each and a quantity to credit (or "all"), or an amount per VAT rate, or the whole rest;
 * the reason; the credit note's totals live by the shared rule (src/shared/invoices/credit-note-lines.ts) — the same
 * the server issues — then issue, and open the credit note. A refusal (typed here or the server's) is said at its
 * field in the screen's language, by its reason code.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@/client/i18n/use-t';
import type { Language } from '@/shared/constants';
import { creditNoteLines, isRefused, nothingLeft, type CreditNoteRefused } from '@/shared/invoices/credit-note-lines';
import { isCreditNoteRefusal, type CreditableInvoice, type CreditNoteBody, type CreditNoteChoice } from '@/shared/schemas/credit-note';
import type { VatRateCode } from '@/shared/money/vat-rates';
import type { AdminInvoice, InvoiceCurrency } from '@/shared/schemas/invoice';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import { ApiError } from '@/client/lib/api-request';
import { invoicesApi } from '@/client/api/invoices-api';
import { formatMoney, formatScaled, parseScaled } from '../common/document-format';
import { TotalsList, VatRecapTable } from '../common/document-totals';
import { LoadFailure } from '../common/load-failure';
import { failureInLanguage, useAdminMutation } from '../common/use-admin-mutation';

type Mode = 'lines' | 'amounts' | 'rest';
const MODES: readonly Mode[] = ['lines', 'amounts', 'rest'];
const MODE_LABEL = { lines: 'admin.invoices.creditNote.modeLines', amounts: 'admin.invoices.creditNote.modeAmounts', rest: 'admin.invoices.creditNote.modeRest' } as const;

/** A refusal's text at its field, by its code and the values it names (left quantity or amount) in the screen's words. */
export function creditRefusalText(refusal: Pick<CreditNoteRefused, 'code' | 'params'>, t: TFunction, lang: Language, currency: InvoiceCurrency, unit = ''): string {
  const params = refusal.params ?? {};
  const left =
    typeof params.leftThousandths === 'number'
      ? `${formatScaled(params.leftThousandths, 3, lang, { trim: true })}${unit ? ` ${unit}` : ''}`
      : typeof params.leftMinor === 'number'
        ? formatMoney(params.leftMinor, currency, lang)
        : '';
  return t(`admin.invoices.creditNote.refused.${refusal.code}`, { left });
}

interface Typed {
  mode: Mode;
  /** Typed quantity per line id. */
  quantities: Record<number, string>;
  /** Typed base per rate. */
  amounts: Partial<Record<VatRateCode, string>>;
}

/** What is typed as the rule's choice, or the fields typed wrong (by field path), or null when nothing is chosen. */
function choiceOf(typed: Typed, creditable: CreditableInvoice, lang: Language): { choice: CreditNoteChoice | null; wrong: Record<string, 'invalidQuantity' | 'invalidAmount'> } {
  const wrong: Record<string, 'invalidQuantity' | 'invalidAmount'> = {};
  if (typed.mode === 'rest') return { choice: { kind: 'rest' }, wrong };
  if (typed.mode === 'lines') {
    const lines: { lineId: number; quantityThousandths: number }[] = [];
    for (const line of creditable.lines) {
      const text = (typed.quantities[line.lineId] ?? '').trim();
      if (text === '') continue;
      const quantity = parseScaled(text, 3, lang);
      if (!Number.isSafeInteger(quantity) || quantity <= 0) wrong[`line.${line.lineId}`] = 'invalidQuantity';
      else lines.push({ lineId: line.lineId, quantityThousandths: quantity });
    }
    return { choice: lines.length > 0 ? { kind: 'lines', lines } : null, wrong };
  }
  const amounts: { vatRateCode: VatRateCode; baseMinor: number }[] = [];
  for (const rate of creditable.rates) {
    const text = (typed.amounts[rate.vatRateCode] ?? '').trim();
    if (text === '') continue;
    const minor = parseScaled(text, 2, lang);
    if (!Number.isSafeInteger(minor) || minor <= 0) wrong[`rate.${rate.vatRateCode}`] = 'invalidAmount';
    else amounts.push({ vatRateCode: rate.vatRateCode, baseMinor: minor });
  }
  return { choice: amounts.length > 0 ? { kind: 'amounts', amounts } : null, wrong };
}

/** The request body of a choice: quantities as decimal numbers of units (4000 thousandths → 4). */
function bodyOf(reason: string, choice: CreditNoteChoice): CreditNoteBody {
  if (choice.kind === 'lines') return { reason, lines: choice.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantityThousandths / 1000 })) };
  if (choice.kind === 'amounts') return { reason, amounts: choice.amounts.map((a) => ({ vatRateCode: a.vatRateCode, baseMinor: a.baseMinor })) };
  return { reason };
}

/** The field key of the dialog a refusal's path points at (`lines.0.quantity` → the chosen line's field). */
function fieldOfPath(path: string, choice: CreditNoteChoice | null): string | null {
  const match = /^(lines|amounts)\.(\d+)\./.exec(path);
  if (!match || !choice) return null;
  const index = Number(match[2]);
  if (match[1] === 'lines' && choice.kind === 'lines') {
    const line = choice.lines[index];
    return line ? `line.${line.lineId}` : null;
  }
  if (match[1] === 'amounts' && choice.kind === 'amounts') {
    const amount = choice.amounts[index];
    return amount ? `rate.${amount.vatRateCode}` : null;
  }
  return null;
}

export function CreditNoteDialog({ invoice, lang, open, onOpenChange }: { invoice: AdminInvoice; lang: Language; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.invoices.actions.creditNoteTitle', { number: invoice.number ?? '' })}
      description={t('admin.invoices.actions.creditNoteDescription')}
      closeLabel={t('common.close')}
      className="max-w-3xl"
    >
      {open ? <CreditNoteForm invoice={invoice} lang={lang} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function CreditNoteForm({ invoice, lang, onDone }: { invoice: AdminInvoice; lang: Language; onDone: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const creditable = useQuery({ queryKey: invoicesApi.creditableKey(invoice.id), queryFn: ({ signal }) => invoicesApi.creditable(invoice.id, { signal }) });
  const [typed, setTyped] = useState<Typed>({ mode: 'lines', quantities: {}, amounts: {} });
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const [serverRefusal, setServerRefusal] = useState<{ field: string; text: string } | null>(null);

  const create = useAdminMutation({
    request: (body: CreditNoteBody) => invoicesApi.creditNote(invoice.id, body),
    resources: [invoicesApi],
    success: (note) => t('admin.invoices.actions.creditNoteCreated', { number: note.number ?? '' }),
    errorTitle: t('admin.invoices.actions.creditNoteError'),
    describeError: (error, fallback) => {
      const code = error instanceof ApiError ? error.body?.code : undefined;
      return isCreditNoteRefusal(code) ? creditRefusalText({ code, params: numericParams(error) }, t, lang, invoice.currency) : failureInLanguage(t)(error, fallback);
    },
    onSuccess: (note) => {
      queryClient.setQueryData(invoicesApi.detailKey(note.id), note);
      onDone();
      void navigate(`/admin/invoices/${note.id}`);
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 400) return;
      const field = error.body?.field;
      if (field === 'reason') setReasonError(error.body?.fields?.reason ?? error.body?.message);
      const code = error.body?.code;
      if (field && isCreditNoteRefusal(code)) setServerRefusal({ field, text: creditRefusalText({ code, params: numericParams(error) }, t, lang, invoice.currency) });
    },
  });

  if (creditable.isPending) return <p className="mt-4 text-sm text-slate-600">…</p>;
  if (creditable.isError) return <LoadFailure text={t('admin.invoices.creditNote.loadError')} retry={creditable.refetch} />;
  const data = creditable.data;
  if (nothingLeft(data)) return <p className="mt-4 rounded-md bg-slate-50 p-3 text-sm text-slate-800">{t('admin.invoices.creditNote.nothingLeft')}</p>;

  const { choice, wrong } = choiceOf(typed, data, lang);
  const computed = choice && Object.keys(wrong).length === 0 ? creditNoteLines(data, choice) : null;
  const refusal = computed && isRefused(computed) ? computed : null;
  const issued = computed && !isRefused(computed) ? computed : null;
  const totals = issued?.totals ?? null;
  const money = (minor: number) => formatMoney(minor, data.currency, lang);
  const quantityText = (thousandths: number, unit: string) => `${formatScaled(thousandths, 3, lang, { trim: true })}${unit ? ` ${unit}` : ''}`;

  /** The error at a dialog field: typed wrong, refused by the rule (live), or refused by the server. */
  const errorAt = (key: string): string | undefined => {
    if (wrong[key]) return t(`admin.invoices.creditNote.${wrong[key]}`);
    if (refusal && fieldOfPath(refusal.field, choice) === key) {
      const unit = data.lines.find((l) => `line.${l.lineId}` === key)?.unit ?? '';
      return creditRefusalText(refusal, t, lang, data.currency, unit);
    }
    if (serverRefusal && fieldOfPath(serverRefusal.field, choice) === key) return serverRefusal.text;
    return undefined;
  };
  const change = (next: Partial<Typed>) => {
    setServerRefusal(null);
    setTyped((current) => ({ ...current, ...next }));
  };

  return (
    <form
      noValidate
      className="mt-4 space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        const text = reason.trim();
        setReasonError(text ? undefined : t('admin.invoices.actions.reasonRequired'));
        if (!text || !choice || Object.keys(wrong).length > 0 || refusal) return;
        create.mutate(bodyOf(text, choice));
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">{t('admin.invoices.creditNote.what')}</legend>
        <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {MODES.map((mode) => (
            <label key={mode} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="credit-note-mode" value={mode} checked={typed.mode === mode} onChange={() => change({ mode })} className="h-4 w-4 accent-brand-700" />
              {t(MODE_LABEL[mode])}
            </label>
          ))}
        </div>
      </fieldset>

      {typed.mode === 'lines' ? (
        <section aria-label={t('admin.invoices.creditNote.linesLabel')} className="space-y-3">
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {data.lines.map((line) => {
              const key = `line.${line.lineId}`;
              const done = line.leftQuantityThousandths === 0;
              return (
                <li key={line.lineId} className="grid gap-2 p-3 sm:grid-cols-[1fr_20rem] sm:items-start">
                  <div className="min-w-0 text-sm">
                    <p className="font-medium break-words text-slate-900">{line.description}</p>
                    <p className="text-slate-600">
                      {t('admin.invoices.creditNote.left', { quantity: quantityText(line.leftQuantityThousandths, line.unit), total: quantityText(line.quantityThousandths, line.unit) })}
                      {' · '}
                      {money(line.unitPriceMinor)}
                    </p>
                  </div>
                  {done ? null : (
                    <div className="flex items-start gap-2">
                      <div className="min-w-0 flex-1">
                        <Field label={t('admin.invoices.creditNote.quantity', { line: line.description })} error={errorAt(key)}>
                          <Input
                            inputMode="decimal"
                            autoComplete="off"
                            value={typed.quantities[line.lineId] ?? ''}
                            onChange={(e) => change({ quantities: { ...typed.quantities, [line.lineId]: e.target.value } })}
                          />
                        </Field>
                      </div>
                      <Button
                        type="button"
                        variant="secondary"
                        className="mt-7 min-h-11"
                        onClick={() => change({ quantities: { ...typed.quantities, [line.lineId]: formatScaled(line.leftQuantityThousandths, 3, lang, { trim: true, group: false }) } })}
                      >
                        {t('admin.invoices.creditNote.all')}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          <Button
            type="button"
            variant="ghost"
            className="min-h-11"
            onClick={() =>
              change({ quantities: Object.fromEntries(data.lines.filter((l) => l.leftQuantityThousandths > 0).map((l) => [l.lineId, formatScaled(l.leftQuantityThousandths, 3, lang, { trim: true, group: false })])) })
            }
          >
            {t('admin.invoices.creditNote.allLines')}
          </Button>
        </section>
      ) : null}

      {typed.mode === 'amounts' ? (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {data.rates
            .filter((rate) => rate.leftBaseMinor > 0)
            .map((rate) => {
              const label = data.vatCharged ? t('admin.invoices.creditNote.rate', { percent: rate.vatPercent }) : t('admin.invoices.creditNote.rateNoVat');
              return (
                <li key={rate.vatRateCode} className="grid gap-2 p-3 sm:grid-cols-[1fr_20rem] sm:items-start">
                  <div className="text-sm">
                    <p className="font-medium text-slate-900">{label}</p>
                    <p className="text-slate-600">{t('admin.invoices.creditNote.leftAmount', { amount: money(rate.leftBaseMinor) })}</p>
                  </div>
                  <Field label={t('admin.invoices.creditNote.amount', { rate: label })} error={errorAt(`rate.${rate.vatRateCode}`)}>
                    <Input inputMode="decimal" autoComplete="off" value={typed.amounts[rate.vatRateCode] ?? ''} onChange={(e) => change({ amounts: { ...typed.amounts, [rate.vatRateCode]: e.target.value } })} />
                  </Field>
                </li>
              );
            })}
        </ul>
      ) : null}

      {typed.mode === 'rest' ? <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">{t('admin.invoices.creditNote.rest', { amount: money(data.leftMinor) })}</p> : null}

      <Field label={t('admin.invoices.actions.creditNoteReason')} error={reasonError}>
        <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>

      <div data-testid="credit-note-totals" aria-live="polite">
        <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('admin.invoices.creditNote.totals')}</h3>
        {totals ? (
          <div className="space-y-3 rounded-md border border-slate-200 p-3">
            {data.vatCharged ? <VatRecapTable area="invoices" caption={t('admin.invoices.totals.recap')} rows={totals.recap} money={money} className="w-full text-left text-xs sm:text-sm" /> : null}
            {data.vatCharged && issued?.vatRecapCzk && issued.vatRecapCzk.length > 0 ? (
              <VatRecapTable
                area="invoices"
                caption={t('admin.invoices.totals.recapCzk', { rate: formatScaled(data.exchangeRateThousandths ?? 0, 3, lang) })}
                rows={issued.vatRecapCzk}
                money={(minor) => formatMoney(minor, 'CZK', lang)}
                className="w-full text-left text-xs sm:text-sm"
              />
            ) : null}
            <TotalsList area="invoices" totals={totals} vatCharged={data.vatCharged} money={money} payableTestId="credit-note-payable" payableLabel={t('admin.invoices.creditNote.payable')} />
          </div>
        ) : (
          <p className={submitted && !choice ? 'text-sm text-red-700' : 'text-sm text-slate-600'} role={submitted && !choice ? 'alert' : undefined}>
            {t('admin.invoices.creditNote.chooseSomething')}
          </p>
        )}
      </div>

      <div className="flex justify-end">
        <Button type="submit" className="min-h-11" disabled={create.isPending}>
          {t('admin.invoices.actions.creditNoteConfirm')}
        </Button>
      </div>
    </form>
  );
}

/** The numbers a refusal names (`params` of the answer). */
function numericParams(error: unknown): Record<string, number> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.body?.params ?? {}).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}
