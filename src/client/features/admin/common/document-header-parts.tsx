/** Fields the proposal and invoice editors' document headers share: the client picker, a select of records, a select of fixed choices. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Control, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import { FormField } from '@/client/components/ui/form-field';
import { Select } from '@/client/components/ui/select';
import { clientsApi } from '@/client/api/clients-api';
import type { DocumentArea } from './document-area';
import { ControlledField, type BoundFieldProps } from './controlled-field';
import { SearchInput } from './search-input';

const CLIENT_RESULTS = 50;

interface ClientPickerProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  area: DocumentArea;
  /** The chosen client, offered even when the search does not find it. */
  known: { id: number; name: string } | undefined;
  /** After the user chose another client. */
  onChosen?: () => void;
}

/** A document's client: a search box and the select of the clients it finds (with the chosen one). */
export function ClientPicker<T extends FieldValues, O>({ control, name, area, known, onChosen }: ClientPickerProps<T, O>) {
  const t = useT();
  const [q, setQ] = useState('');
  const clients = useQuery({ queryKey: [...clientsApi.key, 'picker', q], queryFn: () => clientsApi.search(q, CLIENT_RESULTS) });
  const options = (clients.data ?? []).map((c) => ({ id: c.id, name: c.company ? `${c.name} (${c.company})` : c.name }));
  if (known && !options.some((o) => o.id === known.id)) options.unshift(known);
  return (
    <div className="space-y-2">
      <SearchInput label={t(`admin.${area}.form.clientSearch`)} onSearch={setQ} />
      <RecordSelect
        control={control}
        name={name}
        label={t(`admin.${area}.form.client`)}
        none={t(`admin.${area}.form.clientChoose`)}
        choices={options.map((c) => ({ id: c.id, label: c.name }))}
        parse={(text) => text}
        onChosen={onChosen}
      />
    </div>
  );
}

interface RecordSelectProps<T extends FieldValues, O> extends BoundFieldProps<T, O> {
  /** The empty choice's text. */
  none: string;
  choices: readonly { id: number; label: string }[];
  /** The form's value for the chosen option's text (its id, or '' for none). */
  parse: (text: string) => unknown;
  disabled?: boolean;
  /** After the user chose another record. */
  onChosen?: (() => void) | undefined;
}

/** A select of records (a client, a project …) by id, bound to the form. */
export function RecordSelect<T extends FieldValues, O>({ control, name, label, none, choices, parse, disabled = false, onChosen }: RecordSelectProps<T, O>) {
  return (
    // Controlled: the options arrive after the form's value, and the choice must show once they do.
    <ControlledField control={control} name={name} label={label}>
      {(field, bound) => (
        <Select
          {...bound}
          value={String(field.value ?? '')}
          onChange={(e) => {
            field.onChange(parse(e.target.value));
            onChosen?.();
          }}
          disabled={disabled}
        >
          <option value="">{none}</option>
          {choices.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.label}
            </option>
          ))}
        </Select>
      )}
    </ControlledField>
  );
}

interface ChoiceFieldProps {
  label: string;
  error: string | undefined;
  /** The form's registration of the field. */
  registration: UseFormRegisterReturn;
  choices: readonly { value: string; label: string }[];
}

/** A select of fixed choices (language, currency, VAT mode …) registered with the form. */
export function ChoiceField({ label, error, registration, choices }: ChoiceFieldProps) {
  return (
    <FormField label={label} error={error}>
      <Select className="h-11 md:h-10" {...registration}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
