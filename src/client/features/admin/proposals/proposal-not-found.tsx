import { useT } from '@/client/i18n/use-t';
import { Link } from 'react-router';

/** A proposal that cannot be loaded (wrong id, deleted draft). */
export function ProposalNotFound() {
  const t = useT();
  return (
    <div className="mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.proposals.detail.notFound')}</h1>
      <Link to="/admin/proposals" className="mt-6 inline-block font-medium text-brand-700 underline">
        {t('admin.proposals.detail.back')}
      </Link>
    </div>
  );
}
