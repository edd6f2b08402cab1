import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import type { AdminArea } from '@/shared/access';
import { AdminNotFound } from '../features/admin/shell/admin-not-found';

// The back office and the sign-in page are their own chunks: public pages never load their code.
const SignInPage = lazy(() => import('../features/auth/sign-in-page').then((m) => ({ default: m.SignInPage })));
// Everything behind sign-in (data fetching, the signed-in user, the admin frame) loads with the first private page.
const PrivateArea = lazy(() => import('./private-area').then((m) => ({ default: m.PrivateArea })));
const ProtectedAdminLayout = lazy(() => import('./private-area').then((m) => ({ default: m.ProtectedAdminLayout })));
const DashboardPage = lazy(() => import('../features/admin/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const ProjectsPage = lazy(() => import('../features/admin/projects/projects-page').then((m) => ({ default: m.ProjectsPage })));
const MailPage = lazy(() => import('../features/admin/mail/mail-page').then((m) => ({ default: m.MailPage })));
const MessagesPage = lazy(() => import('../features/admin/messages/messages-page').then((m) => ({ default: m.MessagesPage })));
const BlogAdminPage = lazy(() => import('../features/admin/blog/blog-admin-page').then((m) => ({ default: m.BlogAdminPage })));
const MediaPage = lazy(() => import('../features/admin/media/media-page').then((m) => ({ default: m.MediaPage })));
const PortfolioAdminPage = lazy(() => import('../features/admin/portfolio/portfolio-admin-page').then((m) => ({ default: m.PortfolioAdminPage })));
const ClientsPage = lazy(() => import('../features/admin/clients/clients-page').then((m) => ({ default: m.ClientsPage })));
// The role check needs the signed-in user: it is part of the private area's chunk, already loaded under any
// back-office screen, so the first screen opened waits for no request of its own before its page's chunk is asked for.
const AreaRoute = lazy(() => import('./private-area').then((m) => ({ default: m.AreaRoute })));
const TeamPage = lazy(() => import('../features/admin/team/team-page').then((m) => ({ default: m.TeamPage })));
const ActivityPage = lazy(() => import('../features/admin/activity/activity-page').then((m) => ({ default: m.ActivityPage })));
const ProposalsPage = lazy(() => import('../features/admin/proposals/proposals-page').then((m) => ({ default: m.ProposalsPage })));
const ProposalDetailPage = lazy(() => import('../features/admin/proposals/proposal-detail-page').then((m) => ({ default: m.ProposalDetailPage })));
const ProposalEditorPage = lazy(() => import('../features/admin/proposals/proposal-editor-page').then((m) => ({ default: m.ProposalEditorPage })));
const InvoicesPage = lazy(() => import('../features/admin/invoices/invoices-page').then((m) => ({ default: m.InvoicesPage })));
const InvoiceDetailPage = lazy(() => import('../features/admin/invoices/invoice-detail-page').then((m) => ({ default: m.InvoiceDetailPage })));
const InvoiceEditorPage = lazy(() => import('../features/admin/invoices/invoice-editor-page').then((m) => ({ default: m.InvoiceEditorPage })));
const PaymentsPage = lazy(() => import('../features/admin/payments/payments-page').then((m) => ({ default: m.PaymentsPage })));
const BillingSettingsPage = lazy(() => import('../features/admin/settings/billing-settings-page').then((m) => ({ default: m.BillingSettingsPage })));
// The analytics screen and its chart library (uPlot, in a further chunk of its own) load only when it is opened.
const AnalyticsPage = lazy(() => import('../features/admin/analytics/analytics-page').then((m) => ({ default: m.AnalyticsPage })));
const ClientDetailPage = lazy(() => import('../features/admin/clients/client-detail-page').then((m) => ({ default: m.ClientDetailPage })));

/** A back-office screen of an area: loaded on first use, shown only to the roles the access table allows. */
function screen(area: AdminArea, page: ReactNode) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <AreaRoute area={area}>{page}</AreaRoute>
    </Suspense>
  );
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
        <Route
          path="/admin"
          element={<ProtectedAdminLayout />}
        >
          <Route index element={<DashboardPage />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="projects" element={screen('projects', <ProjectsPage />)} />
          <Route path="messages" element={screen('messages', <MessagesPage />)} />
          <Route path="mail" element={screen('mail', <MailPage />)} />
          <Route path="blog" element={screen('blog', <BlogAdminPage />)} />
          <Route path="portfolio" element={screen('portfolio', <PortfolioAdminPage />)} />
          <Route path="media" element={screen('media', <MediaPage />)} />
          <Route path="clients" element={screen('clients', <ClientsPage />)} />
          <Route path="clients/:id" element={screen('clients', <ClientDetailPage />)} />
          <Route path="proposals" element={screen('proposals', <ProposalsPage />)} />
          <Route path="proposals/new" element={screen('proposals', <ProposalEditorPage />)} />
          <Route path="proposals/:id" element={screen('proposals', <ProposalDetailPage />)} />
          <Route path="proposals/:id/edit" element={screen('proposals', <ProposalEditorPage />)} />
          <Route path="invoices" element={screen('invoices', <InvoicesPage />)} />
          <Route path="invoices/new" element={screen('invoices', <InvoiceEditorPage />)} />
          <Route path="invoices/:id" element={screen('invoices', <InvoiceDetailPage />)} />
          <Route path="invoices/:id/edit" element={screen('invoices', <InvoiceEditorPage />)} />
          <Route path="payments" element={screen('bank-statements', <PaymentsPage />)} />
          <Route path="team" element={screen('team', <TeamPage />)} />
          <Route path="activity" element={screen('activity', <ActivityPage />)} />
          <Route path="analytics" element={screen('analytics', <AnalyticsPage />)} />
          <Route path="settings/billing" element={screen('settings', <BillingSettingsPage />)} />
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
