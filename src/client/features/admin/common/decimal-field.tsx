/** A form's decimal field (a DecimalInput under its label and error) bound to a react-hook-form number field. */
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { Language } from '@/shared/constants';
import { FormField } from '@/client/components/ui/form-field';
import { DecimalInput } from './decimal-input';

interface DecimalFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  /** Decimal places of the unit: 2 for money and percent, 3 for quantities and exchange rates. */
  digits: number;
  lang: Language;
  trimZeros?: boolean;
}

export function DecimalField<T extends FieldValues, O>({ control, name, label, digits, lang, trimZeros = false }: DecimalFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message}>
          <DecimalInput
            className="h-11 md:h-10"
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            // An empty field (null) shows as blank.
            value={typeof field.value === 'number' ? field.value : undefined}
            onChange={field.onChange}
            digits={digits}
            lang={lang}
            trimZeros={trimZeros}
          />
        </FormField>
      )}
    />
  );
}
