/**
 * The public pages' loaders: each page module declares the paths it answers (`matches`, on the unprefixed path) and
 * what it reads from the database (`load`, through the data modules). The first that matches loads the page; the data
 * type the client renders is inferred from the loaders and checked against the shared contract (src/shared/page-data.ts).
 */
import { LANGUAGES, type Language } from '@/shared/constants';
import type { PageData } from '@/shared/page-data';
import type { AgencyProfile } from '@/shared/schemas/agency-profile';
import type { PublishedSiteTexts } from '@/shared/site-texts/site-pages';
import { readAgencyProfile } from '@/server/data/agency-profile';
import { readPublishedSiteTexts } from '@/server/data/site-texts';
import type { Database } from '@/server/db/database';
import { blogPage } from './blog';
import { blogPostPage, postLanguagesAt } from './blog-post';
import { homePage } from './home';
import type { LoadedPage, PageLoadRequest } from './page-load';
import { pricingPage } from './pricing';
import { staticPage } from './static-page';

export { loadPostPreview } from './blog-post';
export { readAgencyProfile, readPublishedSiteTexts };

/** In order: the first page whose `matches` accepts the path loads it (the static page accepts any). */
const PAGES = [blogPostPage, blogPage, homePage, pricingPage, staticPage] as const;

/** The data the pages render, inferred from their loaders. */
export type LoadedPageData = Awaited<ReturnType<(typeof PAGES)[number]['load']>>['data'];

/**
 * A page's own data, the agency profile every page shows (footer, contact details, title, structured data) and the
 * texts staff published in place of the code's.
 */
export type LoadedPublicPage = LoadedPage<LoadedPageData> & { agency: AgencyProfile; siteTexts: PublishedSiteTexts };

/** The loaders' data is exactly the shared contract: a page added or changed on one side only fails the typecheck. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const LOADERS_MATCH_CONTRACT: Same<LoadedPageData, PageData> = true;
void LOADERS_MATCH_CONTRACT;

/** The database content the page at this (unprefixed) path shows, the next moment it changes without a write, its languages. */
export async function loadPublicPage(request: PageLoadRequest): Promise<LoadedPublicPage> {
  const page = PAGES.find((candidate) => candidate.matches(request.path)) ?? staticPage;
  const loaded = await page.load(request);
  return { ...loaded, agency: await readAgencyProfile(request.db), siteTexts: await readPublishedSiteTexts(request.db) };
}

/** The languages the page at this (unprefixed) path exists in, read without loading it: a post's, else every language. */
export async function pageLanguagesAt(db: Database, path: string): Promise<readonly Language[]> {
  return blogPostPage.matches(path) ? postLanguagesAt(db, path) : LANGUAGES;
}
