import { lazy, Suspense, type ReactElement } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { AuthProvider } from '../lib/auth';
import { ProtectedRoute } from '../features/auth/protected-route';
import { NotFoundPage } from '../features/errors/not-found-page';
import { HomePage } from '../features/public/home/home-page';
import { PublicLayout } from '../features/public/public-layout';
import { AboutPage } from '../features/public/about/about-page';
import { ContactPage } from '../features/public/contact/contact-page';
import { PricingPage } from '../features/public/pricing/pricing-page';
import { BlogPage } from '../features/public/blog/blog-page';
import {
  DesignPage,
  LogoDesignPage,
  MarketingPage,
  SocialMediaPage,
  WebDevelopmentPage,
} from '../features/public/services/service-pages';
import { ENGLISH_PREFIX } from '../../shared/site-paths';

// The back office and the sign-in page are their own chunks: public pages never load their code.
const SignInPage = lazy(() => import('../features/auth/sign-in-page').then((m) => ({ default: m.SignInPage })));
const AdminLayout = lazy(() => import('../features/admin/admin-layout').then((m) => ({ default: m.AdminLayout })));
const DashboardPage = lazy(() => import('../features/admin/dashboard-page').then((m) => ({ default: m.DashboardPage })));

/** Public pages, by unprefixed path ('' is home). Each is served in Czech at its path and in English under /en. */
const publicPages: { path: string; element: ReactElement }[] = [
  { path: '', element: <HomePage /> },
  { path: 'services/web-development', element: <WebDevelopmentPage /> },
  { path: 'services/design', element: <DesignPage /> },
  { path: 'services/logo-design', element: <LogoDesignPage /> },
  { path: 'services/social-media', element: <SocialMediaPage /> },
  { path: 'services/marketing', element: <MarketingPage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'pricing', element: <PricingPage /> },
  { path: 'blog', element: <BlogPage /> },
];

function publicRoutes(prefix: string) {
  return (
    <Route key={prefix || 'cs'} path={prefix || '/'} element={<PublicLayout />}>
      {publicPages.map(({ path, element }) =>
        path === '' ? <Route key="index" index element={element} /> : <Route key={path} path={path} element={element} />,
      )}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {publicRoutes(ENGLISH_PREFIX)}
      {publicRoutes('')}
      {/* Only the sign-in page and the back office ask who is signed in: public pages make no auth request. */}
      <Route
        element={
          <AuthProvider>
            <Outlet />
          </AuthProvider>
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
          element={
            <ProtectedRoute>
              <Suspense fallback={<FullPageSpinner />}>
                <AdminLayout />
              </Suspense>
            </ProtectedRoute>
          }
        >
          <Route index element={<DashboardPage />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
