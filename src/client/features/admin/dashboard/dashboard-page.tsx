import { FilePenLine, FolderKanban, FolderPlus, Images, Newspaper, UserPlus, Users, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { roleMayUse, type AdminArea } from '@/shared/access';
import type { AdminStats } from '@/shared/api-types';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { useAuth } from '@/client/lib/auth';
import { NotificationWarning } from '../mail';
import { usePageMeta } from '@/client/lib/page-meta';
import { AccountingTable, formatCount } from '../accounting';
import { BlogPostFormDialog } from '../blog';
import { ClientFormDialog } from '../clients';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminStats } from '../common/use-admin-stats';
import { ProjectFormDialog } from '../projects';
import { ProposalAnswersPanel } from '../proposals';
import { ReceivablesPanel } from '../invoices';
import { TranslationsBehindCard } from './translations-behind-card';

type QuickAction = 'client' | 'project' | 'post';

const STAT_CARDS: {
  key: keyof AdminStats;
  label: 'totalClients' | 'activeProjects' | 'blogPosts' | 'portfolioItems';
  icon: LucideIcon;
}[] = [
  { key: 'totalClients', label: 'totalClients', icon: Users },
  { key: 'activeProjects', label: 'activeProjects', icon: FolderKanban },
  { key: 'totalBlogPosts', label: 'blogPosts', icon: Newspaper },
  { key: 'totalPortfolioItems', label: 'portfolioItems', icon: Images },
];

/**
 * /admin and /admin/dashboard (docs/product/back-office.md#dashboard): welcome, quick actions, four stat cards, the
 * translations behind, the accounting overview.
 */
export function DashboardPage() {
  const t = useT();
  const { user } = useAuth();
  // Editors see the totals and write posts; clients, projects and accounting are for admins (src/shared/access.ts).
  const mayUse = (area: AdminArea) => user !== null && roleMayUse(user.role, area);
  usePageMeta({ title: t('admin.dashboard.title') });
  const actionsHeadingId = useId();
  const [open, setOpen] = useState<QuickAction | null>(null);
  const dialogProps = (action: QuickAction) => ({
    open: open === action,
    onOpenChange: (next: boolean) => setOpen(next ? action : null),
  });

  return (
    <div className="space-y-10">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.dashboard.welcome', { name: user?.name ?? '' })}</h1>
        <p className="text-slate-600">{t('admin.dashboard.signedInAs', { username: user?.username ?? '' })}</p>
      </div>

      {mayUse('mail') ? <NotificationWarning /> : null}

      <section aria-labelledby={actionsHeadingId} className="space-y-3">
        <h2 id={actionsHeadingId} className="text-xl font-semibold text-slate-900">
          {t('admin.dashboard.quickActions.title')}
        </h2>
        <div className="flex flex-wrap gap-3">
          {mayUse('clients') ? (
            <Button onClick={() => setOpen('client')}>
              <UserPlus aria-hidden="true" className="h-4 w-4" />
              {t('admin.dashboard.quickActions.addClient')}
            </Button>
          ) : null}
          {mayUse('projects') ? (
            <Button onClick={() => setOpen('project')}>
              <FolderPlus aria-hidden="true" className="h-4 w-4" />
              {t('admin.dashboard.quickActions.createProject')}
            </Button>
          ) : null}
          <Button onClick={() => setOpen('post')}>
            <FilePenLine aria-hidden="true" className="h-4 w-4" />
            {t('admin.dashboard.quickActions.writePost')}
          </Button>
        </div>
      </section>

      <StatCards />

      {mayUse('stats') ? <TranslationsBehindCard /> : null}

      {mayUse('invoices') ? <ReceivablesPanel /> : null}

      {mayUse('proposals') ? <ProposalAnswersPanel /> : null}

      {mayUse('accounting') ? <AccountingTable /> : null}

      {mayUse('clients') ? <ClientFormDialog {...dialogProps('client')} /> : null}
      {mayUse('projects') ? <ProjectFormDialog {...dialogProps('project')} /> : null}
      <BlogPostFormDialog {...dialogProps('post')} />
    </div>
  );
}

function StatCards() {
  const t = useT();
  const lang = useAdminLanguage();
  const headingId = useId();
  const { data, isPending, isError } = useAdminStats();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('admin.dashboard.stats.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {STAT_CARDS.map(({ key, label, icon: Icon }) => (
          <li key={key} className="flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <div className="min-w-0">
              <p className="text-sm text-slate-600">{t(`admin.dashboard.stats.${label}`)}</p>
              {isPending ? (
                <Spinner className="mt-1 [&_svg]:h-5 [&_svg]:w-5" />
              ) : isError ? (
                <p className="text-sm font-medium text-red-700">{t('admin.common.loadError')}</p>
              ) : (
                <p className="text-2xl font-bold tabular-nums text-slate-900">{formatCount(data[key], lang)}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
