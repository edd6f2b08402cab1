/**
 * The media library (issue 11): images are checked, stripped of their metadata and turned into AVIF and WebP
 * variants with sharp, then stored with their variants in the database — so every instance serves every image with no
 * shared disk (docs/decisions/015-media-library.md).
 *
 * Bounded memory: the upload arrives in a buffer capped at MEDIA_MAX_UPLOAD_MB (src/server/routes/admin/media.ts);
 * the type is read from its first bytes; sharp reads the header only and refuses more than MEDIA_MAX_PIXELS before
 * anything is decoded (limitInputPixels); one image is processed at a time per instance (a queue, sharp concurrency 1),
 * so decoding needs at most 40 MP × 4 bytes ≈ 160 MB on top of the uploads being received.
 */
import { createHash } from 'node:crypto';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  MEDIA_FORMATS,
  MEDIA_MAX_PIXELS,
  MEDIA_MESSAGES,
  MEDIA_PATH_PREFIX,
  mediaVariantHeight,
  mediaVariantWidths,
  type AdminMediaItem,
  type MediaAltInput,
  type MediaFormat,
  type MediaImageRef,
  type MediaSourceType,
  type MediaUse,
} from '@/shared/media';
import { auditChanges, recordAudit, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { blogPosts, media, mediaVariants, portfolioItems, type MediaRow } from '../db/schema';
import { fieldError, HttpError } from '../http/errors';
import { containsPattern, firstRow, listPage, searchColumns, sortKeys, type ListQuery, type ListSpec, type SortColumn } from './list-page';

sharp.concurrency(1);
sharp.cache(false);

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

/** The type of an image from its first bytes (magic numbers); null when it is none of the accepted ones. */
export function sniffImageType(bytes: Buffer): MediaSourceType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (bytes.length >= 16 && bytes.subarray(4, 8).toString('latin1') === 'ftyp') {
    // ISO-BMFF: the major brand, then the compatible brands, up to the box's size.
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    const brands = [];
    for (let at = 8; at + 4 <= boxSize; at += 4) if (at !== 12) brands.push(bytes.subarray(at, at + 4).toString('latin1'));
    if (brands.includes('avif') || brands.includes('avis')) return 'image/avif';
  }
  return null;
}

