import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { FullPageSpinner } from '../components/ui/spinner';
import type { AdminArea } from '@/shared/access';
import { AdminNotFound } from '../features/admin/shell/admin-not-found';
import { cancelScreenReads } from '../lib/query-client';
import { lazyModule } from './lazy-module';
import { prefetchOpeningList, type OpeningList } from '../features/admin/common/use-admin-list';

// The back office and the sign-in page are their own chunks: public pages never load their code. Each is loaded on
// first use (lazy-module.ts: once loaded, a screen renders without suspending).
const signIn = lazyModule(() => import('../features/auth/sign-in-page'));
const SignInPage = signIn.component('SignInPage');
/**
 * Each list screen's opening list by address (opening-lists.ts): its own chunk (it names the lists' API modules, and
 * with them the schemas the sign-in page does without), loaded with the private area — before the sidebar shows.
 */
const openingLists = lazyModule(() => import('./opening-lists'));
// Everything behind sign-in (data fetching, the signed-in user, the admin frame, the role check of a screen) loads
// with the first private page, and so do the list screens' opening lists (see AdminScreens).
const privateArea = lazyModule(() => {
  void openingLists.preload().catch(() => undefined);
  return import('./private-area');
});
const PrivateArea = privateArea.component('PrivateArea');
const ProtectedAdminLayout = privateArea.component('ProtectedAdminLayout');
const AreaRoute = privateArea.component('AreaRoute');

const dashboard = lazyModule(() => import('../features/admin/dashboard/dashboard-page'));
const projects = lazyModule(() => import('../features/admin/projects/projects-page'));
const time = lazyModule(() => import('../features/admin/time/time-page'));
const mail = lazyModule(() => import('../features/admin/mail/mail-page'));
const messages = lazyModule(() => import('../features/admin/messages/messages-page'));
const blog = lazyModule(() => import('../features/admin/blog/blog-admin-page'));
const media = lazyModule(() => import('../features/admin/media/media-page'));
const portfolio = lazyModule(() => import('../features/admin/portfolio/portfolio-admin-page'));
const clients = lazyModule(() => import('../features/admin/clients/clients-page'));
const clientDetail = lazyModule(() => import('../features/admin/clients/client-detail-page'));
const team = lazyModule(() => import('../features/admin/team/team-page'));
const activity = lazyModule(() => import('../features/admin/activity/activity-page'));
const proposals = lazyModule(() => import('../features/admin/proposals/proposals-page'));
const proposalDetail = lazyModule(() => import('../features/admin/proposals/proposal-detail-page'));
const proposalEditor = lazyModule(() => import('../features/admin/proposals/proposal-editor-page'));
const invoices = lazyModule(() => import('../features/admin/invoices/invoices-page'));
const invoiceDetail = lazyModule(() => import('../features/admin/invoices/invoice-detail-page'));
const invoiceEditor = lazyModule(() => import('../features/admin/invoices/invoice-editor-page'));
const unbilledTime = lazyModule(() => import('../features/admin/invoices/unbilled-time-page'));
const receivedInvoices = lazyModule(() => import('../features/admin/received-invoices/received-invoices-page'));
const payments = lazyModule(() => import('../features/admin/payments/payments-page'));
const profitability = lazyModule(() => import('../features/admin/profitability/profitability-page'));
const billingSettings = lazyModule(() => import('../features/admin/settings/billing-settings-page'));
const agencyProfile = lazyModule(() => import('../features/admin/settings/agency-profile-page'));
const priceList = lazyModule(() => import('../features/admin/settings/price-list-page'));
const siteTexts = lazyModule(() => import('../features/admin/site-texts/site-texts-page'));
const siteTextEditor = lazyModule(() => import('../features/admin/site-texts/site-text-editor-page'));
// The analytics screen's chart library (uPlot) is a further chunk of its own, loaded only when the screen is opened.
const analytics = lazyModule(() => import('../features/admin/analytics/analytics-page'));

