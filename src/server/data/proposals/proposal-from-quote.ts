/**
 * A proposal from a quote request in one click (docs/product/proposals.md#from-a-quote-request): the plan and the
 * services the visitor chose become lines at the server's own prices (src/shared/pricing.ts, recomputed now, never the
 * stored or shown numbers), and the sender is matched to a client by e-mail — or becomes a new lead when it is sent.
 */
import { readAgencyBilling } from '../agency-billing';
import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '@/shared/constants';
import { calculatePlanPrice, PLAN_BASE_PRICES, PLAN_SERVICE_MULTIPLIERS, SERVICE_PRICES, type PaymentMode, type PricingPlan, type PricingService } from '@/shared/pricing';
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

const KC = 100;
const percentOf = (plan: PricingPlan) => Math.round(PLAN_SERVICE_MULTIPLIERS[plan] * 100);

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
 * one-time and monthly price × the plan's multiplier — they add up to calculatePlanPrice exactly. Monthly-focused mode
 * reshapes setup and fee as a whole, so it is one setup line and one monthly line at the calculator's numbers.
 */
export function quoteLines(plan: PricingPlan, mode: PaymentMode, services: readonly PricingService[], language: Language): ProposalLineInput[] {
  const t = MAIL_TEXTS[language];
  const month = language === 'cs' ? 'měsíc' : 'month';
  const piece = language === 'cs' ? 'ks' : 'pc';
  if (services.length === 0) return [];
  if (mode === 'monthlyFocused') {
    const price = calculatePlanPrice(plan, services, mode);
    const what = `${t.planOffer[plan]}: ${services.map((s) => t.services[s]).join(', ')}`;
    return [line(what, price.setup * KC, 'one_time', piece), line(what, price.monthly * KC, 'monthly', month)];
  }
  const pct = percentOf(plan);
  return [
    line(t.planOffer[plan], PLAN_BASE_PRICES[plan].setup * KC, 'one_time', piece),
    ...services.map((s) => line(t.services[s], SERVICE_PRICES[s].oneTime * pct, 'one_time', piece)),
    line(t.planOffer[plan], PLAN_BASE_PRICES[plan].monthly * KC, 'monthly', month),
    ...services.map((s) => line(t.services[s], SERVICE_PRICES[s].monthly * pct, 'monthly', month)),
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
    // An existing client is matched by e-mail; a new sender becomes a client only when the proposal is sent (with the
    // company and IČO the visitor gave: proposal-sending.ts).
    const client = await clientByEmail(tx, message.email);
    const { plan, paymentMode, services } = message.quote;
    const billing = await readAgencyBilling(tx);
    const input: ProposalInput = {
      clientId: client?.id ?? null,
      title: MAIL_TEXTS[language].planOffer[plan],
      language,
      currency: 'CZK',
      // A new sender is treated as the lead it will become: a Czech non-payer without billing details.
      vatMode: defaultVatMode(client ?? { billingCountry: null, dic: null, vatPayer: false }, billing),
      validUntil: addDays(officeDate(), billing.proposalValidityDays),
      intro: '',
      terms: '',
      lines: quoteLines(plan, paymentMode, services, language),
    };
    return (await insertDraft(tx, input, actor, { messageId })).id;
  });
}
