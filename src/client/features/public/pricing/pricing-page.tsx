import { DEFAULT_PRICE_LIST } from '@/shared/schemas/price-list';
import { usePageMeta } from '@/client/lib/page-meta';
import { usePageData } from '@/client/lib/site-data';
import { Island } from '@/client/public-site/islands/island';
import { usePublicPage } from '@/client/public-site/public-page';
import { PRICING_PLANS_TEXTS, PricingPlans } from './pricing-plans';

/** /pricing: three plan cards with a price calculator each (docs/product/public-site.md#pricing-page pricing page, docs/product/rules.md#pricing pricing calculator). */
export function PricingPage() {
  const { t } = usePublicPage();
  usePageMeta({ title: t('pricing.metaTitle'), description: t('pricing.metaDescription') });
  // Through the page's loader: the current price list and the agency's VAT status (without data, e.g. a component
  // test: the built-in list, not a payer).
  const data = usePageData('pricing');
  const vatPayer = data?.vatPayer ?? false;
  const priceList = data?.priceList ?? DEFAULT_PRICE_LIST;
  return (
    <main id="main" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 md:text-5xl">{t('pricing.heading')}</h1>
          <p className="mt-4 text-lg text-slate-700">{t('pricing.intro')}</p>
          <p className="mt-2 text-sm text-slate-600">{t('pricing.currencyNote')}</p>
        </div>
        <Island name="pricing-plans" component={PricingPlans} props={{ vatPayer, priceList }} texts={PRICING_PLANS_TEXTS} />
      </div>
    </main>
  );
}