const DashboardPage = dashboard.component('DashboardPage');
const ProjectsPage = projects.component('ProjectsPage');
const TimePage = time.component('TimePage');
const MessagesPage = messages.component('MessagesPage');
const MailPage = mail.component('MailPage');
const BlogAdminPage = blog.component('BlogAdminPage');
const PortfolioAdminPage = portfolio.component('PortfolioAdminPage');
const MediaPage = media.component('MediaPage');
const ClientsPage = clients.component('ClientsPage');
const ClientDetailPage = clientDetail.component('ClientDetailPage');
const ProposalsPage = proposals.component('ProposalsPage');
const ProposalEditorPage = proposalEditor.component('ProposalEditorPage');
const ProposalDetailPage = proposalDetail.component('ProposalDetailPage');
const InvoicesPage = invoices.component('InvoicesPage');
const InvoiceDetailPage = invoiceDetail.component('InvoiceDetailPage');
const InvoiceEditorPage = invoiceEditor.component('InvoiceEditorPage');
const UnbilledTimePage = unbilledTime.component('UnbilledTimePage');
const ReceivedInvoicesPage = receivedInvoices.component('ReceivedInvoicesPage');
const PaymentsPage = payments.component('PaymentsPage');
const ProfitabilityPage = profitability.component('ProfitabilityPage');
const SiteTextsPage = siteTexts.component('SiteTextsPage');
const SiteTextEditorPage = siteTextEditor.component('SiteTextEditorPage');
const TeamPage = team.component('TeamPage');
const ActivityPage = activity.component('ActivityPage');
const AnalyticsPage = analytics.component('AnalyticsPage');
const BillingSettingsPage = billingSettings.component('BillingSettingsPage');
const AgencyProfilePage = agencyProfile.component('AgencyProfilePage');
const PriceListPage = priceList.component('PriceListPage');

/**
 * The screens of the sidebar, in the order their code is loaded from the moment the admin frame is up (preloadInTurn):
 * the dashboard last — it is the screen shown after signing in, loaded by its route — so the first screen a person
 * opens from it is usually here before the click (at 100,000 records on the embedded database, waiting for the browser
 * to be idle first left the clients screen's code to load after the click, behind the dashboard's reads).
 */
const SIDEBAR_SCREENS = [clients, projects, time, proposals, invoices, receivedInvoices, payments, messages, blog, portfolio, media, mail, analytics, profitability, activity, team, dashboard];

/** A back-office screen of an area, shown only to the roles the access table allows. */
function screen(area: AdminArea, page: ReactNode) {
  return <AreaRoute area={area}>{page}</AreaRoute>;
}

/**
 * The screens' place in the admin frame. One Suspense boundary for all of them, mounted once: a move to a screen whose
 * code is still loading is a transition (React Router), so the screen left stays until the next one can render, with
 * no spinner in between; only the first screen of a page load shows the spinner. The sidebar's screens are loaded
 * one after another once the frame is up, so a move between them usually waits for no code at all; a list screen's
 * opening list is asked for as the move to it starts, while the screen renders, instead of after it; and what the
 * screen being left still loads is stopped.
 */
function AdminScreens() {
  useEffect(() => void preloadInTurn(SIDEBAR_SCREENS), []);
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    shown.current = pathname;
  }, [pathname]);
  useEffect(
    () =>
      onTheWayTo((address) => {
        // Leaving a screen for another: what it still loads is stopped (cancelScreenReads), before the next screen's
        // list is asked for.
        if (address.pathname !== shown.current && isScreenAddress(address)) void cancelScreenReads(queryClient);
        // In the move's own event, before React Router renders the move: the list's request and the screen's code
        // (when not loaded yet) are on their way side by side.
        const prefetch = ({ OPENING_LISTS }: { OPENING_LISTS: Readonly<Record<string, OpeningList>> }) => {
          const opening = OPENING_LISTS[address.pathname];
          if (opening) prefetchOpeningList(queryClient, opening, address.searchParams);
        };
        const loaded = openingLists.loaded();
        if (loaded) prefetch(loaded);
        else void openingLists.preload().then(prefetch, () => undefined);
      }),
    [queryClient],
  );
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * Calls `go` with the address a move inside the app is going to, as it starts: a plain click on a link of this site
 * (before React Router handles it) and back or forward. The returned function stops listening.
 */
function onTheWayTo(go: (address: URL) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    // A download (a list's CSV export) or a link to another tab leaves the screen where it is.
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return;
    const address = new URL(link.href);
    if (address.origin === window.location.origin) go(address);
  };
  const onPopState = () => go(new URL(window.location.href));
  // Both before React Router's own listeners, which render the move: a click caught on its way down, and back or
  // forward by a capturing listener, which the window (the event's target) calls before the others.
  document.addEventListener('click', onClick, true);
  window.addEventListener('popstate', onPopState, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    window.removeEventListener('popstate', onPopState, true);
  };
}

