/** SPEC §3 admin portfolio item: payload of POST/PUT /api/admin/portfolio and the portfolio form. */
import { z } from 'zod';
import { PORTFOLIO_CATEGORIES } from '../constants';
import {
  FIELD_MESSAGES,
  flag,
  MAX_LENGTH,
  oneOfMessage,
  optionalRecordId,
  optionalWebAddress,
  requiredFlag,
  requiredImageUrl,
  requiredText,
} from './fields';

export const PORTFOLIO_MESSAGES = {
  titleRequired: FIELD_MESSAGES.titleRequired,
  descriptionRequired: FIELD_MESSAGES.descriptionRequired,
  imageUrlRequired: FIELD_MESSAGES.imageUrlRequired,
  categoryInvalid: oneOfMessage(PORTFOLIO_CATEGORIES),
  /** The server's answer when the linked project id does not exist. */
  projectNotFound: 'The chosen project does not exist',
} as const;

export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

export const portfolioItemSchema = z.object({
  title: requiredText(MAX_LENGTH.short, PORTFOLIO_MESSAGES.titleRequired),
  description: requiredText(MAX_LENGTH.description, PORTFOLIO_MESSAGES.descriptionRequired),
  imageUrl: requiredImageUrl(),
  category: z.enum(PORTFOLIO_CATEGORIES, { error: PORTFOLIO_MESSAGES.categoryInvalid }),
  /** Optional http(s) address of the live work. */
  link: optionalWebAddress(),
  projectId: optionalRecordId(),
  featured: flag(false),
});
export type PortfolioItemFormValues = z.input<typeof portfolioItemSchema>;
export type PortfolioItemInput = z.output<typeof portfolioItemSchema>;

/** PUT: the same fields, except that a missing `featured` leaves the current value (it has its own PATCH). */
export const portfolioItemUpdateSchema = portfolioItemSchema.extend({ featured: requiredFlag().optional() });
export type PortfolioItemUpdateInput = z.output<typeof portfolioItemUpdateSchema>;

/** PATCH /api/admin/portfolio/:id/featured */
export const portfolioFeaturedSchema = z.object({ featured: requiredFlag() });
