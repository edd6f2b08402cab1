/**
 * A fingerprint of the stored content (row count and an md5 of every row, per table), for tests that prove a refused
 * request changed nothing. Left out on purpose: sessions (a signed-in request refreshes its session's expiry) and
 * rate_limits (counting attempts is the point) — bookkeeping, not content.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

export const CONTENT_TABLES = ['users', 'clients', 'projects', 'portfolio_items', 'blog_posts', 'messages', 'app_meta'] as const;

export type ContentFingerprint = Record<(typeof CONTENT_TABLES)[number], { rows: number; md5: string }>;

export async function contentFingerprint(db: Database): Promise<ContentFingerprint> {
  const parts = CONTENT_TABLES.map(
    (table) =>
      `select '${table}' as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from ${table} t`,
  );
  const result = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows: { name: string; rows: number; md5: string }[];
  };
  return Object.fromEntries(result.rows.map((r) => [r.name, { rows: Number(r.rows), md5: r.md5 }])) as ContentFingerprint;
}
