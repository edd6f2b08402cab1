import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { validationMessageKey } from '@/shared/validation-messages';

interface MoneyFieldProps {
  /** The field's label, with its currency ("One-time price (Kč)"). */
  label: string;
  /** The shared schema's validation text (English), shown translated and after the field's name. */
  error?: string | undefined;
  /** The form's registration of the field: its value is the typed decimal text (the schema reads it into minor units). */
  input: UseFormRegisterReturn;
}

/**
 * A money amount typed as decimal text in the screen's language ("1 234,50", "1234.5"): the form's value is that text
 * (the input of the shared form schema's money field, src/shared/money/minor-units.ts `moneyText`), which turns it into
 * integer minor units exactly before the API gets it. A plain text input with the decimal keypad on phones (a number
 * input would refuse the decimal comma in some browsers and spin on the wheel). Its error names the field.
 */
export function MoneyField({ label, error, input }: MoneyFieldProps) {
  const t = useT();
  const key = error ? validationMessageKey(error) : undefined;
  const message = error ? t('admin.common.fieldError', { field: label, message: key ? t(`validation.${key}`) : error }) : undefined;
  return (
    <Field label={label} error={message}>
      <Input type="text" inputMode="decimal" autoComplete="off" spellCheck={false} className="tabular-nums" {...input} />
    </Field>
  );
}
