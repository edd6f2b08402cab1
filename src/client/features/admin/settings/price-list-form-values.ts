/**
 * The price list editor's values: the shared schema's input (PriceListFormValues) as the form holds it — every number
 * as the text typed, each feature category as one text with a feature per line — and the way back to the schema's
 * input, its validation (the shared schema's own messages) and the fields in screen order.
 */
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { LANGUAGES, type Language } from '@/shared/constants';
import { ApiError } from '@/client/lib/api-request';
import { FEATURE_CATEGORIES, PRICING_PLANS, PRICING_SERVICES, type FeatureCategory } from '@/shared/pricing';
import { priceListSchema, type PriceList, type PriceListFormValues, type PriceListInput } from '@/shared/schemas/price-list';

/** A value of the schema's input as the form holds it: a number or a list of lines is one text. */
type Draft<T> = T extends number ? string : T extends readonly string[] ? string : T extends string ? string : { [K in keyof T]-?: Draft<T[K]> };

/** What the editor holds: the schema's input field for field, every leaf a text. */
export type PriceListDraft = Draft<PriceListFormValues>;
type PlanTextsDraft = PriceListDraft['plans']['basic']['translations'][Language];
/** The editor's form: the texts typed in, the schema's output once they are valid. */
export type PriceListFormApi = UseFormReturn<PriceListDraft, unknown, PriceListInput>;

/** A record of every key of `keys`, each value from `value`. */
function byKey<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

/** The form's values of a stored price list. */
export function priceListDraft(list: PriceList): PriceListDraft {
  return {
    plans: byKey(PRICING_PLANS, (plan) => {
      const { setup, monthly, serviceMultiplierPercent, paymentLink, translations } = list.plans[plan];
      return {
        setup: String(setup),
        monthly: String(monthly),
        serviceMultiplierPercent: String(serviceMultiplierPercent),
        paymentLink,
        translations: byKey(LANGUAGES, (lang) => ({
          name: translations[lang].name,
          description: translations[lang].description,
          features: byKey(FEATURE_CATEGORIES, (category) => translations[lang].features[category].join('\n')),
        })),
      };
    }),
    services: byKey(PRICING_SERVICES, (service) => ({
      oneTime: String(list.services[service].oneTime),
      monthly: String(list.services[service].monthly),
    })),
    monthlyFocused: {
      setupSharePercent: String(list.monthlyFocused.setupSharePercent),
      yearMarkupPercent: String(list.monthlyFocused.yearMarkupPercent),
    },
  };
}

/**
 * A typed number: spaces (grouping) ignored, a decimal comma read as a point; anything else (blank, letters) is NaN,
 * which the schema names ("Must be a number"). A fraction or a negative number stays as it is for the schema to name.
 */
export function typedNumber(text: string): number {
  const compact = text.replace(/\s/g, '');
  return /^-?\d+(?:[.,]\d+)?$/.test(compact) ? Number(compact.replace(',', '.')) : Number.NaN;
}

/** One feature per line; blank lines are dropped. */
export function featureLines(text: string): string[] {
  return text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
}

/** The schema's input from the form's values (what the live example computes with and the schema checks). */
export function priceListFromDraft(draft: PriceListDraft): PriceListFormValues {
  const texts = (t: PlanTextsDraft) => ({
    name: t.name,
    description: t.description,
    features: byKey(FEATURE_CATEGORIES, (category) => featureLines(t.features[category])),
  });
  return {
    plans: byKey(PRICING_PLANS, (plan) => {
      const p = draft.plans[plan];
      return {
        setup: typedNumber(p.setup),
        monthly: typedNumber(p.monthly),
        serviceMultiplierPercent: typedNumber(p.serviceMultiplierPercent),
        paymentLink: p.paymentLink,
        translations: byKey(LANGUAGES, (lang) => texts(p.translations[lang])),
      };
    }),
    services: byKey(PRICING_SERVICES, (service) => ({
      oneTime: typedNumber(draft.services[service].oneTime),
      monthly: typedNumber(draft.services[service].monthly),
    })),
    monthlyFocused: {
      setupSharePercent: typedNumber(draft.monthlyFocused.setupSharePercent),
      yearMarkupPercent: typedNumber(draft.monthlyFocused.yearMarkupPercent),
    },
  };
}

export const featurePath = (plan: (typeof PRICING_PLANS)[number], lang: Language, category: FeatureCategory) =>
  `plans.${plan}.translations.${lang}.features.${category}` as const;

/** Every field in screen order, as the server names a refused one ('plans.basic.setup'): shown at it, focus on the first. */
export const PRICE_LIST_FIELDS: readonly Path<PriceListDraft>[] = [
  ...PRICING_PLANS.flatMap((plan) => [
    `plans.${plan}.setup` as const,
    `plans.${plan}.monthly` as const,
    `plans.${plan}.serviceMultiplierPercent` as const,
    `plans.${plan}.paymentLink` as const,
    ...LANGUAGES.flatMap((lang) => [
      `plans.${plan}.translations.${lang}.name` as const,
      `plans.${plan}.translations.${lang}.description` as const,
      ...FEATURE_CATEGORIES.map((category) => featurePath(plan, lang, category)),
    ]),
  ]),
  ...PRICING_SERVICES.flatMap((service) => [`services.${service}.oneTime` as const, `services.${service}.monthly` as const]),
  'monthlyFocused.setupSharePercent',
  'monthlyFocused.yearMarkupPercent',
];

const FIELD_SET = new Set<string>(PRICE_LIST_FIELDS);

/**
 * The form's field of a path the schema or the server names: itself, or for one feature of a list
 * ('plans.basic.translations.cs.features.design.2') the list's text. Null for a path the form has no field of.
 */
export function formFieldOf(path: string): Path<PriceListDraft> | null {
  const field = path.replace(/^(plans\.\w+\.translations\.\w+\.features\.\w+)\.\d+$/, '$1');
  return FIELD_SET.has(field) ? (field as Path<PriceListDraft>) : null;
}

/**
 * The form's validation: the shared schema over the values read back (priceListFromDraft); each field shows the
 * schema's first message for it (English, shown translated), a feature's at its category's text.
 */
export const priceListResolver: Resolver<PriceListDraft, unknown, PriceListInput> = (values, _context, options) => {
  const result = priceListSchema.safeParse(priceListFromDraft(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path.map(String).join('.'));
    if (field) errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};

/**
 * The server's refusals of single features ('plans.basic.translations.cs.features.design.2'), at their category's
 * text, in screen order (useFormSave marks the fields the server names exactly; these are the rest).
 */
export function featureItemErrors(error: unknown): { field: Path<PriceListDraft>; message: string }[] {
  const fields = error instanceof ApiError ? error.body?.fields : undefined;
  if (!fields) return [];
  const found = new Map<Path<PriceListDraft>, string>();
  for (const [path, message] of Object.entries(fields)) {
    const field = formFieldOf(path);
    if (field && field !== path && typeof message === 'string' && message && !(field in fields) && !found.has(field)) found.set(field, message);
  }
  return PRICE_LIST_FIELDS.flatMap((field) => {
    const message = found.get(field);
    return message ? [{ field, message }] : [];
  });
}
