import { clsx } from 'clsx';
import { Check, ExternalLink, MessageSquareText, Star } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import {
  calculatePlanPrice,
  DEFAULT_PAYMENT_MODE,
  FEATURE_CATEGORIES,
  PAYMENT_MODES,
  PRICING_SERVICES,
  RECOMMENDED_PLAN,
  type PaymentMode,
  type PricingPlan,
  type PricingService,
} from '@/shared/pricing';
import type { PriceList } from '@/shared/schemas/price-list';
import { loadOnFirstUse } from '@/client/public-site/islands/load-on-first-use';
import { usePublicPage } from '@/client/public-site/public-page';
import { CollapsiblePanel } from './collapsible-panel';
import { PriceText } from './price-text';

/** The quote request form: its own chunk, fetched on hover/focus of "Request this offer" or on opening. */
const { Component: QuoteRequestDialog, preload: preloadQuoteDialog } = loadOnFirstUse(() =>
  import('./quote-request-dialog').then((m) => m.QuoteRequestDialog),
);

// The large button of components/ui/button.tsx (primary or secondary) on a link, without its class-merging helper.
const selectLinkClass =
  'inline-flex h-12 w-full items-center justify-center gap-2 rounded-md px-6 text-base font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const selectLinkVariants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
} as const;

/**
 * One plan: payment mode and selected services (state per card), the calculated price (with "bez DPH" when the agency
 * is a VAT payer), features, select link.
 */
