/**
 * The site's initial content (decision 019): the four blog posts (Czech and English) and the six featured portfolio
 * projects, written once into every database — a new one, and one from before this content was stored (whose public
 * site showed it from the code). Once means once: a marker row in app_meta is claimed in the same transaction, so a
 * post or item staff delete never comes back, and instances starting together on one database write it once.
 */
import { LANGUAGES } from '@/shared/constants';
import { INITIAL_PORTFOLIO_ITEMS, INITIAL_POSTS } from '@/shared/initial-content';
import type { StoredBlogTranslations } from '@/shared/schemas/blog-post';
import type { Database } from '../db/database';
import { insertInitialPost, type InitialPost } from '../data/blog-posts';
import { bumpContentVersion } from '../data/content-version';
import { insertPortfolioItemsAt } from '../data/portfolio-items';
import { claimMarker, markerOf } from '../data/settings';

export const INITIAL_CONTENT_MARKER = 'initial_content';

/** The blog posts: each one's row and its texts in both languages (with author, category, tags; decision 020). */
function initialPosts(): InitialPost[] {
  return INITIAL_POSTS.cs.map((cs) => {
    const translations: StoredBlogTranslations = {};
    for (const lang of LANGUAGES) {
      const text = INITIAL_POSTS[lang].find((post) => post.slug === cs.slug);
      if (!text) throw new Error(`initial post ${cs.slug} has no ${lang} text`);
      const { title, content, description, author, category, tags } = text;
      translations[lang] = { title, slug: cs.slug, content, description, author, category, tags };
    }
    // A day without a time: midnight UTC (the public post shows it as yyyy-MM-dd).
    return { slug: cs.slug, imageUrl: cs.imageUrl, publishedAt: new Date(`${cs.publishedAt}T00:00:00Z`), translations };
  });
}

/**
 * Writes the initial content unless this database already has (or had) it; true when this call wrote it. A slug a
 * post already uses keeps that post. The portfolio items come first on the home page, before any existing item.
 * Each table is written by its data module, in this one transaction.
 */
export async function writeInitialContentOnce(db: Database): Promise<boolean> {
  if ((await markerOf(db, INITIAL_CONTENT_MARKER)) !== undefined) return false;
  return db.transaction(async (tx) => {
    // Claimed first: an instance starting at the same moment waits on this key until the transaction ends, then
    // finds it taken and writes nothing.
    if (!(await claimMarker(tx, INITIAL_CONTENT_MARKER, new Date().toISOString()))) return false;
    // A slug a post already uses (in any language) keeps that post.
    for (const post of initialPosts()) await insertInitialPost(tx, post);
    await insertPortfolioItemsAt(tx, 'first', INITIAL_PORTFOLIO_ITEMS.map((item) => ({ ...item, featured: true })));
    // The public pages show these rows: a new content version (src/server/data/content-version.ts).
    await bumpContentVersion(tx);
    return true;
  });
}
