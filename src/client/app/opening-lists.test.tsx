/**
 * Each list screen's opening list (app/opening-lists.ts), asked for on the way to the screen (app-routes.tsx), is the
 * very query the screen then reads: rendered after the prefetch, the screen sends no second request for its list.
 */
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/client/lib/query-client';
import { jsonResponse, listResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { BlogAdminPage } from '../features/admin/blog/blog-admin-page';
import { ClientsPage } from '../features/admin/clients/clients-page';
import { prefetchOpeningList } from '../features/admin/common/use-admin-list';
import { InvoicesPage } from '../features/admin/invoices/invoices-page';
import { MessagesPage } from '../features/admin/messages/messages-page';
import { PaymentsPage } from '../features/admin/payments/payments-page';
import { PortfolioAdminPage } from '../features/admin/portfolio/portfolio-admin-page';
import { ProjectsPage } from '../features/admin/projects/projects-page';
import { ProposalsPage } from '../features/admin/proposals/proposals-page';
import { OPENING_LISTS } from './opening-lists';

afterEach(() => vi.unstubAllGlobals());

/** Each list screen at an address with its filters, and the endpoint of its list. */
const SCREENS: [string, ReactElement, string][] = [
  ['/admin/clients?status=active', <ClientsPage />, '/api/admin/clients'],
  ['/admin/messages?kind=enquiry', <MessagesPage />, '/api/admin/messages'],
  ['/admin/invoices?state=overdue&sort=due', <InvoicesPage />, '/api/admin/invoices'],
  ['/admin/proposals?status=sent&clientId=4', <ProposalsPage />, '/api/admin/proposals'],
  ['/admin/payments', <PaymentsPage />, '/api/admin/bank-transactions'],
  ['/admin/projects', <ProjectsPage />, '/api/admin/projects'],
  ['/admin/blog', <BlogAdminPage />, '/api/admin/blog'],
  ['/admin/portfolio', <PortfolioAdminPage />, '/api/admin/portfolio'],
];

describe('a list screen opened after its opening list was asked for', () => {
  it('has one for every list screen', () => {
    expect(Object.keys(OPENING_LISTS).sort()).toEqual(SCREENS.map(([url]) => new URL(url, 'http://localhost').pathname).sort());
  });

  it.each(SCREENS)('%s: one request for its list', async (url, page, listPath) => {
    const fetchMock = stubFetch(async (requested) => {
      const path = new URL(requested, 'http://localhost').pathname;
      if (path === '/api/admin/invoices/summary') return jsonResponse(200, { receivables: [] });
      return path === '/api/admin/stats' ? jsonResponse(200, {}) : listResponse([]);
    });
    const queryClient = createQueryClient();
    const address = new URL(url, 'http://localhost');
    prefetchOpeningList(queryClient, OPENING_LISTS[address.pathname]!, address.searchParams);
    renderAdminScreen(page, { url, queryClient });
    await screen.findAllByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const listRequests = fetchMock.mock.calls.map(([requested]) => new URL(requested, 'http://localhost')).filter((u) => u.pathname === listPath);
    expect(listRequests.map((u) => u.search)).toHaveLength(1);
  });
});
