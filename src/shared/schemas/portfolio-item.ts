/** docs/product/records.md#portfolio-items admin portfolio item: payload of POST/PUT /api/admin/portfolio and the portfolio form. */
import { z } from 'zod';
import { PORTFOLIO_CATEGORIES } from '../constants';
import {
  flag,
  MAX_LENGTH,
  optionalRecordId,
  optionalWebAddress,
  requiredFlag,
  requiredImageUrl,
  requiredText,
  FIELD_MESSAGES,
} from './fields';
import { PORTFOLIO_MESSAGES } from './messages';
export { PORTFOLIO_MESSAGES };

export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

/** A new portfolio item is not featured unless asked (the database column has the same default). */
export const PORTFOLIO_ITEM_DEFAULTS = { featured: false } as const;

/** An optional text kept as '' when blank (the English texts and the project's story). */
const textOrBlank = (max: number) =>
  z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: FIELD_MESSAGES.textInvalid }).trim().max(max, FIELD_MESSAGES.textTooLong));

export const PORTFOLIO_SERVICES_MESSAGE = `Must be a list of: ${PORTFOLIO_CATEGORIES.join(', ')}`;

export const portfolioItemSchema = z.object({
  title: requiredText(MAX_LENGTH.short, PORTFOLIO_MESSAGES.titleRequired),
  description: requiredText(MAX_LENGTH.description, PORTFOLIO_MESSAGES.descriptionRequired),
  imageUrl: requiredImageUrl(),
  category: z.enum(PORTFOLIO_CATEGORIES, { error: PORTFOLIO_MESSAGES.categoryInvalid }),
  /** Optional http(s) address of the live work. */
  link: optionalWebAddress(),
  projectId: optionalRecordId(),
  featured: flag(PORTFOLIO_ITEM_DEFAULTS.featured),
  /** title and description above are the Czech texts (docs/product/records.md#portfolio-items); the English ones, then the story per language. */
  titleEn: textOrBlank(MAX_LENGTH.short),
  descriptionEn: textOrBlank(MAX_LENGTH.description),
  challengeCs: textOrBlank(MAX_LENGTH.description),
  challengeEn: textOrBlank(MAX_LENGTH.description),
  solutionCs: textOrBlank(MAX_LENGTH.description),
  solutionEn: textOrBlank(MAX_LENGTH.description),
  /** The home portfolio's filter services; none given → the category alone. */
  services: z
    .array(z.enum(PORTFOLIO_CATEGORIES, { error: PORTFOLIO_SERVICES_MESSAGE }), { error: PORTFOLIO_SERVICES_MESSAGE })
    .max(PORTFOLIO_CATEGORIES.length, PORTFOLIO_SERVICES_MESSAGE)
    .default([])
    .transform((list) => [...new Set(list)]),
});
export type PortfolioItemFormValues = z.input<typeof portfolioItemSchema>;
export type PortfolioItemInput = z.output<typeof portfolioItemSchema>;

/** PUT: the same fields, except that a missing `featured` leaves the current value (it has its own PATCH). */
export const portfolioItemUpdateSchema = portfolioItemSchema.extend({ featured: requiredFlag().optional() });
export type PortfolioItemUpdateInput = z.output<typeof portfolioItemUpdateSchema>;

/** PATCH /api/admin/portfolio/:id/move: one place up (earlier on the home page) or down. */
export const portfolioMoveSchema = z.object({ direction: z.enum(['up', 'down'], { error: 'Must be one of: up, down' }) });

/** PATCH /api/admin/portfolio/:id/featured */
export const portfolioFeaturedSchema = z.object({ featured: requiredFlag() });

