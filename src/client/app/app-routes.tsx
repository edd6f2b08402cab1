import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
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
const PortfolioAdminPage = lazy(() => import('../features/admin/portfolio/portfolio-admin-page').then((m) => ({ default: m.PortfolioAdminPage })));
const ClientsPage = lazy(() => import('../features/admin/clients/clients-page').then((m) => ({ default: m.ClientsPage })));
const ActivityPage = lazy(() => import('../features/admin/activity/activity-page').then((m) => ({ default: m.ActivityPage })));
const ClientDetailPage = lazy(() => import('../features/admin/clients/client-detail-page').then((m) => ({ default: m.ClientDetailPage })));

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
          <Route path="projects" element={<Suspense fallback={<FullPageSpinner />}><ProjectsPage /></Suspense>} />
          <Route path="messages" element={<Suspense fallback={<FullPageSpinner />}><MessagesPage /></Suspense>} />
          <Route path="mail" element={<Suspense fallback={<FullPageSpinner />}><MailPage /></Suspense>} />
          <Route path="blog" element={<Suspense fallback={<FullPageSpinner />}><BlogAdminPage /></Suspense>} />
          <Route path="portfolio" element={<Suspense fallback={<FullPageSpinner />}><PortfolioAdminPage /></Suspense>} />
          <Route path="clients" element={<Suspense fallback={<FullPageSpinner />}><ClientsPage /></Suspense>} />
          <Route path="clients/:id" element={<Suspense fallback={<FullPageSpinner />}><ClientDetailPage /></Suspense>} />
          <Route path="activity" element={<Suspense fallback={<FullPageSpinner />}><ActivityPage /></Suspense>} />
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
