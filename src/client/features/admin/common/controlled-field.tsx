/** Controlled form fields: any control under its label and error, and a decimal field bound to a number. */
import type { ComponentProps } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';
import type { Language } from '@/shared/constants';
import { FormField } from '@/client/components/ui/form-field';
import { DecimalInput } from './decimal-input';

/** A form field bound by name to the form's control, under its label. */
export interface BoundFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
}

interface DecimalFieldProps<T extends FieldValues, O> extends BoundFieldProps<T, O> {
  /** Decimal places of the unit: 2 for money and percent, 3 for quantities and exchange rates. */
  digits: number;
  lang: Language;
  trimZeros?: boolean;
}

export function DecimalField<T extends FieldValues, O>({ control, name, label, digits, lang, trimZeros = false }: DecimalFieldProps<T, O>) {
  return (
    <ControlledField control={control} name={name} label={label}>
      {(field, bound) => (
        // An empty field (null) shows as blank.
        <DecimalInput {...bound} value={typeof field.value === 'number' ? field.value : undefined} onChange={field.onChange} digits={digits} lang={lang} trimZeros={trimZeros} />
      )}
    </ControlledField>
  );
}

interface ControlledFieldProps<T extends FieldValues, O> extends BoundFieldProps<T, O> {
  /** The control, given the form's field (value, change) and the props that bind it (class, ref, name, blur). */
  children: (field: ControllerRenderProps<T, Path<T>>, bound: Pick<ControllerRenderProps<T, Path<T>>, 'ref' | 'name' | 'onBlur'> & { className: string }) => ComponentProps<typeof FormField>['children'];
}

/** A controlled form field under its label, with the field's error. */
export function ControlledField<T extends FieldValues, O>({ control, name, label, children }: ControlledFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message}>
          {children(field, { className: 'h-11 md:h-10', ref: field.ref, name: field.name, onBlur: field.onBlur })}
        </FormField>
      )}
    />
  );
}
