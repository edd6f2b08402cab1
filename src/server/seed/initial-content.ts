/**
 * The site's initial content (decision 019): the four blog posts (Czech and English) and the six featured portfolio
 * projects, written once into every database — a new one, and one from before this content was stored (whose public
 * site showed it from the code). Once means once: a marker row in app_meta is claimed in the same transaction, so a
 * post or item staff delete never comes back, and instances starting together on one database write it once.
 */
import { eq, sql } from 'drizzle-orm';
import { LANGUAGES } from '@/shared/constants';
import { INITIAL_PORTFOLIO_ITEMS, INITIAL_POSTS } from '@/shared/initial-content';
import type { StoredBlogTranslations } from '@/shared/schemas/blog-post';
import type { Database } from '../db/database';
import { writeTexts } from '../data/blog-post-texts';
import { bumpContentVersion } from '../data/content-version';
import { insertPortfolioItems } from '../data/portfolio-items';
import { appMeta, blogPosts, blogPostTranslations, portfolioItems } from '../db/schema';

export const INITIAL_CONTENT_MARKER = 'initial_content';

/** The blog posts: each one's row and its texts in both languages (with author, category, tags; decision 020). */
function initialPosts() {
  return INITIAL_POSTS.cs.map((cs) => {
    const translations: StoredBlogTranslations = {};
    for (const lang of LANGUAGES) {
      const text = INITIAL_POSTS[lang].find((post) => post.slug === cs.slug);
      if (!text) throw new Error(`initial post ${cs.slug} has no ${lang} text`);
      const { title, content, description, author, category, tags } = text;
      translations[lang] = { title, slug: cs.slug, content, description, author, category, tags };
    }
    const row = {
      slug: cs.slug,
      imageUrl: cs.imageUrl,
      published: true,
      // A day without a time: midnight UTC (the public post shows it as yyyy-MM-dd).
      publishedAt: new Date(`${cs.publishedAt}T00:00:00Z`),
    };
    return { row, translations };
  });
}

/**
 * Writes the initial content unless this database already has (or had) it; true when this call wrote it. A slug a
 * post already uses keeps that post. The portfolio items come first on the home page, before any existing item.
 */
export async function writeInitialContentOnce(db: Database): Promise<boolean> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, INITIAL_CONTENT_MARKER));
  if (marker) return false;
  return db.transaction(async (tx) => {
    // Claimed first: an instance starting at the same moment waits on this key until the transaction ends, then
    // finds it taken and writes nothing.
    const claimed = await tx
      .insert(appMeta)
      .values({ key: INITIAL_CONTENT_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    for (const { row, translations } of initialPosts()) {
      // A slug a post already uses (in any language) keeps that post.
      const taken = await tx.select({ id: blogPostTranslations.postId }).from(blogPostTranslations).where(eq(blogPostTranslations.slug, row.slug)).limit(1);
      if (taken.length > 0) continue;
      const [written] = await tx.insert(blogPosts).values(row).returning({ id: blogPosts.id });
      await writeTexts(tx, written!.id, translations);
    }
    const [first] = await tx.select({ min: sql<number | null>`min(${portfolioItems.position})` }).from(portfolioItems);
    const start = (first?.min ?? INITIAL_PORTFOLIO_ITEMS.length + 1) - INITIAL_PORTFOLIO_ITEMS.length;
    await insertPortfolioItems(tx, INITIAL_PORTFOLIO_ITEMS.map((item, i) => ({ ...item, featured: true, position: start + i })));
    // The public pages show these rows: a new content version (src/server/data/content-version.ts).
    await bumpContentVersion(tx);
    return true;
  });
}
