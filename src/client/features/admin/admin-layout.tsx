import { ExternalLink, KeyRound, LayoutDashboard, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { AGENCY } from '../../../shared/brand';
import { LanguageSwitcher } from '../../components/language-switcher';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { ChangePasswordDialog } from './change-password-dialog';

/** Back-office frame: sidebar with the admin sections, change password and logout. */
export function AdminLayout() {
  const { t } = useTranslation();
  const { logoutMutation } = useAuth();
  const navigate = useNavigate();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
      isActive ? 'bg-brand-700 text-white' : 'text-slate-200 hover:bg-slate-800',
    );
  return (
    <div className="min-h-screen bg-slate-100 md:flex">
      <aside className="bg-slate-900 text-white md:flex md:w-64 md:flex-col">
        <div className="px-5 py-5 text-lg font-bold">
          <Link to="/admin" className="focus-visible:outline-2 focus-visible:outline-white">
            {AGENCY.name}
          </Link>
        </div>
        <nav aria-label={t('admin.nav.sidebar')} className="flex-1 space-y-1 px-3">
          <NavLink to="/admin" end className={linkClass}>
            <LayoutDashboard aria-hidden="true" className="h-4 w-4" />
            {t('admin.nav.dashboard')}
          </NavLink>
          <Link to="/" className={linkClass({ isActive: false })}>
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            {t('admin.nav.backToSite')}
          </Link>
        </nav>
        <div className="space-y-1 border-t border-slate-800 px-3 py-4">
          <button type="button" className={linkClass({ isActive: false }) + ' w-full'} onClick={() => setPasswordOpen(true)}>
            <KeyRound aria-hidden="true" className="h-4 w-4" />
            {t('admin.nav.changePassword')}
          </button>
          <button
            type="button"
            className={linkClass({ isActive: false }) + ' w-full'}
            disabled={logoutMutation.isPending}
            onClick={() => logoutMutation.mutate(undefined, { onSuccess: () => void navigate('/auth', { replace: true }) })}
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t('admin.nav.logout')}
          </button>
        </div>
      </aside>
      <div className="flex-1">
        <header className="flex justify-end border-b border-slate-200 bg-white px-6 py-2">
          <LanguageSwitcher />
        </header>
        <main id="main" className="p-6">
          <Outlet />
        </main>
      </div>
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
    </div>
  );
}
