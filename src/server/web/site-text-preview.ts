/**
 * The live preview of the site-text editor (issue 35 point 2; docs/product/site-content.md#preview): the real page at
 * its own address, rendered with the texts and image the editor holds for one page instead of the published ones —
 * `POST /<page path>?preview` (Czech path, or /en/…) with `{ page, translations, imageUrl }` as JSON. Only staff who
 * may edit site texts get it (the back office's gates, else 401/403); never cached, never indexed, no page view
 * counted; it spends the render budget like any uncached render. The back office shows the answer in a frame.
 */
import express, { type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { languageOfPath, PREVIEW_QUERY_PARAMETER, unprefixedPath } from '@/shared/site-paths';
import { sitePageInputSchema } from '@/shared/schemas/site-texts';
import { SITE_PAGE_KEYS, withPageDraft } from '@/shared/site-texts/site-pages';
import { backOfficeUser } from '../auth/require-user';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { crossSiteReason, CROSS_SITE_MESSAGE } from '../security/cross-site';
import { spendUncachedRender } from './page-answers';
import { publicPageHtml, type PageSource } from './page-html';
import { requestOrigin } from './page-requests';
import { loadPublicPage, readPublishedSiteTexts } from './public-pages';
import type { RenderedPages } from './rendered-pages';

/** A page's every text in both languages at the longest (2,000 characters each) fits. */
export const SITE_TEXT_PREVIEW_BODY_LIMIT = '1mb';

const pageSchema = z.object({ page: z.enum(SITE_PAGE_KEYS, { error: `Must be one of: ${SITE_PAGE_KEYS.join(', ')}` }) }).loose();

/** The preview's handler for `POST <page path>?preview`; any other POST to a page goes on (to the 404). */
export function siteTextPreview(source: PageSource, db: Database, rendered: RenderedPages | null, publicUrl: string | undefined): RequestHandler[] {
  const answer = async (req: Request, res: Response) => {
    if (crossSiteReason(req)) throw new HttpError(403, CROSS_SITE_MESSAGE);
    await backOfficeUser(db, req, res, '/site-texts');
    const { page, ...draft } = parseInput(pageSchema, req.body);
    const input = parseInput(sitePageInputSchema(page), draft);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    if (!spendUncachedRender(rendered, res)) return;
    const lang = languageOfPath(req.path);
    const { data, agency } = await loadPublicPage({ db, path: unprefixedPath(req.path), lang, now: new Date() });
    const siteTexts = withPageDraft(await readPublishedSiteTexts(db), page, input);
    const html = await publicPageHtml(source, { url: req.path, lang, origin: publicUrl ?? requestOrigin(req), data, agency, siteTexts });
    res.status(html.status).type('html').send(html.body);
  };
  return [
    (req, _res, next) => next(req.query[PREVIEW_QUERY_PARAMETER] === undefined ? 'route' : undefined),
    express.json({ limit: SITE_TEXT_PREVIEW_BODY_LIMIT }),
    answer,
  ];
}
