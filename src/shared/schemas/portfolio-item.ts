/** docs/product/records.md#portfolio-items admin portfolio item: payload of POST/PUT /api/admin/portfolio and the portfolio form. */
import { z } from 'zod';
import { LANGUAGES, PORTFOLIO_CATEGORIES } from '../constants';
import { translatedSchema, type TranslatedInAll } from '../translations';
import {
  flag,
  MAX_LENGTH,
  optionalRecordId,
  optionalWebAddress,
  requiredFlag,
  requiredImageUrl,
  FIELD_MESSAGES,
} from './fields';
import { PORTFOLIO_MESSAGES } from './messages';
export { PORTFOLIO_MESSAGES };

export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

/** A new portfolio item is not featured unless asked (the database column has the same default). */
export const PORTFOLIO_ITEM_DEFAULTS = { featured: false } as const;

/** An optional text kept as '' when blank (the English texts and the story). */
const textOrBlank = (max: number) =>
  z
    .string({ error: FIELD_MESSAGES.textInvalid })
    .trim()
    .max(max, FIELD_MESSAGES.textTooLong)
    .nullish()
    .transform((text) => text ?? '');

export const PORTFOLIO_SERVICES_MESSAGE = `Must be a list of: ${PORTFOLIO_CATEGORIES.join(', ')}`;

/**
 * An item's texts in one language (the one bilingual model, src/shared/translations.ts). The Czech title and
 * description are required (checked below); a blank English text shows the Czech one on the English site.
 */
export const portfolioTextsSchema = z.object({
  title: textOrBlank(MAX_LENGTH.short),
  description: textOrBlank(MAX_LENGTH.description),
  /** The project's story, shown in the home portfolio's dialog. */
  challenge: textOrBlank(MAX_LENGTH.description),
  solution: textOrBlank(MAX_LENGTH.description),
});
export type PortfolioTexts = z.output<typeof portfolioTextsSchema>;

/** The texts an item without a story or English text has in that language: all blank. */
export const BLANK_PORTFOLIO_TEXTS: PortfolioTexts = { title: '', description: '', challenge: '', solution: '' };

/** The Czech texts required of every item (docs/product/records.md#portfolio-items: title and description), with their messages. */
const REQUIRED_CZECH = { title: PORTFOLIO_MESSAGES.titleRequired, description: PORTFOLIO_MESSAGES.descriptionRequired } as const;

const portfolioItemFields = z.object({
  /** docs/product/records.md#portfolio-items's title and description: the Czech texts, read when `translations.cs` is not given. */
  title: textOrBlank(MAX_LENGTH.short),
  description: textOrBlank(MAX_LENGTH.description),
  /** The texts per language; Czech required (here or as title + description), English optional. */
  translations: translatedSchema(portfolioTextsSchema, { optional: LANGUAGES }).optional(),
  imageUrl: requiredImageUrl(),
  category: z.enum(PORTFOLIO_CATEGORIES, { error: PORTFOLIO_MESSAGES.categoryInvalid }),
  /** Optional http(s) address of the live work. */
  link: optionalWebAddress(),
  projectId: optionalRecordId(),
  /** The home portfolio's filter services; none given → the category alone. */
  services: z
    .array(z.enum(PORTFOLIO_CATEGORIES, { error: PORTFOLIO_SERVICES_MESSAGE }), { error: PORTFOLIO_SERVICES_MESSAGE })
    .max(PORTFOLIO_CATEGORIES.length, PORTFOLIO_SERVICES_MESSAGE)
    .default([])
    .transform((list) => [...new Set(list)]),
});

/**
 * The stored shape: `translations` with every language (a language not written: blank texts), the Czech title and
 * description required — at `translations.cs.*` when the Czech texts came there, else at the top-level field.
 */
function withTexts<F extends z.ZodType<boolean | undefined, boolean | undefined>>(featured: F) {
  return portfolioItemFields
    .extend({ featured })
    .superRefine((item, ctx) => {
      const cs = item.translations?.cs;
      for (const [field, message] of Object.entries(REQUIRED_CZECH) as [keyof typeof REQUIRED_CZECH, string][]) {
        if ((cs ?? item)[field] !== '') continue;
        ctx.addIssue({ code: 'custom', message, path: cs ? ['translations', 'cs', field] : [field] });
      }
    })
    .transform(({ title, description, translations, ...item }) => ({
      ...item,
      translations: {
        cs: translations?.cs ?? { ...BLANK_PORTFOLIO_TEXTS, title, description },
        en: translations?.en ?? BLANK_PORTFOLIO_TEXTS,
      } satisfies TranslatedInAll<PortfolioTexts>,
    }));
}

export const portfolioItemSchema = withTexts(flag(PORTFOLIO_ITEM_DEFAULTS.featured));
export type PortfolioItemFormValues = z.input<typeof portfolioItemSchema>;
export type PortfolioItemInput = z.output<typeof portfolioItemSchema>;

/** PUT: the same fields, except that a missing `featured` leaves the current value (it has its own PATCH). */
export const portfolioItemUpdateSchema = withTexts(requiredFlag().optional());
export type PortfolioItemUpdateInput = z.output<typeof portfolioItemUpdateSchema>;

/** PATCH /api/admin/portfolio/:id/move: one place up (earlier on the home page) or down. */
export const portfolioMoveSchema = z.object({ direction: z.enum(['up', 'down'], { error: 'Must be one of: up, down' }) });

/** PATCH /api/admin/portfolio/:id/featured */
export const portfolioFeaturedSchema = z.object({ featured: requiredFlag() });

