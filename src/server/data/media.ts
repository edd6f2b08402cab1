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
import { and, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { LANGUAGES } from '@/shared/constants';
import { MEDIA_MESSAGES, MEDIA_PATH_PREFIX, type AdminMediaItem, type MediaFormat, type MediaImageRef, type MediaTexts, type MediaUse } from '@/shared/media';
import type { MediaAltInput } from '@/shared/schemas/media';
import type { Translated } from '@/shared/translations';
import { auditChanges, recordAudit, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { agencyProfile, media, mediaTranslations, mediaVariants, portfolioItems, portfolioItemTranslations, type MediaRow } from '../db/schema';
import { Conflict } from '../domain/errors';
import { bumpContentVersion, contentChangedLocally, type Transaction } from './content-version';
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
  search: searchNameAndAlt,
};

/**
 * docs/product/rules.md#search: the file name or an alt text in any language contains the text — one id set of the
 * images found by name (media_search_idx) and those found by alt text (media_translations_search_idx), each part read
 * through its own table's trigram index (migration 0029, decision 033); with an OR instead, the name's part could
 * only be a scan of every image.
 */
function searchNameAndAlt(q: string): SQL {
  const byName = sql`select ${media.id} from ${media} where ${searchColumns(q, [media.originalName])}`;
  const byAlt = sql`select ${mediaTranslations.mediaId} from ${mediaTranslations} where ${searchColumns(q, [mediaTranslations.alt])}`;
  return sql`${media.id} in (${byName} union ${byAlt})`;
}

type Reader = Database | Transaction;

/** The images' alt texts per language, by image id (an image with none: {}). */
async function altTextsOf(db: Reader, ids: readonly number[]): Promise<Map<number, Translated<MediaTexts>>> {
  const texts = new Map<number, Translated<MediaTexts>>(ids.map((id) => [id, {}]));
  if (ids.length === 0) return texts;
  const rows = await db.select().from(mediaTranslations).where(inArray(mediaTranslations.mediaId, [...ids])).orderBy(mediaTranslations.mediaId, mediaTranslations.language);
  for (const { mediaId, language, alt } of rows) texts.get(mediaId)![language] = { alt };
  return texts;
}

/** Replaces the image's alt texts: a row per language given with a text, none for a blank or missing one. */
async function writeAltTexts(tx: Transaction, mediaId: number, translations: Translated<MediaTexts>): Promise<void> {
  await tx.delete(mediaTranslations).where(eq(mediaTranslations.mediaId, mediaId));
  const rows = LANGUAGES.flatMap((language) => {
    const alt = translations[language]?.alt ?? '';
    return alt === '' ? [] : [{ mediaId, language, alt }];
  });
  if (rows.length > 0) await tx.insert(mediaTranslations).values(rows);
}

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
  // The agency's logo, in its profile: on the site, proposals and invoices (issues 22, 35).
  const logos = await db
    .select({ id: agencyProfile.id, title: agencyProfile.name })
    .from(agencyProfile)
    .innerJoin(media, eq(media.id, agencyProfile.logoMediaId))
    .where(eq(media.hash, hash));
  return [
    ...posts.map((p) => ({ kind: 'blog_post' as const, ...p })),
    ...items.map((i) => ({ kind: 'portfolio_item' as const, ...i })),
    ...logos.map((l) => ({ kind: 'agency_logo' as const, id: l.id, title: l.title })),
  ];
}

function toAdminItem(row: MediaRow, translations: Translated<MediaTexts>, uses: MediaUse[]): AdminMediaItem {
  const { id, hash, originalName, mime, width, height, size, createdAt } = row;
  return { id, hash, originalName, mime, width, height, size, translations, createdAt: createdAt.toISOString(), uses };
}

/** A file name as staff see it: the base name, no control characters, at most 200 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || 'image';
}

export function mediaData(db: Database) {
  /** The images as the API answers them: with their alt texts and uses, in the order given. */
  const asItems = async (rows: readonly MediaRow[]) => {
    const texts = await altTextsOf(db, rows.map((row) => row.id));
    return Promise.all(rows.map(async (row) => toAdminItem(row, texts.get(row.id)!, await usesOf(db, row.hash))));
  };
  const withUses = async (row: MediaRow) => (await asItems([row]))[0]!;
  const get = async (id: number) => firstRow(await db.select().from(media).where(eq(media.id, id)));

  return {
    list: async (query: ListQuery<MediaSortKey>) => {
      const page = await listPage(db, LIST, query, db.select().from(media).$dynamic());
      return { rows: await asItems(page.rows), total: page.total };
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
        const image = firstRow(await tx.select().from(media).where(eq(media.id, id)).for('update'));
        if (!image) return undefined;
        const before = (await altTextsOf(tx, [id])).get(id)!;
        await writeAltTexts(tx, id, input.translations);
        const after = (await altTextsOf(tx, [id])).get(id)!;
        await recordAudit(tx, { actor, action: 'update', entity: 'media', entityId: id, changes: auditChanges({ translations: before }, { translations: after }) });
        if (await applyLibraryAltToPosts(tx, image.hash, before, after, actor)) version = await bumpContentVersion(tx);
        return image;
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
        const translations = (await altTextsOf(tx, [id])).get(id)!;
        const [deleted] = await tx.delete(media).where(eq(media.id, id)).returning();
        if (!deleted) return false;
        await recordAudit(tx, { actor, action: 'delete', entity: 'media', entityId: id, changes: auditChanges({ ...deleted, translations }, null) });
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
