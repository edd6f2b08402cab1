import { useEffect, type ReactNode } from 'react';
import { useT } from '@/client/i18n/use-t';
import { roleMayUse, type AdminArea } from '@/shared/access';
import { Link } from 'react-router';
import { useAuth } from '@/client/lib/auth';

/**
 * A back-office screen of one area: shown to the roles the access table allows (the server answers 403 to the
 * others), a "not allowed" message with a link to the dashboard otherwise.
 */
export function AreaRoute({ area, children }: { area: AdminArea; children: ReactNode }) {
  const { user } = useAuth();
  if (!user || !roleMayUse(user.role, area)) return <NotAllowed />;
  return <>{children}</>;
}

function NotAllowed() {
  const t = useT();
  useEffect(() => {
    document.title = t('admin.notAllowed.title');
  }, [t]);
  // Inside the admin frame's <main>: a box, not a second main landmark.
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.notAllowed.title')}</h1>
        <p className="mt-3 text-slate-600">{t('admin.notAllowed.hint')}</p>
        <Link to="/admin" className="mt-6 inline-block font-medium text-brand-700 underline">
          {t('admin.common.back')}
        </Link>
      </div>
    </div>
  );
}
