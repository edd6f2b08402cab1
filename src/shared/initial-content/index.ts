/**
 * The site's initial content (decision 019): the four blog posts in Czech and English and the six portfolio projects.
 * The server writes them once into a new database (src/server/seed/initial-content.ts); from then on they are rows the
 * staff edit, unpublish and delete like any other, and the public site shows only rows. Nothing of the client's
 * bundle imports this module; the client tests use it as their fixtures of "a new database".
 */
import type { Language } from '../constants';
import { INITIAL_POSTS_CS } from './blog-posts-cs';
import { INITIAL_POSTS_EN } from './blog-posts-en';
import type { InitialPostText } from './types';

export { INITIAL_PORTFOLIO_ITEMS } from './portfolio';
export type { InitialPortfolioItem, InitialPostText } from './types';

/** The initial posts per language, newest first (the same slugs, images and dates in both). */
export const INITIAL_POSTS: Readonly<Record<Language, readonly InitialPostText[]>> = { cs: INITIAL_POSTS_CS, en: INITIAL_POSTS_EN };
