import {
  Banknote,
  Building2,
  ChartLine,
  Clock,
  ExternalLink,
  History,
  FileText,
  FolderKanban,
  ImageUp,
  Images,
  KeyRound,
  Landmark,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu,
  MailCheck,
  Newspaper,
  PiggyBank,
  Receipt,
  ReceiptText,
  ShieldCheck,
  Tags,
  Type,
  UserCog,
  Users,
  X,
  type LucideIcon,
  UserRound,
} from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useT } from '@/client/i18n/use-t';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { roleMayUse, type AdminArea } from '@/shared/access';
import { DEFAULT_AGENCY_PROFILE } from '@/shared/schemas/agency-profile';
import { agencyProfileApi } from '@/client/api/agency-profile-api';
import { pathInLanguage } from '@/shared/site-paths';
import { LanguageSwitcher } from '@/client/components/language-switcher';
import { AgencyProfileProvider } from '@/client/lib/agency-profile';
import { useAuth } from '@/client/lib/auth';
import { cn } from '@/client/lib/cn';
import { AccountGate, ChangePasswordDialog, ProfileDialog, TwoFactorDialog } from '../account';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminStats } from '../common/use-admin-stats';
import { FRAME_QUERY } from '@/client/lib/query-client';

const HeaderTimer = lazy(() => import('../time').then((m) => ({ default: m.HeaderTimer })));

type NavKey = 'dashboard' | 'clients' | 'proposals' | 'invoices' | 'receivedInvoices' | 'payments' | 'projects' | 'time' | 'profitability' | 'blog' | 'portfolio' | 'media' | 'siteTexts' | 'messages' | 'mail' | 'agencyProfile' | 'pricing' | 'billing' | 'activity' | 'team' | 'analytics';

/** The sections; each shown only to the roles its area allows (src/shared/access.ts, the server's table too). */
const NAV_ITEMS: { to: string; key: NavKey; area: AdminArea; icon: LucideIcon; end?: boolean }[] = [
  { to: '/admin', key: 'dashboard', area: 'stats', icon: LayoutDashboard, end: true },
  { to: '/admin/clients', key: 'clients', area: 'clients', icon: Users },
  { to: '/admin/proposals', key: 'proposals', area: 'proposals', icon: FileText },
  { to: '/admin/invoices', key: 'invoices', area: 'invoices', icon: ReceiptText },
  { to: '/admin/received-invoices', key: 'receivedInvoices', area: 'received-invoices', icon: Receipt },
  { to: '/admin/payments', key: 'payments', area: 'bank-statements', icon: Banknote },
  { to: '/admin/projects', key: 'projects', area: 'projects', icon: FolderKanban },
  { to: '/admin/time', key: 'time', area: 'time', icon: Clock },
  { to: '/admin/profitability', key: 'profitability', area: 'profitability', icon: PiggyBank },
  { to: '/admin/blog', key: 'blog', area: 'blog', icon: Newspaper },
  { to: '/admin/portfolio', key: 'portfolio', area: 'portfolio', icon: Images },
  { to: '/admin/media', key: 'media', area: 'media', icon: ImageUp },
  { to: '/admin/site-texts', key: 'siteTexts', area: 'site-texts', icon: Type },
  { to: '/admin/analytics', key: 'analytics', area: 'analytics', icon: ChartLine },
  { to: '/admin/messages', key: 'messages', area: 'messages', icon: Mail },
  { to: '/admin/mail', key: 'mail', area: 'mail', icon: MailCheck },
  { to: '/admin/settings/profile', key: 'agencyProfile', area: 'settings', icon: Building2 },
  { to: '/admin/settings/pricing', key: 'pricing', area: 'settings', icon: Tags },
  { to: '/admin/settings/billing', key: 'billing', area: 'settings', icon: Landmark },
  { to: '/admin/activity', key: 'activity', area: 'activity', icon: History },
  { to: '/admin/team', key: 'team', area: 'team', icon: UserCog },
];

const itemClass = (isActive: boolean) =>
  cn(
    'flex min-h-10 w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white',
    isActive ? 'bg-brand-700 text-white' : 'text-slate-200 hover:bg-slate-800',
  );

