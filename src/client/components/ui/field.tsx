import { cloneElement, useId, type ReactElement } from 'react';

export interface FieldProps {
  label: string;
  /** The error text to show, already in the visitor's language; none (or empty) when the value is valid. */
  error?: string | undefined;
  /**
   * The control's id. By default one from useId(); an island passes a fixed one, because the browser hydrates an
   * island in its own root, where useId() would not give the id the server rendered.
   */
  id?: string | undefined;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** Label + control + error message, wired for screen readers. Presentational: no translation library. */
export function Field({ label, error, id: fixedId, children }: FieldProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {cloneElement(children, { id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
