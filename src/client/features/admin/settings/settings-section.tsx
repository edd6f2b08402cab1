import type { ReactElement, ReactNode } from 'react';
import { FormField } from '@/client/components/ui/form-field';

/** A titled group of a settings form (billing details, agency profile): two columns from tablet width, or one. */
export function SettingsSection({ title, columns = 2, children }: { title: string; columns?: 1 | 2; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      <div className={columns === 2 ? 'grid gap-4 sm:grid-cols-2' : 'space-y-4'}>{children}</div>
    </fieldset>
  );
}

/** A labelled control of a settings form, its error, and a hint below it. */
export function SettingsField({ label, error, hint, children }: { label: string; error: string | undefined; hint: string | undefined; children: ReactElement<{ id?: string }> }) {
  return (
    <div className="space-y-1">
      <FormField label={label} error={error}>
        {children}
      </FormField>
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
    </div>
  );
}
