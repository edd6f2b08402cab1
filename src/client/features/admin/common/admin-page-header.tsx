import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/client/i18n/use-t';
import { Link } from 'react-router';

/** Title row of an admin screen: back link to the dashboard, heading, and actions on the right. */
export function AdminPageHeader({
  title,
  actions,
  backTo = '/admin',
  backLabel,
}: {
  title: string;
  actions?: ReactNode;
  backTo?: string;
  /** Text of the back link; "Back to dashboard" by default. */
  backLabel?: string;
}) {
  const t = useT();
  return (
    <div className="mb-6 space-y-3">
      <Link to={backTo} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {backLabel ?? t('admin.common.back')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
