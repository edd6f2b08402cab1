import type { ProjectServiceType } from './accounting';
import type { MESSAGE_STATUSES, UserRole } from './constants';
import type { BlogTranslations } from './schemas/blog-post';
import type { ClientStatus, CommunicationMethod, CompanySize, PaymentStatus, ServiceRequired } from './schemas/client';
import type { PortfolioCategory } from './schemas/portfolio-item';
import type { ProjectStatus } from './schemas/project';

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
  /** Contact messages not yet marked read (the back-office sidebar badge). */
  unreadMessages: number;
}

/*
 * Back-office answers (/api/admin/…). Dates are ISO strings (JSON); enum-like fields hold the values of
 * src/shared/constants.ts. Lists answer a JSON array of these with the total in the X-Total-Count header.
 */

export interface AdminClient {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  website: string | null;
  company: string | null;
  companySize: CompanySize | null;
  industry: string | null;
  location: string | null;
  servicesRequired: ServiceRequired | null;
  startDate: string | null;
  expectedDelivery: string | null;
  currentStatus: ClientStatus;
  preferredCommunication: CommunicationMethod | null;
  salesman: string | null;
  internalNotes: string | null;
  oneTimePrice: number;
  monthlyPrice: number;
  contractUrl: string | null;
  paymentStatus: PaymentStatus;
  createdAt: string;
}

export interface AdminProject {
  id: number;
  clientId: number;
  /** The client's name (joined). */
  clientName: string;
  name: string;
  description: string;
  status: ProjectStatus;
  startDate: string;
  dueDate: string | null;
  budget: number;
  monthlyFee: number;
  amountPaid: number;
  serviceType: ProjectServiceType;
  costOfService: number;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  status: (typeof MESSAGE_STATUSES)[number];
  createdAt: string;
}

export interface AdminBlogPost {
  id: number;
  title: string;
  /** Sanitised HTML. */
  content: string;
  slug: string;
  imageUrl: string | null;
  publishedAt: string | null;
  /** Per-language title, sanitised HTML content and plain-text description. */
  translations: BlogTranslations;
  authorId: number | null;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface AdminPortfolioItem {
  id: number;
  title: string;
  description: string;
  imageUrl: string;
  category: PortfolioCategory;
  link: string | null;
  projectId: number | null;
  featured: boolean;
  createdAt: string;
}

/** GET /api/admin/accounting: one read-only row per project (SPEC §3 "Accounting row"). */
export interface AccountingRow {
  projectId: number;
  clientName: string;
  projectName: string;
  /** As stored on the project (USD per SPEC §9). */
  amountPaid: number;
  serviceType: string;
  /** Whole days until the due date, never below 0; null without a due date. */
  daysRemaining: number | null;
  /** Percent with one decimal; null for a service type without an assumed cost. */
  profitMargin: number | null;
  dueDate: string | null;
}

/** GET /api/portfolio/featured: a featured portfolio item as the public site may show it. */
export interface PublicPortfolioItem {
  id: number;
  title: string;
  description: string;
  imageUrl: string;
  category: PortfolioCategory;
  link: string | null;
  createdAt: string;
}
