import { formatPrice } from '@/shared/currency';
import { usePublicPage } from '@/client/public-site/public-page';

/**
 * A public price as the visitor reads it: "12 240 Kč", followed by "bez DPH" / "excl. VAT" when the agency is a VAT
 * payer (docs/product/public-site.md#prices-and-vat); a non-payer's prices carry no VAT words.
 */
export function PriceText({ amountKc, vatPayer }: { amountKc: number; vatPayer: boolean }) {
  const { t, lang } = usePublicPage();
  return (
    <>
      {formatPrice(amountKc, lang)}
      {vatPayer ? (
        <>
          {' '}
          <span className="text-xs font-normal text-slate-600">{t('pricing.priceBox.vatExcluded')}</span>
        </>
      ) : null}
    </>
  );
}
