/**
 * One shape per record, checked by the compiler: each table's row, as the API sends it (JSON: dates as strings), must
 * be exactly the API type in src/shared/api-types.ts — which is the record's shared zod schema plus the server's
 * fields. A column added to the table and not the schema (or to the schema and not the table), or a column whose type
 * or value list differs, leaves an entry in ShapeMismatches, and `{} satisfies …` below fails the typecheck naming it.
 *
 * Why conditional types and not drizzle-zod: the shared layer may not import the server's table definitions, so the
 * API types cannot be generated from them; the zod schemas are the source (they also carry the form rules and
 * messages), and this file ties the tables to them without a second schema or a new dependency.
 */
import type {
  AdminBlogPost,
  AdminClient,
  AdminMessage,
  AdminPortfolioItem,
  AdminProject,
  JsonOf,
} from '@/shared/api-types';
import type { AdminMail } from '@/shared/api-types';
import type { ClientRecord } from './clients';
import type { BlogPostRecord } from './blog-post-texts';
import type { MailListRow } from './mail-outbox';
import type { MessageWithClient } from './messages';
import type { PortfolioItem } from './portfolio-items';
import type { ProjectWithClient } from './projects';

/** Mutual assignability: the same type, unions and nulls included. */
type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Every field where the row and the API type differ, with what is wrong; {} when they match. */
export type ShapeMismatches<Row, Api> = {
  [K in keyof Row | keyof Api as K extends keyof Row
    ? K extends keyof Api
      ? SameType<Row[K], Api[K]> extends true
        ? never
        : K
      : K
    : K]: K extends keyof Row
    ? K extends keyof Api
      ? { typeDiffers: { table: Row[K]; api: Api[K] } }
      : 'column only in the database table'
    : 'field only in the shared schema / API type';
};

export const RECORD_SHAPES_MATCH = {
  clients: {} satisfies ShapeMismatches<JsonOf<ClientRecord>, AdminClient>,
  projects: {} satisfies ShapeMismatches<JsonOf<ProjectWithClient>, AdminProject>,
  messages: {} satisfies ShapeMismatches<JsonOf<MessageWithClient>, AdminMessage>,
  mail: {} satisfies ShapeMismatches<JsonOf<MailListRow>, AdminMail>,
  blogPosts: {} satisfies ShapeMismatches<JsonOf<BlogPostRecord>, AdminBlogPost>,
  portfolioItems: {} satisfies ShapeMismatches<JsonOf<PortfolioItem>, AdminPortfolioItem>,
} as const;
