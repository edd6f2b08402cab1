import type { ReactNode } from 'react';

/** A titled group of a settings form (billing details, agency profile): two columns from tablet width, or one. */
export function SettingsSection({ title, columns = 2, children }: { title: string; columns?: 1 | 2; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      <div className={columns === 2 ? 'grid gap-4 sm:grid-cols-2' : 'space-y-4'}>{children}</div>
    </fieldset>
  );
}
