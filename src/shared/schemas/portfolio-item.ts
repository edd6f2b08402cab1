/** SPEC §3 admin portfolio item: payload of POST/PUT /api/admin/portfolio and the portfolio form. */
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
} from './fields';
import { PORTFOLIO_MESSAGES } from './messages';
export { PORTFOLIO_MESSAGES };

export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

/** A new portfolio item is not featured unless asked (the database column has the same default). */
export const PORTFOLIO_ITEM_DEFAULTS = { featured: false } as const;

export const portfolioItemSchema = z.object({
  title: requiredText(MAX_LENGTH.short, PORTFOLIO_MESSAGES.titleRequired),
  description: requiredText(MAX_LENGTH.description, PORTFOLIO_MESSAGES.descriptionRequired),
  imageUrl: requiredImageUrl(),
  category: z.enum(PORTFOLIO_CATEGORIES, { error: PORTFOLIO_MESSAGES.categoryInvalid }),
  /** Optional http(s) address of the live work. */
  link: optionalWebAddress(),
  projectId: optionalRecordId(),
  featured: flag(PORTFOLIO_ITEM_DEFAULTS.featured),
});
export type PortfolioItemFormValues = z.input<typeof portfolioItemSchema>;
export type PortfolioItemInput = z.output<typeof portfolioItemSchema>;

/** PUT: the same fields, except that a missing `featured` leaves the current value (it has its own PATCH). */
export const portfolioItemUpdateSchema = portfolioItemSchema.extend({ featured: requiredFlag().optional() });
export type PortfolioItemUpdateInput = z.output<typeof portfolioItemUpdateSchema>;

/** PATCH /api/admin/portfolio/:id/featured */
export const portfolioFeaturedSchema = z.object({ featured: requiredFlag() });

