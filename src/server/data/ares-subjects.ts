/**
 * ARES lookups by IČO and their cache (table ares_subjects; docs/product/czech-services.md#ares--the-company-registry):
 * the only writer of the table. A lookup answers from the cache while the row is young (a company found: 24 h, not
 * found: 1 h — a company registered today may appear within the day), else asks ARES and stores the answer, found or
 * not, with the time read. When ARES does not answer, the cached row is answered however old, marked stale; with no
 * row, 503 with the reason code `aresUnavailable` (the form says: type the details by hand). Every call's outcome is
 * noted in outside_service_states.
 */
import { eq } from 'drizzle-orm';
import { ARES_MESSAGES, ARES_UNAVAILABLE_CODE, type AresCompany, type AresLookup } from '@/shared/ares';
import { BILLING_MESSAGES } from '@/shared/schemas/messages';
import type { Database } from '@/server/db/database';
import { aresSubjects } from '@/server/db/schema';
import { Invalid, Unavailable } from '@/server/domain/errors';
import { fetchAresSubject } from '@/server/outside/ares-client';
import type { OutsideCaller } from '@/server/outside/outside-services';
import { noteServiceFailure, noteServiceSuccess } from './outside-service-states';

const HOUR = 60 * 60 * 1000;
/** How long an answer is used without asking ARES again. */
export const ARES_CACHE_MS = { found: 24 * HOUR, notFound: 1 * HOUR } as const;
/** The Retry-After of the 503 when ARES is not answering (the breaker's first pause). */
const RETRY_AFTER_SECONDS = 30;

type AresRow = typeof aresSubjects.$inferSelect;

function lookupOf(row: AresRow, stale: boolean): AresLookup {
  const base = { ico: row.ico, readAt: row.readAt.toISOString(), stale };
  if (!row.found) return { found: false, ...base };
  const company: AresCompany = {
    ico: row.ico,
    name: row.name ?? '',
    street: row.street ?? '',
    city: row.city ?? '',
    postalCode: row.postalCode ?? '',
    country: row.country ?? 'CZ',
    dic: row.dic,
    vatRegistered: row.vatRegistered,
    dissolvedOn: row.dissolvedOn,
  };
  return { found: true, company, ...base };
}

/** The cached answer of an IČO (none when it was never read), however old: the client detail compares with it. */
export async function cachedAresSubject(db: Database, ico: string): Promise<AresLookup | undefined> {
  const [row] = await db.select().from(aresSubjects).where(eq(aresSubjects.ico, ico));
  return row ? lookupOf(row, false) : undefined;
}

async function store(db: Database, ico: string, company: AresCompany | undefined, readAt: Date): Promise<AresRow> {
  const values = {
    ico,
    found: company !== undefined,
    name: company?.name ?? null,
    street: company?.street ?? null,
    city: company?.city ?? null,
    postalCode: company?.postalCode ?? null,
    country: company?.country ?? null,
    dic: company?.dic ?? null,
    vatRegistered: company?.vatRegistered ?? null,
    dissolvedOn: company?.dissolvedOn ?? null,
    readAt,
  };
  const { ico: _key, ...update } = values;
  const [row] = await db.insert(aresSubjects).values(values).onConflictDoUpdate({ target: aresSubjects.ico, set: update }).returning();
  return row!;
}

/**
 * The company of an IČO (8 digits, checked by the route's schema): from the cache while it is young, else from ARES.
 * Throws Invalid('ico') when ARES refuses the IČO, Unavailable (503, `aresUnavailable`) when ARES is not answering
 * and nothing was ever read of it.
 */
export async function lookUpAresSubject(db: Database, outside: OutsideCaller, ico: string, now: Date = new Date()): Promise<AresLookup> {
  const [cached] = await db.select().from(aresSubjects).where(eq(aresSubjects.ico, ico));
  if (cached && now.getTime() - cached.readAt.getTime() < ARES_CACHE_MS[cached.found ? 'found' : 'notFound']) return lookupOf(cached, false);
  const answer = await fetchAresSubject(outside, ico);
  switch (answer.kind) {
    case 'found':
    case 'notFound': {
      const row = await store(db, ico, answer.kind === 'found' ? answer.company : undefined, now);
      await noteServiceSuccess(db, 'ares');
      return lookupOf(row, false);
    }
    case 'invalid':
      await noteServiceSuccess(db, 'ares');
      throw new Invalid('ico', BILLING_MESSAGES.icoInvalid);
    case 'down':
      await noteServiceFailure(db, 'ares', answer.reason);
      if (cached) return lookupOf(cached, true);
      throw new Unavailable(ARES_MESSAGES.unavailable, RETRY_AFTER_SECONDS, { code: ARES_UNAVAILABLE_CODE });
  }
}
