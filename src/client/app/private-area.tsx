/**
 * What only the sign-in page and the back office need, in a chunk of its own: TanStack Query, the signed-in user
 * (AuthProvider), the admin frame behind the sign-in guard, and toasts ready from the start.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { ProtectedRoute } from '../features/auth/protected-route';
import { AuthProvider } from '../lib/auth';
import { requestToaster } from '../lib/notify';
import { createQueryClient } from '../lib/query-client';
import { lazyModule } from './lazy-module';

export { AreaRoute } from '../features/admin/shell/area-route';

const AdminLayout = lazyModule(() => import('../features/admin/shell/admin-layout')).component('AdminLayout');

export function PrivateArea() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => {
    void requestToaster();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    </QueryClientProvider>
  );
}

/** The admin frame, shown only to a signed-in user (spinner while the user loads, else a redirect to /auth). */
export function ProtectedAdminLayout() {
  return (
    <ProtectedRoute>
      <Suspense fallback={<FullPageSpinner />}>
        <AdminLayout />
      </Suspense>
    </ProtectedRoute>
  );
}
