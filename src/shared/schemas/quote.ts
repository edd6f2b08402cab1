/**
 * Quote request from a plan card of the pricing calculator (issue 12): who asks (name, e-mail, optional phone and
 * note) and the configuration they saw (plan, payment mode, services). Prices the browser sends are never trusted:
 * the server recomputes them with src/shared/pricing.ts and the price list version the page showed (`quoteDetails`)
 * and stores those.
 */
import { z } from 'zod';
import type { Language } from '../constants';
import { USD_PER_CZK } from '../currency';
import { calculatePlanPrice, PAYMENT_MODES, PRICING_PLANS, PRICING_SERVICES, type PaymentMode, type PlanPrice, type PricingPlan, type PricingService } from '../pricing';
import type { ServiceRequired } from './client';
import { optionalIco } from '../identifiers/fields';
import { contactSchema, enquiryMetaSchema } from './contact';
import { MAX_ID, MAX_LENGTH, optionalText } from './fields';
import type { PriceList } from './price-list';
import { FIELD_MESSAGES, QUOTE_MESSAGES } from './messages';
export { QUOTE_MESSAGES };

const oneOf = (values: readonly string[]) => ({ error: `Must be one of: ${values.join(', ')}` });

const priceSchema = z.object({
  setup: z.number().min(0),
  monthly: z.number().min(0),
  firstYearTotal: z.number().min(0),
});

/** The fields of the short form on a plan card. */
export const quoteContactSchema = z.object({
  name: contactSchema.shape.name,
  email: contactSchema.shape.email,
  phone: z
    .string({ error: QUOTE_MESSAGES.phoneInvalid })
    .trim()
    .max(50, QUOTE_MESSAGES.phoneInvalid)
    .regex(/^(\+?[0-9][0-9 ()/.-]{5,}[0-9])?$/, QUOTE_MESSAGES.phoneInvalid)
    .optional(),
  note: z.string({ error: QUOTE_MESSAGES.noteTooLong }).trim().max(5000, QUOTE_MESSAGES.noteTooLong).optional(),
  /** Optional (issue 33): a business asking gives its name and IČO, which the client a proposal creates keeps. */
  company: optionalText(MAX_LENGTH.short).optional(),
  ico: optionalIco().optional(),
});
export type QuoteContactInput = z.infer<typeof quoteContactSchema>;

/** POST /api/quote. `shownPrice` is what the card showed: accepted, but replaced by the server's own numbers. */
export const quoteRequestSchema = quoteContactSchema
  .extend({
    plan: z.enum(PRICING_PLANS, oneOf(PRICING_PLANS)),
    paymentMode: z.enum(PAYMENT_MODES, oneOf(PAYMENT_MODES)),
    services: z.array(z.enum(PRICING_SERVICES, oneOf(PRICING_SERVICES))).max(PRICING_SERVICES.length),
    shownPrice: priceSchema.optional(),
    /** The price list version the page showed (src/server/data/price-list.ts priceListForQuote); absent: the current one. */
    priceVersion: z.number({ error: FIELD_MESSAGES.numberInvalid }).int(FIELD_MESSAGES.numberInvalid).min(0, FIELD_MESSAGES.numberMin0).max(MAX_ID, FIELD_MESSAGES.numberTooLarge).optional(),
  })
  .extend(enquiryMetaSchema.shape);
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** What a quote enquiry stores (messages.quote): the configuration and the prices computed by the server. */
export const quoteDetailsSchema = z.object({
  plan: z.enum(PRICING_PLANS),
  paymentMode: z.enum(PAYMENT_MODES),
  services: z.array(z.enum(PRICING_SERVICES)),
  /** In Kč, as the Czech page shows them. */
  priceCzk: priceSchema,
  /** In whole US dollars, as the English page shows them (Kč × USD_PER_CZK, rounded). */
  priceUsd: priceSchema,
  /** The price list version it was priced with (absent on requests stored before price lists: the spec's, 0). */
  priceVersion: z.number().int().optional(),
  /** The plan's name in each language as that price list names it (absent on older requests: the built-in names). */
  planNames: z.object({ cs: z.string(), en: z.string() }).optional(),
  /** The company and IČO the visitor gave (absent on requests stored before they were asked). */
  company: z.string().nullable().optional(),
  ico: z.string().nullable().optional(),
  /**
   * The currency the page showed the prices in (issue 38): CZK on the Czech page, USD on the English one. Absent on
   * requests stored before it was kept: the request's language tells (quoteShownCurrency).
   */
  shownCurrency: z.enum(['CZK', 'USD']).optional(),
});
export type QuoteDetails = z.infer<typeof quoteDetailsSchema>;

/** The currencies the pricing page shows its prices in: Kč in Czech, whole US dollars in English. */
export type QuoteShownCurrency = NonNullable<QuoteDetails['shownCurrency']>;

/** The currency a page in `language` shows prices in (src/shared/currency.ts formatPrice). */
export const shownCurrencyOf = (language: Language): QuoteShownCurrency => (language === 'en' ? 'USD' : 'CZK');

/** The currency a stored request was shown in: kept with it, or (older requests) the one its language's page shows. */
export const quoteShownCurrency = (quote: Pick<QuoteDetails, 'shownCurrency'>, language: Language): QuoteShownCurrency => quote.shownCurrency ?? shownCurrencyOf(language);

/** A price in Kč as the English page shows it: whole dollars. */
export function usdShown(amountKc: number): number {
  return Math.round(amountKc * USD_PER_CZK);
}

/**
 * Parts of a price in Kč (a proposal's lines) as whole dollars that add up to what the English page showed for their
 * sum: each part is the shown dollars of the running sum minus those of the sum before it (usdShown of each running
 * sum), so rounding never makes the lines differ from the price the visitor saw. [2000, 6400] Kč → [86, 275] $
 * (8400 Kč → $361).
 */
export function usdPartsShown(partsKc: readonly number[]): number[] {
  let runningKc = 0;
  let shownBefore = 0;
  return partsKc.map((part) => {
    runningKc += part;
    const shown = usdShown(runningKc);
    const dollars = shown - shownBefore;
    shownBefore = shown;
    return dollars;
  });
}

/**
 * The stored configuration of a quote, its prices recomputed with `prices` (the version the page showed) from plan,
 * mode and services (in the page's order); the plan named as that list names it.
 */
export function quoteDetails(prices: PriceList, plan: PricingPlan, paymentMode: PaymentMode, services: readonly PricingService[]): QuoteDetails {
  const chosen = PRICING_SERVICES.filter((s) => services.includes(s));
  const czk: PlanPrice = calculatePlanPrice(prices, plan, chosen, paymentMode);
  return {
    priceVersion: prices.version,
    planNames: { cs: prices.plans[plan].translations.cs.name, en: prices.plans[plan].translations.en.name },
    plan,
    paymentMode,
    services: chosen,
    priceCzk: { ...czk },
    priceUsd: { setup: usdShown(czk.setup), monthly: usdShown(czk.monthly), firstYearTotal: usdShown(czk.firstYearTotal) },
  };
}

/** The client form's "services required" for a quote's services: the one that maps, 'multiple' for several. */
export function servicesRequiredOf(services: readonly PricingService[]): ServiceRequired | null {
  const mapped = [...new Set(services.map((s) => SERVICE_REQUIRED_OF[s]))];
  if (mapped.length === 0) return null;
  return mapped.length === 1 ? mapped[0]! : 'multiple';
}

const SERVICE_REQUIRED_OF: Record<PricingService, ServiceRequired> = {
  webDevelopment: 'web-development',
  design: 'design',
  socialMedia: 'social-media',
  marketing: 'marketing',
};
