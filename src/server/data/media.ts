/**
 * The media library (issue 11): images are checked, stripped of their metadata and turned into AVIF and WebP
 * variants with sharp (src/server/data/media-images.ts), then stored with their variants in the database — so every
 * instance serves every image with no shared disk (docs/decisions/015-media-library.md).
 *
 * Bounded memory (docs/deploy.md): the route admits an upload only while the bytes of all uploads in flight stay
 * under MEDIA_MAX_IN_FLIGHT_MB (src/server/routes/admin/media.ts); the type, pixel count and variant size are read
 * from the header before the image waits for the worker; one image is processed at a time per process
 * (src/server/data/image-worker.ts), at most MEDIA_MAX_QUEUED_JOBS wait, and an upload whose client has gone leaves
 * the queue unprocessed.
 */
import { and, eq, ilike, sql } from 'drizzle-orm';
import { MEDIA_MESSAGES, MEDIA_PATH_PREFIX, type AdminMediaItem, type MediaFormat, type MediaImageRef, type MediaUse } from '@/shared/media';
import type { MediaAltInput } from '@/shared/schemas/media';
import { auditChanges, recordAudit, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { agencyBilling, media, mediaVariants, portfolioItems, portfolioItemTranslations, type MediaRow } from '../db/schema';
import { Conflict } from '../domain/errors';
import { bumpContentVersion, contentChangedLocally } from './content-version';
import { imageWorker, UploadCancelled } from './image-worker';
import { applyLibraryAltToPosts } from './media-alt-in-posts';
import { postsUsing } from './blog-post-texts';
import { makeVariants, readImageHeader, sha256 } from './media-images';
import { containsPattern, firstRow, listPage, searchColumns, sortKeys, type ListQuery, type ListSpec, type SortColumn } from './list-page';

const SORTABLE = {
  createdAt: { column: media.createdAt },
  originalName: { column: media.originalName, text: true },
  size: { column: media.size },
} satisfies Record<string, SortColumn>;
export type MediaSortKey = keyof typeof SORTABLE;
export const MEDIA_SORT_KEYS = sortKeys(SORTABLE);

const LIST: ListSpec<MediaSortKey> = {
  table: media,
  id: media.id,
  sortable: SORTABLE,
  defaultSort: 'createdAt',
  search: (q) => searchColumns(q, [media.originalName, media.altCs, media.altEn]),
};

/** Where an image is used: posts (cover, inline in any language) and portfolio items by its address; the agency's logo. */
async function usesOf(db: Database, hash: string): Promise<MediaUse[]> {
  const pattern = containsPattern(`${MEDIA_PATH_PREFIX}${hash}-`);
  const posts = await postsUsing(db, pattern);
  const items = await db
    .select({ id: portfolioItems.id, title: portfolioItemTranslations.title })
    .from(portfolioItems)
    .innerJoin(portfolioItemTranslations, and(eq(portfolioItemTranslations.itemId, portfolioItems.id), eq(portfolioItemTranslations.language, 'cs')))
    .where(ilike(portfolioItems.imageUrl, pattern))
    .orderBy(portfolioItems.id);
  // The agency's logo on proposals and invoices (issue 22).
  const logos = await db
    .select({ id: agencyBilling.id, title: agencyBilling.companyName })
    .from(agencyBilling)
    .innerJoin(media, eq(media.id, agencyBilling.logoMediaId))
    .where(eq(media.hash, hash));
  return [
    ...posts.map((p) => ({ kind: 'blog_post' as const, ...p })),
    ...items.map((i) => ({ kind: 'portfolio_item' as const, ...i })),
    ...logos.map((l) => ({ kind: 'agency_logo' as const, id: l.id, title: l.title ?? 'Billing details' })),
  ];
}

function toAdminItem(row: MediaRow, uses: MediaUse[]): AdminMediaItem {
  const { id, hash, originalName, mime, width, height, size, altCs, altEn, createdAt } = row;
  return { id, hash, originalName, mime, width, height, size, altCs, altEn, createdAt: createdAt.toISOString(), uses };
}

/** A file name as staff see it: the base name, no control characters, at most 200 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || 'image';
}

export function mediaData(db: Database) {
  const withUses = async (row: MediaRow) => toAdminItem(row, await usesOf(db, row.hash));
  const get = async (id: number) => firstRow(await db.select().from(media).where(eq(media.id, id)));

  return {
    list: async (query: ListQuery<MediaSortKey>) => {
      const page = await listPage(db, LIST, query, db.select().from(media).$dynamic());
      return { rows: await Promise.all(page.rows.map(withUses)), total: page.total };
    },
    get: async (id: number) => {
      const row = await get(id);
      return row && withUses(row);
    },
    /**
     * Stores an uploaded image (the same file again: the image already stored, with created false). The header is
     * checked first; the variants are made by the image worker (BusyError past `maxQueued` waiting jobs); once
     * `signal` fires (the client has gone) it stops with UploadCancelled and stores nothing.
     */
    upload: async (bytes: Buffer, originalName: string, actor: Actor, job: { signal: AbortSignal; maxQueued: number }): Promise<{ item: AdminMediaItem; created: boolean }> => {
      const header = await readImageHeader(bytes);
      const hash = sha256(bytes);
      const existing = firstRow(await db.select().from(media).where(eq(media.hash, hash)));
      if (existing) return { item: await withUses(existing), created: false };
      const variants = await imageWorker.run(() => makeVariants(bytes, header, job.signal), { ...job, busyMessage: MEDIA_MESSAGES.busy });
      if (job.signal.aborted) throw new UploadCancelled();
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(media)
          .values({ hash, originalName: cleanName(originalName), mime: header.mime, width: header.width, height: header.height, size: bytes.length, createdBy: actor.id })
          .onConflictDoNothing({ target: media.hash })
          .returning();
        if (!inserted) return undefined;
        await tx.insert(mediaVariants).values(variants.map((v) => ({ ...v, mediaId: inserted.id })));
        await recordAudit(tx, { actor, action: 'create', entity: 'media', entityId: inserted.id, changes: auditChanges(null, inserted) });
        return inserted;
      });
      // Another upload of the same file won the race: answer with that one.
      const stored = row ?? firstRow(await db.select().from(media).where(eq(media.hash, hash)));
      if (!stored) throw new Conflict(MEDIA_MESSAGES.notFound);
      return { item: await withUses(stored), created: row !== undefined };
    },
    /**
     * New alt texts; in the same transaction the posts using the image get them where their alt is missing or was the
     * previous library text (media-alt-in-posts.ts), and the content version moves when a post changed.
     */
    setAlt: async (id: number, input: MediaAltInput, actor: Actor): Promise<AdminMediaItem | undefined> => {
      let version: number | null = null;
      const row = await db.transaction(async (tx) => {
        const before = firstRow(await tx.select().from(media).where(eq(media.id, id)).for('update'));
        if (!before) return undefined;
        const [after] = await tx.update(media).set(input).where(eq(media.id, id)).returning();
        if (!after) return undefined;
        await recordAudit(tx, { actor, action: 'update', entity: 'media', entityId: id, changes: auditChanges(before, after) });
        if (await applyLibraryAltToPosts(tx, after.hash, before, after, actor)) version = await bumpContentVersion(tx);
        return after;
      });
      if (version !== null) contentChangedLocally(db, version);
      return row && withUses(row);
    },
    /** False for an unknown id; a 409 listing the uses while the image is used anywhere. */
    remove: async (id: number, actor: Actor): Promise<boolean> => {
      const row = await get(id);
      if (!row) return false;
      const uses = await usesOf(db, row.hash);
      if (uses.length) throw new Conflict(`${MEDIA_MESSAGES.inUse}: ${uses.map((u) => u.title).join(', ')}`, 'uses');
      return db.transaction(async (tx) => {
        const [deleted] = await tx.delete(media).where(eq(media.id, id)).returning();
        if (!deleted) return false;
        await recordAudit(tx, { actor, action: 'delete', entity: 'media', entityId: id, changes: auditChanges(deleted, null) });
        return true;
      });
    },
    /** One variant's bytes for the public address, or undefined. */
    variant: async (hash: string, width: number, format: MediaFormat) =>
      firstRow(
        await db
          .select({ bytes: mediaVariants.bytes, hash: mediaVariants.hash })
          .from(mediaVariants)
          .innerJoin(media, eq(media.id, mediaVariants.mediaId))
          .where(and(eq(media.hash, hash), eq(mediaVariants.format, format), eq(mediaVariants.width, width))),
      ),
    /** Original sizes of library images by hash (public pages render <picture> with width/height from them). */
    refs: async (hashes: readonly string[]): Promise<Map<string, MediaImageRef>> => {
      const unique = [...new Set(hashes)];
      if (!unique.length) return new Map();
      const rows = await db
        .select({ hash: media.hash, width: media.width, height: media.height })
        .from(media)
        .where(sql`${media.hash} in ${unique}`);
      return new Map(rows.map((r) => [r.hash, r]));
    },
  };
}
