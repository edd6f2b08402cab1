import { useState, type Ref } from 'react';
import { useT } from '@/client/i18n/use-t';
import { timeApi } from '@/client/api/time-api';
import type { TimeProjectOption } from '@/shared/schemas/time-entry';
import { cn } from '@/client/lib/cn';
import { SearchPicker, SEARCH_PICKER_LIMIT, type PickedRecord } from '../common/search-picker';

interface ProjectPickerProps {
  value: PickedRecord | null;
  onChange: (project: PickedRecord | null) => void;
  onBlur?: () => void;
  /** The caller's recent projects (GET /api/admin/time/options): one tap picks one. */
  recent: readonly TimeProjectOption[];
  ref?: Ref<HTMLInputElement>;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The project of a time entry or the timer: the caller's recent projects as buttons (one tap on a phone), and any other
 * project found by typing (projects not completed, SearchPicker).
 */
export function ProjectPicker({ recent, value, onChange, ...input }: ProjectPickerProps) {
  const t = useT();
  // A recent project picked by its button starts the search box afresh, showing its name.
  const [generation, setGeneration] = useState(0);
  return (
    <div className="space-y-2">
      {recent.length > 0 ? (
        <div role="group" aria-label={t('admin.time.projectPicker.recent')} className="flex flex-wrap gap-2">
          {recent.map((project) => (
            <button
              key={project.id}
              type="button"
              aria-pressed={value?.id === project.id}
              onClick={() => {
                onChange({ id: project.id, name: project.name });
                setGeneration((g) => g + 1);
              }}
              className={cn(
                'min-h-10 rounded-full border px-3 py-1 text-left text-sm',
                value?.id === project.id ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              <span className="font-medium">{project.name}</span>
              <span className="text-slate-600"> · {project.clientName}</span>
            </button>
          ))}
        </div>
      ) : null}
      <SearchPicker<TimeProjectOption>
        key={generation}
        {...input}
        value={value}
        onChange={onChange}
        placeholder={t('admin.time.form.projectPlaceholder')}
        search={(q) => timeApi.searchProjects(q, SEARCH_PICKER_LIMIT)}
        queryKey={[...timeApi.key, 'projects']}
        detail={(project) => project.clientName}
        texts={{
          hint: t('admin.time.projectPicker.hint'),
          selected: (name) => t('admin.time.projectPicker.selected', { name }),
          results: t('admin.time.projectPicker.results'),
          searching: t('admin.time.projectPicker.searching'),
          noResults: t('admin.time.projectPicker.noResults'),
          loadError: t('admin.time.projectPicker.loadError'),
        }}
      />
    </div>
  );
}
