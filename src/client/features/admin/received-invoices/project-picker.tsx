/**
 * The project a received invoice is a cost of: any project found by typing (its client under its name), on the
 * back office's searchable picker. A cost may belong to a completed project too, so every project is searched.
 */
import type { Ref } from 'react';
import { useT } from '@/client/i18n/use-t';
import { projectsApi } from '@/client/api/projects-api';
import { SearchPicker, SEARCH_PICKER_LIMIT, type PickedRecord } from '../common/search-picker';

interface ProjectOption extends PickedRecord {
  clientName: string;
}

async function searchProjects(q: string): Promise<ProjectOption[]> {
  const page = await projectsApi.list({ q }, 0, SEARCH_PICKER_LIMIT);
  return page.items.map((p) => ({ id: p.id, name: p.name, clientName: p.clientName }));
}

interface ProjectPickerProps {
  value: PickedRecord | null;
  onChange: (project: PickedRecord | null) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  /** Set by FormField. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function ProjectPicker(props: ProjectPickerProps) {
  const t = useT();
  return (
    <SearchPicker<ProjectOption>
      {...props}
      placeholder={t('admin.receivedInvoices.form.projectPlaceholder')}
      search={searchProjects}
      queryKey={[...projectsApi.key, 'received-invoice-picker']}
      detail={(project) => project.clientName}
      texts={{
        hint: t('admin.receivedInvoices.projectPicker.hint'),
        selected: (name) => t('admin.receivedInvoices.projectPicker.selected', { name }),
        results: t('admin.receivedInvoices.projectPicker.results'),
        searching: t('admin.receivedInvoices.projectPicker.searching'),
        noResults: t('admin.receivedInvoices.projectPicker.noResults'),
        loadError: t('admin.receivedInvoices.projectPicker.loadError'),
      }}
    />
  );
}
