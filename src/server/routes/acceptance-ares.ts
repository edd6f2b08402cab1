/**
 * "Fill from ARES" on the proposal's acceptance form (issue 37; docs/product/czech-services.md#ares--the-company-registry):
 * the page has no JavaScript, so the button posts the form and the page comes back with the billing fields filled
 * from ARES by the typed IČO — every field ARES gives is replaced (the client asked for it), the others kept as
 * typed — and a line saying what ARES answered. Counted against the public lookup's limit per address.
 */
import type { Request } from 'express';
import { aresIco, type AresLookup } from '@/shared/ares';
import type { AcceptanceBillingField } from '@/shared/schemas/client';
import { lookUpAresSubject } from '../data/ares-subjects';
import type { Database } from '../db/database';
import { Invalid, Unavailable } from '../domain/errors';
import type { OutsideCaller } from '../outside/outside-services';
import { rateLimitClient } from '../security/client-address';
import type { RateLimiter } from '../security/rate-limit';
import type { AcceptanceAresNote } from '../web/acceptance-billing';
import { aresPublicRule } from './ares-public';

export interface AcceptanceAresFill {
  typed: Record<AcceptanceBillingField, string>;
  note: AcceptanceAresNote;
}

export async function fillAcceptanceFromAres(
  options: { db: Database; outside: OutsideCaller; limiter: RateLimiter },
  req: Request,
  typed: Record<AcceptanceBillingField, string>,
): Promise<AcceptanceAresFill> {
  const ico = aresIco(typed.ico);
  if (!ico) return { typed, note: { kind: 'invalid' } };
  const hit = await options.limiter.hit(aresPublicRule(), rateLimitClient(req));
  if (hit.limited) return { typed, note: { kind: 'rateLimited' } };
  let lookup: AresLookup;
  try {
    lookup = await lookUpAresSubject(options.db, options.outside, ico);
  } catch (err) {
    if (err instanceof Unavailable) return { typed, note: { kind: 'unavailable' } };
    if (err instanceof Invalid) return { typed, note: { kind: 'invalid' } };
    throw err;
  }
  if (!lookup.found) return { typed: { ...typed, ico }, note: { kind: 'notFound' } };
  const { company } = lookup;
  const or = (value: string | null, kept: string) => (value ? value : kept);
  return {
    typed: {
      ...typed,
      ico,
      billingName: or(company.name, typed.billingName),
      billingStreet: or(company.street, typed.billingStreet),
      billingCity: or(company.city, typed.billingCity),
      billingPostalCode: or(company.postalCode, typed.billingPostalCode),
      billingCountry: or(company.country, typed.billingCountry),
      dic: or(company.dic, typed.dic),
    },
    note: { kind: 'found', readAt: lookup.readAt, stale: lookup.stale, dissolvedOn: company.dissolvedOn },
  };
}
