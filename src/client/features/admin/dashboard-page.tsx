import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';

/** /admin and /admin/dashboard. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  usePageMeta({ title: t('admin.dashboard.title') });
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.dashboard.welcome', { name: user?.name ?? '' })}</h1>
      <p className="text-slate-600">{t('admin.dashboard.signedInAs', { username: user?.username ?? '' })}</p>
    </div>
  );
}
