/** PATCH /api/admin/media/:id (issue 11): the alt texts of a media-library image. Kept apart from src/shared/media.ts,
 * which public pages import (no zod in their JavaScript). */
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import type { MediaTexts } from '../media';
import { translatedSchema } from '../translations';
import { MAX_LENGTH } from './fields';

/** An image's alt text in one language; blank (or the language left out) means it has none in that language. */
export const mediaTextsSchema = z.object({
  alt: z.string({ error: 'Must be a text' }).trim().max(MAX_LENGTH.short, `Must be at most ${MAX_LENGTH.short} characters`),
}) satisfies z.ZodType<MediaTexts>;

/**
 * PATCH /api/admin/media/:id: the image's alt texts, `translations: { cs?: { alt }, en?: { alt } }` (decision 020). They
 * replace the stored ones: a language left out or blank has no alt text afterwards.
 */
export const mediaAltSchema = z.object({
  translations: translatedSchema(mediaTextsSchema, { optional: LANGUAGES }),
});
export type MediaAltInput = z.infer<typeof mediaAltSchema>;
