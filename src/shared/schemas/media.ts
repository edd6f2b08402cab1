/** PATCH /api/admin/media/:id (issue 11): the alt texts of a media-library image. Kept apart from src/shared/media.ts,
 * which public pages import (no zod in their JavaScript). */
import { z } from 'zod';
import { MAX_LENGTH } from './fields';

/** PATCH /api/admin/media/:id: alt texts (blank allowed: a decorative image). */
export const mediaAltSchema = z.object({
  altCs: z.string({ error: 'Must be a text' }).trim().max(MAX_LENGTH.short, `Must be at most ${MAX_LENGTH.short} characters`),
  altEn: z.string({ error: 'Must be a text' }).trim().max(MAX_LENGTH.short, `Must be at most ${MAX_LENGTH.short} characters`),
});
export type MediaAltInput = z.infer<typeof mediaAltSchema>;