/** A back-office screen's address (the routes under ADMIN_PATH), not a file or a public page the site serves. */
const ADMIN_PATH = '/admin';
const isScreenAddress = (address: URL): boolean => address.pathname === ADMIN_PATH || address.pathname.startsWith(`${ADMIN_PATH}/`);

/**
 * Loads the modules one after another, each once the one before is here (a failed load is left for its first use).
 * Over HTTP/1.1 the browser has six connections to the server: the sidebar's screens loaded at once queued about 30
 * files in front of whatever the person did next — a move to a screen waited for its own file and its list behind them
 * (decision 035). In turn, at most one screen's few files are ahead of them.
 */
async function preloadInTurn(modules: readonly { preload(): Promise<unknown> }[]): Promise<void> {
  for (const module of modules) await module.preload().catch(() => undefined);
}

/** The back office and the sign-in page. Public pages are rendered by the server (entry-server.tsx), not here. */
export function AppRoutes() {
  return (
    <Routes>
      {/* Only the sign-in page and the back office ask who is signed in: public pages make no auth request. */}
      <Route
        element={
          <Suspense fallback={<FullPageSpinner />}>
            <PrivateArea />
          </Suspense>
        }
      >
        <Route
          path="/auth"
          element={
            <Suspense fallback={<FullPageSpinner />}>
              <SignInPage />
            </Suspense>
          }
        />
        <Route path={ADMIN_PATH} element={<ProtectedAdminLayout />}>
          <Route element={<AdminScreens />}>
            <Route index element={<DashboardPage />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="projects" element={screen('projects', <ProjectsPage />)} />
            <Route path="time" element={screen('time', <TimePage />)} />
            <Route path="profitability" element={screen('profitability', <ProfitabilityPage />)} />
            <Route path="messages" element={screen('messages', <MessagesPage />)} />
            <Route path="mail" element={screen('mail', <MailPage />)} />
            <Route path="blog" element={screen('blog', <BlogAdminPage />)} />
            <Route path="portfolio" element={screen('portfolio', <PortfolioAdminPage />)} />
            <Route path="media" element={screen('media', <MediaPage />)} />
            <Route path="site-texts" element={screen('site-texts', <SiteTextsPage />)} />
            <Route path="site-texts/:page" element={screen('site-texts', <SiteTextEditorPage />)} />
            <Route path="clients" element={screen('clients', <ClientsPage />)} />
            <Route path="clients/:id" element={screen('clients', <ClientDetailPage />)} />
            <Route path="proposals" element={screen('proposals', <ProposalsPage />)} />
            <Route path="proposals/new" element={screen('proposals', <ProposalEditorPage />)} />
            <Route path="proposals/:id" element={screen('proposals', <ProposalDetailPage />)} />
            <Route path="proposals/:id/edit" element={screen('proposals', <ProposalEditorPage />)} />
            <Route path="invoices" element={screen('invoices', <InvoicesPage />)} />
            <Route path="invoices/new" element={screen('invoices', <InvoiceEditorPage />)} />
            <Route path="invoices/from-time" element={screen('invoices', <UnbilledTimePage />)} />
            <Route path="invoices/:id" element={screen('invoices', <InvoiceDetailPage />)} />
            <Route path="invoices/:id/edit" element={screen('invoices', <InvoiceEditorPage />)} />
            <Route path="received-invoices" element={screen('received-invoices', <ReceivedInvoicesPage />)} />
            <Route path="payments" element={screen('bank-statements', <PaymentsPage />)} />
            <Route path="team" element={screen('team', <TeamPage />)} />
            <Route path="activity" element={screen('activity', <ActivityPage />)} />
            <Route path="analytics" element={screen('analytics', <AnalyticsPage />)} />
            <Route path="settings/profile" element={screen('settings', <AgencyProfilePage />)} />
            <Route path="settings/pricing" element={screen('settings', <PriceListPage />)} />
            <Route path="settings/billing" element={screen('settings', <BillingSettingsPage />)} />
            <Route path="*" element={<AdminNotFound />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
