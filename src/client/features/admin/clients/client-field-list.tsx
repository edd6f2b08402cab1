import type { ReactNode } from 'react';
import { useT } from '@/client/i18n/use-t';
import { cn } from '@/client/lib/cn';

export interface FieldRow {
  label: string;
  /** null, undefined or '' shows "Not set". */
  value: ReactNode;
}

/** Label / value pairs of a client; empty values read "Not set". */
export function FieldList({ rows, className }: { rows: FieldRow[]; className?: string }) {
  const t = useT();
  return (
    <dl className={cn('space-y-2.5 text-sm sm:grid sm:grid-cols-[minmax(7rem,auto)_1fr] sm:gap-x-4 sm:gap-y-2 sm:space-y-0', className)}>
      {rows.map(({ label, value }) => (
        <div key={label} className="sm:contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900">
            {value === null || value === undefined || value === '' ? (
              <span className="text-slate-500">{t('admin.client.notSet')}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An external link that opens in a new tab. */
export function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline hover:text-brand-800">
      {children}
    </a>
  );
}
