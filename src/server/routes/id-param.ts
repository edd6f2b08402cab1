import type { Request } from 'express';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@/shared/constants';
import { FIELD_MESSAGES, MAX_ID } from '@/shared/schemas/fields';
import { parseInput } from '../http/validate';

// Digits only: '1e3', '0x10', ' 7' or '1.0' are not ids.
const positiveWhole = () =>
  z
    .string({ error: FIELD_MESSAGES.idInvalid })
    .regex(/^[1-9][0-9]{0,9}$/, FIELD_MESSAGES.idInvalid)
    .transform(Number)
    .pipe(z.number().max(MAX_ID, FIELD_MESSAGES.idInvalid));

const idSchema = z.object({ id: positiveWhole() });
const revisionSchema = z.object({ number: positiveWhole() });

const rateIdSchema = z.object({ rateId: positiveWhole() });

/** The numeric `:id` route parameter, or a 400 naming `id`. */
export function idParam(req: Request): number {
  return parseInput(idSchema, req.params).id;
}

/** The numeric `:rateId` route parameter (a person's cost rate), or a 400 naming `rateId`. */
export function rateIdParam(req: Request): number {
  return parseInput(rateIdSchema, req.params).rateId;
}

const markSchema = z.object({
  language: z.enum(LANGUAGES, { error: `Must be one of: ${LANGUAGES.join(', ')}` }),
  // A record's field ('title') or a site text's path ('home.hero.title').
  field: z.string().max(100, FIELD_MESSAGES.textInvalid).regex(/^[a-zA-Z][a-zA-Z0-9]*(\.[a-zA-Z][a-zA-Z0-9]*)*$/, FIELD_MESSAGES.textInvalid),
});

/** A translation mark's `:language` and `:field` route parameters, or a 400 naming the one that is wrong. */
export function markParams(req: Request): { language: Language; field: string } {
  return parseInput(markSchema, req.params);
}

/** A revision's `:number` route parameter (1, 2, …), or a 400 naming `number`. */
export function revisionParam(req: Request): number {
  return parseInput(revisionSchema, req.params).number;
}
