import { useId } from 'react';
import { Input } from '@/client/components/ui/input';

interface DerivedFieldProps {
  label: string;
  /** The value as shown (formatted, translated). */
  value: string;
  /** Where the value comes from (read with the field by screen readers). */
  note: string;
}

/**
 * A value the server derives (a client's payment status, a project's amount paid once invoices exist; docs/product/
 * payments.md#payments): shown read-only with a note saying where it comes from, never typed. The form keeps sending
 * the value it loaded, which the server accepts unchanged.
 */
export function DerivedField({ label, value, note }: DerivedFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Input id={id} readOnly value={value} aria-describedby={`${id}-note`} className="bg-slate-50" />
      <p id={`${id}-note`} className="text-sm text-slate-600">
        {note}
      </p>
    </div>
  );
}
