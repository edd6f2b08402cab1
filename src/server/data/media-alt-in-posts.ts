/**
 * A library image's new alt text reaches the posts that use it (issue 20, point 5): inside the media library's own
 * transaction, every post holding the image gets the new text in each language where its alt is still missing or
 * still the library's previous text — never where the writer chose another text or marked the image decorative.
 */
import { and, eq, ilike, inArray } from 'drizzle-orm';
import { libraryAlt, rewriteLibraryAlt } from '@/shared/blog-image-alt';
import { MEDIA_PATH_PREFIX, type MediaTexts } from '@/shared/media';
import type { Translated } from '@/shared/translations';
import { auditChanges, recordAudit, type Actor } from '../audit/audit-log';
import { blogPosts } from '../db/schema';
import { blogPostTexts as texts, recordOf } from './blog-post-texts';
import type { Transaction } from './content-version';
import { containsPattern } from './list-page';

/** The library image's alt texts per language (a language without one: absent). */
type AltTexts = Translated<MediaTexts>;

/**
 * Rewrites the posts using the image `hash`; returns how many changed. The caller bumps the content version. Each
 * language's row gets that language's alt text (a post written without languages has one row, Czech).
 */
export async function applyLibraryAltToPosts(tx: Transaction, hash: string, before: AltTexts, after: AltTexts, actor: Actor): Promise<number> {
  const pattern = containsPattern(`${MEDIA_PATH_PREFIX}${hash}-`);
  const rows = await tx.select().from(texts).where(ilike(texts.content, pattern)).orderBy(texts.postId, texts.language);
  const postIds = [...new Set(rows.map((row) => row.postId))];
  if (postIds.length === 0) return 0;
  // The posts first, then their texts: the order every write of a post takes its locks in.
  await tx.select({ id: blogPosts.id }).from(blogPosts).where(inArray(blogPosts.id, postIds)).orderBy(blogPosts.id).for('update');
  let changed = 0;
  for (const postId of postIds) {
    const beforePost = await recordOf(tx, postId, true);
    if (!beforePost) continue;
    let rewritten = false;
    for (const row of rows.filter((r) => r.postId === postId)) {
      const content = rewriteLibraryAlt(row.content, hash, libraryAlt({ translations: before }, row.language), libraryAlt({ translations: after }, row.language));
      if (content === row.content) continue;
      await tx.update(texts).set({ content }).where(and(eq(texts.postId, postId), eq(texts.language, row.language)));
      rewritten = true;
    }
    if (!rewritten) continue;
    await tx.update(blogPosts).set({ updatedAt: new Date() }).where(eq(blogPosts.id, postId));
    const afterPost = await recordOf(tx, postId);
    await recordAudit(tx, { actor, action: 'update', entity: 'blog_post', entityId: postId, changes: auditChanges(beforePost, afterPost) });
    changed++;
  }
  return changed;
}
