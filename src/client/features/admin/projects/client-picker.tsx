import type { Ref } from 'react';
import { useT } from '@/client/i18n/use-t';
import { clientsApi } from '@/client/api/clients-api';
import { SearchPicker, SEARCH_PICKER_LIMIT, type PickedRecord } from '../common/search-picker';

/** A client as the picker shows and returns it. */
export type ClientOption = PickedRecord;

interface ClientPickerProps {
  value: ClientOption | null;
  onChange: (client: ClientOption | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** The input (react-hook-form focuses it when the client is missing). */
  ref?: Ref<HTMLInputElement>;
  /** Set by FormField. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A searchable client picker: up to 20 clients matching what is typed (SearchPicker), each with its company or e-mail. */
export function ClientPicker(props: ClientPickerProps) {
  const t = useT();
  return (
    <SearchPicker
      {...props}
      search={(q) => clientsApi.search(q, SEARCH_PICKER_LIMIT)}
      queryKey={clientsApi.key}
      detail={(client) => client.company || client.email}
      texts={{
        hint: t('admin.project.clientPicker.hint'),
        selected: (name) => t('admin.project.clientPicker.selected', { name }),
        results: t('admin.project.clientPicker.results'),
        searching: t('admin.project.clientPicker.searching'),
        noResults: t('admin.project.clientPicker.noResults'),
        loadError: t('admin.project.clientPicker.loadError'),
      }}
    />
  );
}