export function PlanCard({ plan, priceList, vatPayer }: { plan: PricingPlan; priceList: PriceList; vatPayer: boolean }) {
  const { t, lang } = usePublicPage();
  const [mode, setMode] = useState<PaymentMode>(DEFAULT_PAYMENT_MODE);
  const [selected, setSelected] = useState<ReadonlySet<PricingService>>(() => new Set());
  // Fixed ids (one card per plan on the page): useId() would differ between the server and the hydrated island.
  const idPrefix = `pricing-${plan}`;
  const headingId = `${idPrefix}-heading`;
  const priceHeadingId = `${idPrefix}-price-heading`;
  const recommended = plan === RECOMMENDED_PLAN;
  const price = calculatePlanPrice(priceList, plan, selected, mode);
  const { paymentLink, translations } = priceList.plans[plan];
  const texts = translations[lang];
  const planName = texts.name;
  const [quoteOpen, setQuoteOpen] = useState(false);
  // Opened once: the dialog stays mounted so it can animate closed and keep focus handling.
  const [quoteOpener, setQuoteOpener] = useState<HTMLElement | null>(null);

  function toggleService(service: PricingService) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(service)) next.delete(service);
      else next.add(service);
      return next;
    });
  }

  return (
    <article
      aria-labelledby={headingId}
      className={clsx(
        'relative flex flex-col rounded-2xl border bg-white p-5 sm:p-6',
        recommended ? 'border-brand-600 shadow-lg ring-1 ring-brand-600' : 'border-slate-200 shadow-sm',
      )}
    >
      {recommended ? (
        <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 whitespace-nowrap rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white">
          <Star aria-hidden="true" className="h-3.5 w-3.5 fill-current" />
          {t('pricing.recommended')}
        </p>
      ) : null}

      <header>
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {planName}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{texts.description}</p>
      </header>

      <div className="mt-6 space-y-3">
        <CollapsiblePanel
          id={`${idPrefix}-payment`}
          title={t('pricing.paymentOptions.title')}
          summary={t(`pricing.paymentOptions.${mode}`)}>
          <fieldset>
            <legend className="sr-only">{t('pricing.paymentOptions.title')}</legend>
            <div className="space-y-2">
              {PAYMENT_MODES.map((option) => (
                <label
                  key={option}
                  className={clsx(
                    'flex cursor-pointer gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                    mode === option ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
                  )}
                >
                  <input
                    type="radio"
                    name={`payment-mode-${plan}`}
                    value={option}
                    checked={mode === option}
                    onChange={() => setMode(option)}
                    className="mt-0.5 h-4 w-4 accent-brand-700 focus:outline-none"
                  />
                  <span>
                    <span className="block font-medium text-slate-900">{t(`pricing.paymentOptions.${option}`)}</span>
                    <span className="block text-slate-600">{t(`pricing.paymentOptions.${option}Hint`)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </CollapsiblePanel>

        <CollapsiblePanel id={`${idPrefix}-services`} title={t('pricing.services.title')} defaultOpen>
          <div role="group" aria-label={t('pricing.services.title')} className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
            {PRICING_SERVICES.map((service) => {
              const on = selected.has(service);
              return (
                <button
                  key={service}
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggleService(service)}
                  className={clsx(
                    'flex min-h-10 items-center gap-2 rounded-md border px-3 py-2 text-left text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'flex h-4 w-4 shrink-0 items-center justify-center rounded-sm border',
                      on ? 'border-white bg-white text-brand-700' : 'border-slate-400',
                    )}
                  >
                    {on ? <Check className="h-3 w-3" strokeWidth={3} /> : null}
                  </span>
                  {t(`pricing.services.${service}`)}
                </button>
              );
            })}
          </div>
          {selected.size === 0 ? <p className="mt-3 text-sm text-slate-600">{t('pricing.services.hint')}</p> : null}
        </CollapsiblePanel>
      </div>

      {/* Named by its heading and the plan's: three cards must not give three regions the same name. */}
      <section aria-labelledby={`${priceHeadingId} ${headingId}`} className="mt-4 rounded-lg bg-slate-50 p-4">
        <h3 id={priceHeadingId} className="text-sm font-semibold text-slate-900">
          {t('pricing.priceBox.title')}
        </h3>
        <dl aria-live="polite" className="mt-3 space-y-2 text-sm">
          <PriceRow
            label={t(mode === 'monthlyFocused' ? 'pricing.priceBox.reducedSetup' : 'pricing.priceBox.setup')}
            value={<PriceText amountKc={price.setup} vatPayer={vatPayer} />}
          />
          <PriceRow
            label={t(mode === 'monthlyFocused' ? 'pricing.priceBox.increasedMonthly' : 'pricing.priceBox.monthly')}
            value={<PriceText amountKc={price.monthly} vatPayer={vatPayer} />}
          />
          <PriceRow label={t('pricing.priceBox.firstYear')} value={<PriceText amountKc={price.firstYearTotal} vatPayer={vatPayer} />} total />
        </dl>
      </section>

      <div className="mt-6">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t('pricing.features.title')}</h3>
        <div className="mt-2 divide-y divide-slate-100">
          {FEATURE_CATEGORIES.filter((category) => texts.features[category].length > 0).map((category) => (
            <CollapsiblePanel
              key={category}
              id={`${idPrefix}-features-${category}`}
              title={t(`pricing.features.categories.${category}`)}
              defaultOpen
              variant="plain"
            >
              <ul className="space-y-1.5 pl-0.5 text-sm text-slate-700">
                {texts.features[category].map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            </CollapsiblePanel>
          ))}
        </div>
      </div>

      <div className="mt-auto space-y-3 pt-6">
        <button
          type="button"
          aria-label={t('pricing.quote.openLabel', { plan: planName })}
          onPointerEnter={preloadQuoteDialog}
          onFocus={preloadQuoteDialog}
          onClick={(event) => {
            setQuoteOpener(event.currentTarget);
            setQuoteOpen(true);
          }}
          className={clsx(selectLinkClass, selectLinkVariants.secondary)}
        >
          <MessageSquareText aria-hidden="true" className="h-4 w-4" />
          {t('pricing.quote.open')}
        </button>
        <a
          href={paymentLink}
          target="_blank"
          rel="noopener noreferrer"
          className={clsx(selectLinkClass, selectLinkVariants[recommended ? 'primary' : 'secondary'])}
        >
          {t('pricing.selectPlan')}{' '}
          <span className="sr-only">{t('pricing.selectPlanContext', { plan: planName })}</span>
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
        </a>
      </div>
      {quoteOpener ? (
        <Suspense fallback={null}>
          <QuoteRequestDialog
            plan={plan}
            planName={planName}
            mode={mode}
            services={PRICING_SERVICES.filter((s) => selected.has(s))}
            price={price}
            priceVersion={priceList.version}
            vatPayer={vatPayer}
            open={quoteOpen}
            onOpenChange={setQuoteOpen}
            opener={quoteOpener}
          />
        </Suspense>
      ) : null}
    </article>
  );
}

function PriceRow({ label, value, total = false }: { label: string; value: ReactNode; total?: boolean }) {
  return (
    <div className={clsx('flex items-baseline justify-between gap-3', total && 'border-t border-slate-200 pt-2')}>
      <dt className={total ? 'font-semibold text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd className={clsx('whitespace-nowrap font-semibold tabular-nums', total ? 'text-lg text-brand-800' : 'text-slate-900')}>{value}</dd>
    </div>
  );
}