/**
 * Back-office frame (docs/product/back-office.md#screens): the sections, back to the website, change password and logout. Wide screens: a
 * sidebar. Phones: a top bar whose menu button opens the same links in a sheet (Radix Dialog: focus trapped,
 * Escape closes, focus returns to the button).
 */
export function AdminLayout() {
  // The agency's profile as anyone may read it (GET /api/agency): its name in the frame and the screens' titles; the
  // defaults a new database shows until it is here.
  const { data: agency } = useQuery({ queryKey: agencyProfileApi.publicKey, queryFn: agencyProfileApi.publicGet, meta: FRAME_QUERY });
  return (
    <AgencyProfileProvider profile={agency ?? DEFAULT_AGENCY_PROFILE}>
      <AccountGate>
        <AdminFrame agencyName={agency?.name ?? DEFAULT_AGENCY_PROFILE.name} />
      </AccountGate>
    </AgencyProfileProvider>
  );
}

function AdminFrame({ agencyName }: { agencyName: string }) {
  const t = useT();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-screen bg-slate-100 md:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:p-2 focus:outline-2 focus:outline-brand-600"
      >
        {t('common.skipToContent')}
      </a>

      {/* Phones: top bar with a menu. */}
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-2 bg-slate-900 px-4 text-white md:hidden">
        <Link to="/admin" className="rounded text-lg font-bold focus-visible:outline-2 focus-visible:outline-white">
          {agencyName}
        </Link>
        <div className="flex items-center gap-1">
          <FrameTimer className="text-white" wide={false} />
          <LanguageSwitcher className="text-white hover:bg-slate-800 focus-visible:outline-white" />
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Trigger
              className="relative inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-white"
              aria-label={t('admin.nav.openMenu')}
            >
              <Menu aria-hidden="true" className="h-6 w-6" />
              <UnreadDot />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="drawer-overlay fixed inset-0 z-40 bg-slate-950/50" />
              <Dialog.Content
                aria-describedby={undefined}
                className="drawer-sheet fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col bg-slate-900 text-white shadow-xl focus:outline-none"
              >
                <div className="flex h-14 items-center justify-between border-b border-slate-800 px-4">
                  <Dialog.Title className="text-lg font-semibold">{t('admin.nav.menuTitle')}</Dialog.Title>
                  <Dialog.Close
                    className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-white"
                    aria-label={t('admin.nav.closeMenu')}
                  >
                    <X aria-hidden="true" className="h-5 w-5" />
                  </Dialog.Close>
                </div>
                <SidebarContent
                  onNavigate={() => setMenuOpen(false)}
                  onChangePassword={() => {
                    setMenuOpen(false);
                    setPasswordOpen(true);
                  }}
                  onTwoFactor={() => {
                    setMenuOpen(false);
                    setTwoFactorOpen(true);
                  }}
                  onProfile={() => {
                    setMenuOpen(false);
                    setProfileOpen(true);
                  }}
                />
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </header>

      {/* Wide screens: sidebar. */}
      <aside className="hidden bg-slate-900 text-white md:sticky md:top-0 md:flex md:h-screen md:w-64 md:shrink-0 md:flex-col">
        <div className="px-5 py-5 text-lg font-bold">
          <Link to="/admin" className="rounded focus-visible:outline-2 focus-visible:outline-white">
            {agencyName}
          </Link>
        </div>
        <SidebarContent onChangePassword={() => setPasswordOpen(true)} onTwoFactor={() => setTwoFactorOpen(true)} onProfile={() => setProfileOpen(true)} />
      </aside>

      <div className="min-w-0 flex-1">
        {/* Wide screens: the top bar (a landmark of its own: the phones' top bar is hidden here). */}
        <header className="hidden items-center justify-end gap-3 border-b border-slate-200 bg-white px-6 py-2 md:flex">
          <FrameTimer className="text-slate-900" wide />
          <LanguageSwitcher />
        </header>
        <main id="main" tabIndex={-1} className="p-4 focus:outline-none sm:p-6">
          <Outlet />
        </main>
      </div>
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
      <TwoFactorDialog open={twoFactorOpen} onOpenChange={setTwoFactorOpen} />
      <ProfileDialog open={profileOpen} onOpenChange={setProfileOpen} />
    </div>
  );
}

