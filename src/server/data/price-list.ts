/**
 * The price list's versions (issue 35 point 3; docs/product/site-content.md#price-list): this module is the only
 * writer of price_lists. Each publication is a new row, never changed; the highest id is the current list, and no row
 * at all means the spec's list (version 0, PRICE_LIST_DEFAULTS). The pricing page shows the current version and its
 * number; a quote is priced with the version its page showed (`priceListForQuote`), and a proposal made from that quote
 * with the same version (`priceListAt`).
 */
import { asc, desc, eq, gt, sql } from 'drizzle-orm';
import { PRICE_CHANGE_GRACE_HOURS } from '@/shared/pricing';
import { DEFAULT_PRICE_LIST, priceListInOrder, type AdminPriceList, type PriceList, type PriceListInput } from '@/shared/schemas/price-list';
import { QUOTE_MESSAGES } from '@/shared/schemas/quote';
import { auditChanges, recordAudit, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { priceLists, type PriceListRow } from '../db/schema';
import { Conflict, Invalid } from '../domain/errors';
import { writePublicContent } from './content-version';

type Reader = Pick<Database, 'select'>;

const HOUR_MS = 3_600_000;

function listOf(row: PriceListRow | undefined): AdminPriceList {
  if (!row) return { ...DEFAULT_PRICE_LIST, publishedBy: null };
  return { ...priceListInOrder(row.content), version: row.id, publishedAt: row.publishedAt.toISOString(), publishedBy: row.publishedBy };
}

const withoutPublisher = ({ publishedBy: _publishedBy, ...list }: AdminPriceList): PriceList => list;

async function latestRow(db: Reader): Promise<PriceListRow | undefined> {
  const [row] = await db.select().from(priceLists).orderBy(desc(priceLists.id)).limit(1);
  return row;
}

/** The current price list as the public site shows it (no publisher's name). */
export async function readPriceList(db: Reader): Promise<PriceList> {
  return withoutPublisher(listOf(await latestRow(db)));
}

/** Version `version` (0: the defaults); undefined for a version never published. */
export async function priceListAt(db: Reader, version: number): Promise<PriceList | undefined> {
  if (version === 0) return DEFAULT_PRICE_LIST;
  const [row] = await db.select().from(priceLists).where(eq(priceLists.id, version));
  return row ? withoutPublisher(listOf(row)) : undefined;
}

/**
 * The list a quote is priced with: the version its page showed (`shown`; absent: the current one) while it is current
 * or was replaced less than PRICE_CHANGE_GRACE_HOURS ago. A version replaced longer ago is a 409 on `priceVersion`
 * (the visitor is told the prices changed); one never published, a 400.
 */
export async function priceListForQuote(db: Reader, shown: number | undefined, now = new Date()): Promise<PriceList> {
  const current = await readPriceList(db);
  if (shown === undefined || shown === current.version) return current;
  if (shown > current.version) throw new Invalid('priceVersion', QUOTE_MESSAGES.priceVersionUnknown);
  const [next] = await db.select({ publishedAt: priceLists.publishedAt }).from(priceLists).where(gt(priceLists.id, shown)).orderBy(asc(priceLists.id)).limit(1);
  const shownList = await priceListAt(db, shown);
  if (!next || !shownList) throw new Invalid('priceVersion', QUOTE_MESSAGES.priceVersionUnknown);
  if (now.getTime() - next.publishedAt.getTime() > PRICE_CHANGE_GRACE_HOURS * HOUR_MS) {
    throw new Conflict(`priceVersion: ${QUOTE_MESSAGES.pricesChanged}`, 'priceVersion', { priceVersion: QUOTE_MESSAGES.pricesChanged }, { code: 'pricesChanged' });
  }
  return shownList;
}

/**
 * Every price, factor, link and text of a list under a path the activity log names ('plans.basic.setup',
 * 'plans.basic.translations.cs.features.design'); a feature list as its lines joined by ' · '.
 */
export function priceListFields(list: PriceListInput): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) fields[path] = value.join(' · ');
    else if (value !== null && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    else fields[path] = value as string | number;
  };
  walk(list, '');
  return fields;
}

export function priceListData(db: Database) {
  return {
    read: async (): Promise<AdminPriceList> => listOf(await latestRow(db)),
    /**
     * Publishes `input` as the next version, with the activity log's entry (each changed price, factor, link and text)
     * and a new content version in the same transaction (the pricing page shows it at once on every instance). The
     * same list as the current one publishes nothing and answers the current version.
     */
    publish: (input: PriceListInput, actor: Actor): Promise<AdminPriceList> =>
      writePublicContent(db, async (tx) => {
        // One publication at a time: the next version is numbered after the one whose changes it records.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('price_lists.publish'))`);
        const before = await latestRow(tx);
        const previous = before ? before.content : DEFAULT_PRICE_LIST;
        const changes = auditChanges(priceListFields(priceListInOrder(previous)), priceListFields(input));
        // Nothing changed: no version, no audit entry, no new content version (writePublicContent: `false`).
        if (Object.keys(changes).length === 0) return false;
        const [row] = await tx.insert(priceLists).values({ content: input, publishedBy: actor.name }).returning();
        await recordAudit(tx, { actor, action: 'update', entity: 'setting', entityId: 'pricing', changes });
        return listOf(row);
      }).then(async (published) => published || listOf(await latestRow(db))),
  };
}
