/**
 * "Request this offer" (issue 12): the short form of a plan card, a chunk of its own that the pricing island loads
 * on first use (with the validation library and the shared quote schema). It sends the plan, payment mode, services,
 * the prices shown and the price list version they came from; the server recomputes the prices with that version and
 * stores its own (or answers 409 `pricesChanged` when the version was replaced too long ago: the visitor is told).
 */
import '@/client/lib/zod-csp';
import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Dialog } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { sendQuoteRequest } from '@/client/api/quote-api';
import { ApiError } from '@/client/lib/api-request';
import { saveForm, type ServerFieldError } from '@/client/lib/form-save';
import { notify } from '@/client/lib/notify';
import { usePublicPage } from '@/client/public-site/public-page';
import type { PaymentMode, PlanPrice, PricingPlan, PricingService } from '@/shared/pricing';
import { quoteContactSchema } from '@/shared/schemas/quote';
import { validationMessageKey } from '@/shared/validation-messages';
import { HoneypotField, honeypotValue, useFormToken } from '../enquiry/enquiry-form-parts';
import { contactErrorDescription } from '../contact/contact-form';
import { PriceText } from './price-text';
import { AresNote, useCompanyFromAres } from './quote-company-from-ares';
import { QUOTE_VALIDATION_TEXTS } from './quote-validation-texts';

const QUOTE_FIELDS = ['name', 'email', 'phone', 'company', 'ico', 'note'] as const;
type QuoteField = (typeof QUOTE_FIELDS)[number];
type FieldErrors = Partial<Record<QuoteField, string>>;


const inputClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600';
const textareaClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600';
const buttonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-md px-5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-60';

export interface QuoteRequestDialogProps {
  plan: PricingPlan;
  planName: string;
  mode: PaymentMode;
  services: readonly PricingService[];
  price: PlanPrice;
  /** The price list version the page showed. */
  priceVersion: number;
  /** The agency is a VAT payer: the prices say "bez DPH" / "excl. VAT". */
  vatPayer: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: HTMLElement | null;
}