/** The frame's top bar on wide screens (Tailwind's `md`, where the sidebar shows), instead of the phones' one. */
const WIDE_SCREEN = '(min-width: 768px)';

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is wide (the desktop top bar shows); false where matchMedia is missing (jsdom). */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    typeof window.matchMedia === 'function' ? subscribeToWidth : () => () => {},
    () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN).matches,
  );
}

/**
 * The header's timer (the Time area's), for the roles that keep time; its code loads with the frame's first paint.
 * Both top bars have a place for it, and it is mounted in the one the screen shows (`wide`): one timer per tab, ticking
 * and listening to the other tabs once.
 */
function FrameTimer({ className, wide }: { className: string; wide: boolean }) {
  const { user } = useAuth();
  const shown = useWideScreen() === wide;
  if (!shown || !user || !roleMayUse(user.role, 'time')) return null;
  return (
    <Suspense fallback={null}>
      <HeaderTimer className={className} />
    </Suspense>
  );
}

/** The links and account buttons, shared by the sidebar and the phone menu. */
function SidebarContent({
  onNavigate,
  onChangePassword,
  onTwoFactor,
  onProfile,
}: {
  onNavigate?: () => void;
  onChangePassword: () => void;
  onTwoFactor: () => void;
  onProfile: () => void;
}) {
  const t = useT();
  const { user, logoutMutation } = useAuth();
  const navigate = useNavigate();
  const lang = useAdminLanguage();
  const { data: stats } = useAdminStats();
  const unread = stats?.unreadMessages ?? 0;
  return (
    <>
      <nav aria-label={t('admin.nav.sidebar')} className="flex-1 overflow-y-auto px-3 py-3">
        <ul className="space-y-1">
          {NAV_ITEMS.filter(({ area }) => user && roleMayUse(user.role, area)).map(({ to, key, icon: Icon, end }) => (
            <li key={key}>
              <NavLink to={to} end={end} className={({ isActive }) => itemClass(isActive)} onClick={onNavigate}>
                <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
                <span className="flex-1">{t(`admin.nav.${key}`)}</span>
                {key === 'messages' && unread > 0 ? (
                  <>
                    <span
                      aria-hidden="true"
                      className="min-w-6 rounded-full bg-amber-400 px-1.5 text-center text-xs font-bold leading-5 text-slate-950"
                    >
                      {unread > 99 ? '99+' : unread}
                    </span>
                    <span className="sr-only">({t('admin.nav.unread', { count: unread })})</span>
                  </>
                ) : null}
              </NavLink>
            </li>
          ))}
          <li>
            {/* The public site is served as separate HTML pages, not by the back office's router. */}
            <a href={pathInLanguage('/', lang)} className={itemClass(false)} onClick={onNavigate}>
              <ExternalLink aria-hidden="true" className="h-4 w-4 shrink-0" />
              {t('admin.nav.backToSite')}
            </a>
          </li>
        </ul>
      </nav>
      <div className="space-y-1 border-t border-slate-800 px-3 py-4">
        <button type="button" className={itemClass(false)} onClick={onProfile}>
          <UserRound aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t('admin.nav.profile')}
        </button>
        <button type="button" className={itemClass(false)} onClick={onChangePassword}>
          <KeyRound aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t('admin.nav.changePassword')}
        </button>
        <button type="button" className={itemClass(false)} onClick={onTwoFactor}>
          <ShieldCheck aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t('admin.nav.twoFactor')}
        </button>
        <button
          type="button"
          className={itemClass(false)}
          disabled={logoutMutation.isPending}
          onClick={() => logoutMutation.mutate(undefined, { onSuccess: () => void navigate('/auth', { replace: true }) })}
        >
          <LogOut aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t('admin.nav.logout')}
        </button>
      </div>
    </>
  );
}

/** On the phone menu button: a dot while unread messages wait (the count itself is in the menu). */
function UnreadDot() {
  const { user } = useAuth();
  const { data: stats } = useAdminStats();
  if (!stats?.unreadMessages || !user || !roleMayUse(user.role, 'messages')) return null;
  return <span aria-hidden="true" className="absolute right-1.5 top-1.5 h-2.5 w-2.5 rounded-full bg-amber-400" />;
}
