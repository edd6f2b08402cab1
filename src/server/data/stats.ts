/** The dashboard's counts (GET /api/admin/stats). */
import { count, eq } from 'drizzle-orm';
import type { AdminStats } from '@/shared/api-types';
import type { Database } from '../db/database';
import { blogPosts, clients, messages, portfolioItems, projects } from '../db/schema';

export async function adminStats(db: Database): Promise<AdminStats> {
  const [[c], [p], [b], [f], [m]] = await Promise.all([
    db.select({ n: count() }).from(clients),
    db.select({ n: count() }).from(projects).where(eq(projects.status, 'active')),
    db.select({ n: count() }).from(blogPosts),
    db.select({ n: count() }).from(portfolioItems),
    db.select({ n: count() }).from(messages).where(eq(messages.status, 'unread')),
  ]);
  return {
    totalClients: c?.n ?? 0,
    activeProjects: p?.n ?? 0,
    totalBlogPosts: b?.n ?? 0,
    totalPortfolioItems: f?.n ?? 0,
    unreadMessages: m?.n ?? 0,
  };
}
