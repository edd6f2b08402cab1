import { useT } from '@/client/i18n/use-t';
import { Link } from 'react-router';

/** An invoice that cannot be loaded (wrong id, deleted draft). */
export function InvoiceNotFound() {
  const t = useT();
  return (
    <div className="mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.invoices.detail.notFound')}</h1>
      <Link to="/admin/invoices" className="mt-6 inline-block font-medium text-brand-700 underline">
        {t('admin.invoices.detail.back')}
      </Link>
    </div>
  );
}
