import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullPageSpinner } from '@/client/components/ui/spinner';
import { useAuth } from '@/client/lib/auth';

/** Shows its children to a signed-in user; a spinner while the user loads; otherwise sends them to /auth. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  return <>{children}</>;
}
