import { useId, type ReactElement, cloneElement } from 'react';
import { useTranslation } from 'react-i18next';
import { validationMessageKey } from '../../../shared/validation-messages';

interface FormFieldProps {
  label: string;
  /** The validation text from the shared schema (English); shown translated. */
  error?: string | undefined;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** Label + control + translated error message, wired for screen readers. */
export function FormField({ label, error, children }: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const key = error ? validationMessageKey(error) : undefined;
  const text = key ? t(`validation.${key}`) : error;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {cloneElement(children, { id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {text ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {text}
        </p>
      ) : null}
    </div>
  );
}
