/** What every public page's loader is given and answers (the registry: index.ts). */
import type { Language } from '@/shared/constants';
import type { Database } from '@/server/db/database';

export interface PageLoadRequest {
  db: Database;
  /** The unprefixed path ('/blog', '/blog/<slug>'). */
  path: string;
  lang: Language;
  now: Date;
}

export interface LoadedPage<Data> {
  /** What the page renders (its member of PageData, src/shared/page-data.ts). */
  data: Data;
  /** The next moment the page changes without a write. */
  expiresAt: number;
  /** The languages the page exists in: a stored post's, every language for any other page. */
  languages: readonly Language[];
  /** A post that exists only in the other language: its address there (answered 301). */
  movedTo?: string;
}