/** Text that looks like SVG (or XML that could be): named apart, with the reason it is refused. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || /<svg[\s>]/.test(head);
}

const FORMAT_OPTIONS: Record<MediaFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 80, effort: 3 }),
};

const sharpInput = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'truncated', autoOrient: true });

export interface ProcessedImage {
  hash: string;
  mime: MediaSourceType;
  width: number;
  height: number;
  variants: { format: MediaFormat; width: number; height: number; bytes: Buffer; hash: string }[];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Checks an uploaded file and makes its variants; a 4xx naming `file` for anything that is not a readable image of an
 * accepted type and size. The variants carry no metadata (sharp drops EXIF, GPS, XMP and ICC unless asked to keep
 * them; the orientation is applied to the pixels first).
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw fieldError('file', MEDIA_MESSAGES.empty);
  const mime = sniffImageType(bytes);
  if (!mime) throw fieldError('file', looksLikeSvg(bytes) ? MEDIA_MESSAGES.svg : MEDIA_MESSAGES.notImage, 415);
  let meta: Metadata;
  try {
    meta = await sharpInput(bytes).metadata();
  } catch (err) {
    // sharp refuses the header of an image above limitInputPixels before decoding anything.
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw fieldError('file', MEDIA_MESSAGES.tooManyPixels, 413);
    throw fieldError('file', MEDIA_MESSAGES.broken);
  }
  const rawWidth = meta.width ?? 0;
  const rawHeight = meta.height ?? 0;
  if (rawWidth < 1 || rawHeight < 1) throw fieldError('file', MEDIA_MESSAGES.broken);
  if (rawWidth * rawHeight > MEDIA_MAX_PIXELS) throw fieldError('file', MEDIA_MESSAGES.tooManyPixels, 413);
  // EXIF orientations 5–8 turn the image a quarter: its displayed size swaps width and height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? rawHeight : rawWidth;
  const height = turned ? rawWidth : rawHeight;
  const variants: ProcessedImage['variants'] = [];
  try {
    // Decoding once checks the whole file (a truncated one fails here), before any variant is made.
    const decoded = await sharpInput(bytes).raw().toBuffer({ resolveWithObject: true });
    const source = () => sharp(decoded.data, { raw: decoded.info, limitInputPixels: MEDIA_MAX_PIXELS });
    for (const variantWidth of mediaVariantWidths(width)) {
      const variantHeight = mediaVariantHeight({ width, height }, variantWidth);
      for (const format of MEDIA_FORMATS) {
        const out = await FORMAT_OPTIONS[format](source().resize(variantWidth, variantHeight, { fit: 'fill' })).toBuffer();
        variants.push({ format, width: variantWidth, height: variantHeight, bytes: out, hash: sha256(out) });
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw fieldError('file', MEDIA_MESSAGES.broken);
  }
  return { hash: sha256(bytes), mime, width, height, variants };
}

/** One image is processed at a time per instance: the memory bound above holds however many uploads arrive. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** Where an image is used: posts (cover, inline in any language) and portfolio items, by its address. */
async function usesOf(db: Database, hash: string): Promise<MediaUse[]> {
  const pattern = containsPattern(`${MEDIA_PATH_PREFIX}${hash}-`);
  const posts = await db
    .select({ id: blogPosts.id, title: blogPosts.title })
    .from(blogPosts)
    .where(or(ilike(blogPosts.imageUrl, pattern), ilike(blogPosts.content, pattern), ilike(sql`${blogPosts.translations}::text`, pattern)))
    .orderBy(blogPosts.id);
  const items = await db
    .select({ id: portfolioItems.id, title: portfolioItems.title })
    .from(portfolioItems)
    .where(ilike(portfolioItems.imageUrl, pattern))
    .orderBy(portfolioItems.id);
  return [...posts.map((p) => ({ kind: 'blog_post' as const, ...p })), ...items.map((i) => ({ kind: 'portfolio_item' as const, ...i }))];
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
    /** Stores an uploaded image (the same file again: the image already stored, with created false). */
    upload: async (bytes: Buffer, originalName: string, actor: Actor): Promise<{ item: AdminMediaItem; created: boolean }> => {
      const image = await oneAtATime(() => processImage(bytes));
      const existing = firstRow(await db.select().from(media).where(eq(media.hash, image.hash)));
      if (existing) return { item: await withUses(existing), created: false };
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(media)
          .values({ hash: image.hash, originalName: cleanName(originalName), mime: image.mime, width: image.width, height: image.height, size: bytes.length, createdBy: actor.id })
          .onConflictDoNothing({ target: media.hash })
          .returning();
        if (!inserted) return undefined;
        await tx.insert(mediaVariants).values(image.variants.map((v) => ({ ...v, mediaId: inserted.id })));
        await recordAudit(tx, { actor, action: 'create', entity: 'media', entityId: inserted.id, changes: auditChanges(null, inserted) });
        return inserted;
      });
      // Another upload of the same file won the race: answer with that one.
      const stored = row ?? firstRow(await db.select().from(media).where(eq(media.hash, image.hash)));
      if (!stored) throw new HttpError(409, MEDIA_MESSAGES.notFound);
      return { item: await withUses(stored), created: row !== undefined };
    },
    setAlt: async (id: number, input: MediaAltInput, actor: Actor): Promise<AdminMediaItem | undefined> => {
      const row = await db.transaction(async (tx) => {
        const before = firstRow(await tx.select().from(media).where(eq(media.id, id)).for('update'));
        if (!before) return undefined;
        const [after] = await tx.update(media).set(input).where(eq(media.id, id)).returning();
        await recordAudit(tx, { actor, action: 'update', entity: 'media', entityId: id, changes: auditChanges(before, after) });
        return after;
      });
      return row && withUses(row);
    },
    /** False for an unknown id; a 409 listing the uses while the image is used anywhere. */
    remove: async (id: number, actor: Actor): Promise<boolean> => {
      const row = await get(id);
      if (!row) return false;
      const uses = await usesOf(db, row.hash);
      if (uses.length) throw new HttpError(409, `${MEDIA_MESSAGES.inUse}: ${uses.map((u) => u.title).join(', ')}`, 'uses');
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
