import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { ProtectedRoute } from '../features/auth/protected-route';
import { NotFoundPage } from '../features/errors/not-found-page';
import { HomePage } from '../features/public/home-page';
import { PublicLayout } from '../features/public/public-layout';

// The back office is its own chunk: public pages never load admin code.
const SignInPage = lazy(() => import('../features/auth/sign-in-page').then((m) => ({ default: m.SignInPage })));
const AdminLayout = lazy(() => import('../features/admin/admin-layout').then((m) => ({ default: m.AdminLayout })));
const DashboardPage = lazy(() => import('../features/admin/dashboard-page').then((m) => ({ default: m.DashboardPage })));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
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
      </Route>
    </Routes>
  );
}