export function QuoteRequestDialog({ plan, planName, mode, services, price, priceVersion, vatPayer, open, onOpenChange, opener }: QuoteRequestDialogProps) {
  const { t, localize } = usePublicPage();
  return (
    <Dialog
      closeLabel={t('pricing.quote.close')}
      open={open}
      onOpenChange={onOpenChange}
      opener={opener}
      title={t('pricing.quote.title', { plan: planName })}
      description={t('pricing.quote.description')}
      className="max-w-xl"
    >
      <section aria-labelledby={`quote-${plan}-summary`} className="rounded-lg bg-slate-50 p-4 text-sm">
        <h3 id={`quote-${plan}-summary`} className="font-semibold text-slate-900">
          {t('pricing.quote.summary')}
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-slate-600">{t('pricing.quote.paymentMode')}</dt>
          <dd className="text-slate-900">{t(`pricing.paymentOptions.${mode}`)}</dd>
          <dt className="text-slate-600">{t('pricing.quote.services')}</dt>
          <dd className="text-slate-900">
            {services.length ? services.map((s) => t(`pricing.services.${s}`)).join(', ') : t('pricing.quote.noServices')}
          </dd>
          <dt className="text-slate-600">{t(mode === 'monthlyFocused' ? 'pricing.priceBox.reducedSetup' : 'pricing.priceBox.setup')}</dt>
          <dd className="font-semibold tabular-nums text-slate-900"><PriceText amountKc={price.setup} vatPayer={vatPayer} /></dd>
          <dt className="text-slate-600">{t(mode === 'monthlyFocused' ? 'pricing.priceBox.increasedMonthly' : 'pricing.priceBox.monthly')}</dt>
          <dd className="font-semibold tabular-nums text-slate-900"><PriceText amountKc={price.monthly} vatPayer={vatPayer} /></dd>
          <dt className="text-slate-600">{t('pricing.priceBox.firstYear')}</dt>
          <dd className="font-semibold tabular-nums text-slate-900"><PriceText amountKc={price.firstYearTotal} vatPayer={vatPayer} /></dd>
        </dl>
      </section>
      <QuoteForm
        plan={plan}
        mode={mode}
        services={services}
        price={price}
        priceVersion={priceVersion}
        page={localize('/pricing')}
        onSent={() => onOpenChange(false)}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

function QuoteForm({
  plan,
  mode,
  services,
  price,
  priceVersion,
  page,
  onSent,
  onCancel,
}: {
  plan: PricingPlan;
  mode: PaymentMode;
  services: readonly PricingService[];
  price: PlanPrice;
  priceVersion: number;
  page: string;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { t, lang } = usePublicPage();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const formToken = useFormToken();
  const id = (field: QuoteField) => `quote-${plan}-${field}`;
  // ARES (issue 37): a valid IČO fills the empty company field.
  const companyInput = useRef<HTMLInputElement>(null);
  const ares = useCompanyFromAres(companyInput);

  function translated(message: string): string {
    const key = validationMessageKey(message);
    const textKey = key ? (`validation.${key}` as const) : undefined;
    return textKey && (QUOTE_VALIDATION_TEXTS as readonly string[]).includes(textKey) ? t(textKey) : message;
  }
  const errorText = (field: QuoteField) => (errors[field] ? translated(errors[field]) : undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: QuoteField) => String(data.get(name) ?? '');
    const parsed = quoteContactSchema.safeParse({
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      company: text('company'),
      ico: text('ico'),
      note: text('note'),
    });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as QuoteField;
        if (QUOTE_FIELDS.includes(field)) found[field] ??= issue.message;
      }
      setErrors(found);
      const first = QUOTE_FIELDS.find((f) => found[f]);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setErrors({});
    busy.current = true;
    setSubmitting(true);
    try {
      await saveForm({
        toast: notify,
        fields: QUOTE_FIELDS,
        send: () =>
          sendQuoteRequest({
            ...parsed.data,
            phone: parsed.data.phone || undefined,
            company: parsed.data.company ?? undefined,
            ico: parsed.data.ico ?? undefined,
            plan,
            paymentMode: mode,
            services: [...services],
            shownPrice: price,
            priceVersion,
            page,
            lang,
            website: honeypotValue(form),
            formToken: formToken(),
          }),
        success: () => ({ title: t('pricing.quote.successTitle'), description: t('pricing.quote.successDescription') }),
        failure: {
          title: t('pricing.quote.errorTitle'),
          fallback: t('pricing.quote.errorDescription'),
          describe: (error, fallback) =>
            error instanceof ApiError && error.body?.code === 'pricesChanged'
              ? t('validation.quotePricesChanged')
              : translated(contactErrorDescription(error, fallback)),
        },
        onSaved: () => {
          form.reset();
          onSent();
        },
        onFailed: (refused: ServerFieldError<QuoteField>[], error) => {
          console.error('Quote request failed:', error);
          setErrors(Object.fromEntries(refused.map((r) => [r.field, r.message])));
        },
      });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={submitting} className="relative mt-5 space-y-4">
      <HoneypotField id={`quote-${plan}-website`} label={t('pricing.quote.honeypot')} />
      <Field id={id('name')} label={t('pricing.quote.name')} error={errorText('name')}>
        <input name="name" autoComplete="name" className={inputClass} />
      </Field>
      <Field id={id('email')} label={t('pricing.quote.email')} error={errorText('email')}>
        <input name="email" type="email" autoComplete="email" inputMode="email" className={inputClass} />
      </Field>
      <Field id={id('phone')} label={t('pricing.quote.phone')} error={errorText('phone')}>
        <input name="phone" type="tel" autoComplete="tel" className={inputClass} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('company')} label={t('pricing.quote.company')} error={errorText('company')}>
          <input ref={companyInput} name="company" autoComplete="organization" className={inputClass} />
        </Field>
        <Field id={id('ico')} label={t('pricing.quote.ico')} error={errorText('ico')}>
          <input name="ico" inputMode="numeric" autoComplete="off" maxLength={20} className={inputClass} onChange={(event) => ares.onIcoInput(event.target.value)} />
        </Field>
      </div>
      <AresNote state={ares.state} id={`quote-${plan}-ares`} />
      <Field id={id('note')} label={t('pricing.quote.note')} error={errorText('note')}>
        <textarea name="note" rows={3} placeholder={t('pricing.quote.notePlaceholder')} className={textareaClass} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={`${buttonClass} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`}>
          {t('pricing.quote.cancel')}
        </button>
        <button type="submit" disabled={submitting} className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
          <Send aria-hidden="true" className="h-4 w-4" />
          {submitting ? t('pricing.quote.sending') : t('pricing.quote.submit')}
        </button>
      </div>
    </form>
  );
}
