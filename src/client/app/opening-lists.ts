/**
 * Each list screen's opening list by address: the list the screen shows as it opens, asked for on the way to it
 * (app-routes.tsx) — in parallel with the screen's own code, not after it. Each list is built by its feature's list
 * module, which the screen uses too, so the two cannot differ. Loaded with the private area (app-routes.tsx).
 */
import { openingList as blog } from '../features/admin/blog/blog-list';
import { openingList as clients } from '../features/admin/clients/clients-list';
import type { OpeningList } from '../features/admin/common/use-admin-list';
import { openingList as invoices } from '../features/admin/invoices/invoices-list';
import { openingList as messages } from '../features/admin/messages/messages-list';
import { openingList as payments } from '../features/admin/payments/transactions-list';
import { openingList as portfolio } from '../features/admin/portfolio/portfolio-list';
import { openingList as projects } from '../features/admin/projects/projects-list';
import { openingList as proposals } from '../features/admin/proposals/proposals-list';

export const OPENING_LISTS: Readonly<Record<string, OpeningList>> = {
  '/admin/clients': clients,
  '/admin/projects': projects,
  '/admin/proposals': proposals,
  '/admin/invoices': invoices,
  '/admin/payments': payments,
  '/admin/messages': messages,
  '/admin/blog': blog,
  '/admin/portfolio': portfolio,
};
