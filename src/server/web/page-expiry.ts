/** When a cached page (or sitemap.xml) changes on its own, without a write: the cache entry's `expiresAt`. */
import { officeClock, officeInstant } from '@/shared/dates';
import { blogData } from '../data/blog-posts';
import type { Database } from '../db/database';

/** The footer shows Prague's year: every page changes at the next New Year there (not the server's), whatever the content. */
export function nextYearStart(now: Date): number {
  return officeInstant(officeClock(now).year + 1, 1, 1).getTime();
}

/** Epoch ms of the next moment a page listing posts changes on its own: a new year, or a post coming due. */
export async function postsChangeAt(db: Database, now: Date): Promise<number> {
  const due = await blogData(db).nextPublicationAt(now);
  return Math.min(nextYearStart(now), due ? due.getTime() : Infinity);
}
