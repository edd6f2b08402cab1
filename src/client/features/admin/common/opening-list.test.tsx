/**
 * Each list screen's opening list, asked for on the way to the screen (app-routes.tsx), is the very query the screen
 * then reads: rendered after the prefetch, the screen sends no second request for its list.
 */
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/client/lib/query-client';
import { jsonResponse, listResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import * as blog from '../blog/blog-admin-page';
import * as clients from '../clients/clients-page';
import * as invoices from '../invoices/invoices-page';
import * as messages from '../messages/messages-page';
import * as payments from '../payments/payments-page';
import * as portfolio from '../portfolio/portfolio-admin-page';
import * as projects from '../projects/projects-page';
import * as proposals from '../proposals/proposals-page';
import { prefetchOpeningList, type OpeningList } from './use-admin-list';

afterEach(() => vi.unstubAllGlobals());

const SCREENS: [string, OpeningList, ReactElement, string][] = [
  ['/admin/clients?status=active', clients.openingList, <clients.ClientsPage />, '/api/admin/clients'],
  ['/admin/messages?kind=enquiry', messages.openingList, <messages.MessagesPage />, '/api/admin/messages'],
  ['/admin/invoices?state=overdue&sort=due', invoices.openingList, <invoices.InvoicesPage />, '/api/admin/invoices'],
  ['/admin/proposals?status=sent&clientId=4', proposals.openingList, <proposals.ProposalsPage />, '/api/admin/proposals'],
  ['/admin/payments', payments.openingList, <payments.PaymentsPage />, '/api/admin/bank-transactions'],
  ['/admin/projects', projects.openingList, <projects.ProjectsPage />, '/api/admin/projects'],
  ['/admin/blog', blog.openingList, <blog.BlogAdminPage />, '/api/admin/blog'],
  ['/admin/portfolio', portfolio.openingList, <portfolio.PortfolioAdminPage />, '/api/admin/portfolio'],
];

describe('a list screen opened after its opening list was asked for', () => {
  it.each(SCREENS)('%s: one request for its list', async (url, opening, page, listPath) => {
    const fetchMock = stubFetch(async (requested) => {
      const path = new URL(requested, 'http://localhost').pathname;
      if (path === '/api/admin/invoices/summary') return jsonResponse(200, { receivables: [] });
      return path === '/api/admin/stats' ? jsonResponse(200, {}) : listResponse([]);
    });
    const queryClient = createQueryClient();
    prefetchOpeningList(queryClient, opening, new URL(url, 'http://localhost').searchParams);
    renderAdminScreen(page, { url, queryClient });
    await screen.findAllByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const listRequests = fetchMock.mock.calls.map(([requested]) => new URL(requested, 'http://localhost')).filter((u) => u.pathname === listPath);
    expect(listRequests.map((u) => u.search)).toHaveLength(1);
  });
});
