/**
 * A library image's new alt text reaches the posts that use it (issue 20, point 5): inside the media library's own
 * transaction, every post holding the image gets the new text in each language where its alt is still missing or
 * still the library's previous text — never where the writer chose another text or marked the image decorative.
 */
import { eq, ilike, or, sql } from 'drizzle-orm';
import { libraryAlt, rewriteLibraryAlt } from '@/shared/blog-image-alt';
import { LANGUAGES, type Language } from '@/shared/constants';
import { MEDIA_PATH_PREFIX } from '@/shared/media';
import type { BlogTranslations } from '@/shared/schemas/blog-post';
import { auditChanges, recordAudit, type Actor } from '../audit/audit-log';
import { blogPosts } from '../db/schema';
import type { Transaction } from './content-version';
import { containsPattern } from './list-page';

interface AltTexts {
  altCs: string;
  altEn: string;
}

/** The language of a post's own `content`: its first translation (Czech first); an untranslated post's is Czech. */
function baseLanguage(translations: BlogTranslations): Language {
  return LANGUAGES.find((lang) => translations[lang]) ?? LANGUAGES[0];
}

/** Rewrites the posts using the image `hash`; returns how many changed. The caller bumps the content version. */
export async function applyLibraryAltToPosts(tx: Transaction, hash: string, before: AltTexts, after: AltTexts, actor: Actor): Promise<number> {
  const pattern = containsPattern(`${MEDIA_PATH_PREFIX}${hash}-`);
  const posts = await tx
    .select()
    .from(blogPosts)
    .where(or(ilike(blogPosts.content, pattern), ilike(sql`${blogPosts.translations}::text`, pattern)))
    .orderBy(blogPosts.id)
    .for('update');
  const rewrite = (html: string, lang: Language) => rewriteLibraryAlt(html, hash, libraryAlt(before, lang), libraryAlt(after, lang));
  let changed = 0;
  for (const post of posts) {
    const translations: BlogTranslations = {};
    for (const lang of LANGUAGES) {
      const tr = post.translations[lang];
      if (tr) translations[lang] = { ...tr, content: rewrite(tr.content, lang) };
    }
    const content = rewrite(post.content, baseLanguage(post.translations));
    const same = content === post.content && LANGUAGES.every((lang) => translations[lang]?.content === post.translations[lang]?.content);
    if (same) continue;
    const [updated] = await tx.update(blogPosts).set({ content, translations, updatedAt: new Date() }).where(eq(blogPosts.id, post.id)).returning();
    await recordAudit(tx, { actor, action: 'update', entity: 'blog_post', entityId: post.id, changes: auditChanges(post, updated) });
    changed++;
  }
  return changed;
}
