import type { UserRole } from './constants';

/** The user as every response shows it: never a password hash. */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  name: string;
  role: UserRole;
  createdAt: string;
}

/** Error body of every non-OK JSON answer. `field` names the first invalid field. */
export interface ApiErrorBody {
  message: string;
  error: string;
  field?: string;
  fields?: Record<string, string>;
}

export interface AdminStats {
  totalClients: number;
  activeProjects: number;
  totalBlogPosts: number;
  totalPortfolioItems: number;
}
