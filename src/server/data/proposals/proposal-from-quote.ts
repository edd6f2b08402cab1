/**
 * A proposal from a quote request in one click (docs/product/proposals.md#from-a-quote-request): the plan and the
 * services the visitor chose become lines at the prices of the price list version the quote was priced with
 * (src/shared/pricing.ts with src/server/data/price-list.ts: recomputed, never the stored or shown numbers), and the
 * sender is matched to a client by e-mail — or becomes a new lead when it is sent.
 */
import { readAgencyBilling } from '../agency-billing';
import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '@/shared/constants';
import { calculatePlanPrice, serviceShare, type PaymentMode, type PricingPlan, type PricingService } from '@/shared/pricing';
import type { PriceList } from '@/shared/schemas/price-list';
import { quoteShownCurrency, usdPartsShown, type QuoteShownCurrency } from '@/shared/schemas/quote';
import type { ProposalInput, ProposalLineInput } from '@/shared/schemas/proposal';
import { type Actor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { messages } from '@/server/db/schema';
import { Invalid } from '@/server/domain/errors';
import { MAIL_TEXTS } from '@/server/mail/mail-texts';
import { clientByEmail } from '../clients';
import { firstRow } from '../list-page';
import { officeDate } from './proposal-dates';
import { addDays } from '@/shared/dates';
import { defaultVatMode } from '@/shared/vat-treatment';
import { insertDraft } from './proposal-drafts';
import { priceListAt } from '../price-list';

const KC = 100;
const CENTS = 100;

const line = (service: string, unitPriceMinor: number, recurrence: ProposalLineInput['recurrence'], unit: string): ProposalLineInput => ({
  service,
  description: '',
  quantityThousandths: 1000,
  unit,
  unitPriceMinor,
  discountBasisPoints: 0,
  vatRateCode: 'basic',
  recurrence,
});

/**
 * The lines of a quote, in minor units. Standard mode: the plan's base setup and monthly fee, then each service's
 * share (src/shared/pricing.ts serviceShare) — they add up to calculatePlanPrice exactly. Monthly-focused mode
 * reshapes setup and fee as a whole, so it is one setup line and one monthly line at the calculator's numbers.
 */
/** What the plan sells, as the quote's price list names it in `language`: the proposal's title and its plan lines. */
const planOffer = (prices: PriceList, plan: PricingPlan, language: Language) => MAIL_TEXTS[language].planOffer(prices.plans[plan].translations[language].name);

export function quoteLines(
  prices: PriceList,
  plan: PricingPlan,
  mode: PaymentMode,
  services: readonly PricingService[],
  language: Language,
  currency: QuoteShownCurrency = 'CZK',
): ProposalLineInput[] {
  const lines = quoteLinesKc(prices, plan, mode, services, language);
  return currency === 'USD' ? inShownDollars(lines) : lines;
}

/**
 * The lines in whole US dollars as the English page showed them (issue 38): the one-time lines and the monthly lines
 * each converted by usdPartsShown, so each part adds up to the dollars the visitor saw (src/shared/schemas/quote.ts).
 */
function inShownDollars(lines: readonly ProposalLineInput[]): ProposalLineInput[] {
  const converted = [...lines];
  for (const recurrence of ['one_time', 'monthly'] as const) {
    const indexes = lines.flatMap((l, i) => (l.recurrence === recurrence ? [i] : []));
    const dollars = usdPartsShown(indexes.map((i) => lines[i]!.unitPriceMinor / KC));
    indexes.forEach((lineIndex, k) => {
      converted[lineIndex] = { ...lines[lineIndex]!, unitPriceMinor: dollars[k]! * CENTS };
    });
  }
  return converted;
}

function quoteLinesKc(prices: PriceList, plan: PricingPlan, mode: PaymentMode, services: readonly PricingService[], language: Language): ProposalLineInput[] {
  const t = MAIL_TEXTS[language];
  const offer = planOffer(prices, plan, language);
  const month = language === 'cs' ? 'měsíc' : 'month';
  const piece = language === 'cs' ? 'ks' : 'pc';
  if (services.length === 0) return [];
  if (mode === 'monthlyFocused') {
    const price = calculatePlanPrice(prices, plan, services, mode);
    const what = `${offer}: ${services.map((s) => t.services[s]).join(', ')}`;
    return [line(what, price.setup * KC, 'one_time', piece), line(what, price.monthly * KC, 'monthly', month)];
  }
  const { setup, monthly } = prices.plans[plan];
  const share = (s: PricingService) => serviceShare(prices, plan, s);
  return [
    line(offer, setup * KC, 'one_time', piece),
    ...services.map((s) => line(t.services[s], share(s).oneTime * KC, 'one_time', piece)),
    line(offer, monthly * KC, 'monthly', month),
    ...services.map((s) => line(t.services[s], share(s).monthly * KC, 'monthly', month)),
  ];
}

/** Undefined for an unknown message; 400 on `id` for a message that is no quote request with services. */
export async function proposalFromQuote(db: Database, messageId: number, actor: Actor): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const message = firstRow(await tx.select().from(messages).where(eq(messages.id, messageId)));
    if (!message) return undefined;
    if (message.kind !== 'quote' || !message.quote || message.quote.services.length === 0) {
      throw new Invalid('id', 'Not a quote request with chosen services');
    }
    const language = message.language ?? DEFAULT_LANGUAGE;
    // In the currency the visitor saw (issue 38): Kč on the Czech page, whole US dollars on the English one.
    const currency = quoteShownCurrency(message.quote, language);
    // An existing client is matched by e-mail; a new sender becomes a client only when the proposal is sent (with the
    // company and IČO the visitor gave: proposal-sending.ts).
    const client = await clientByEmail(tx, message.email);
    const { plan, paymentMode, services, priceVersion = 0 } = message.quote;
    // The version it was priced with; one that no longer exists cannot be (versions are never deleted).
    const prices = await priceListAt(tx, priceVersion);
    if (!prices) throw new Invalid('id', 'The quote names a price list version that does not exist');
    const billing = await readAgencyBilling(tx);
    const input: ProposalInput = {
      clientId: client?.id ?? null,
      title: planOffer(prices, plan, language),
      language,
      currency,
      // A new sender is treated as the lead it will become: a Czech non-payer without billing details.
      vatMode: defaultVatMode(client ?? { billingCountry: null, dic: null, vatPayer: false }, billing),
      validUntil: addDays(officeDate(), billing.proposalValidityDays),
      intro: '',
      terms: '',
      lines: quoteLines(prices, plan, paymentMode, services, language, currency),
    };
    return (await insertDraft(tx, input, actor, { messageId })).id;
  });
}
