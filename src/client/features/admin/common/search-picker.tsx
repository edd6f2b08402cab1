import { useQuery, type QueryKey } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Input } from '@/client/components/ui/input';
import { cn } from '@/client/lib/cn';

/** How many matches a picker asks for: thousands of records exist, so it never loads them all. */
export const SEARCH_PICKER_LIMIT = 20;
const SEARCH_DELAY_MS = 200;

/** A record as a picker returns it. */
export interface PickedRecord {
  id: number;
  name: string;
}

/** The picker's words, in the screen's language. */
export interface SearchPickerTexts {
  hint: string;
  selected: (name: string) => string;
  results: string;
  searching: string;
  noResults: string;
  loadError: string;
}

export interface SearchPickerProps<T extends PickedRecord> {
  value: PickedRecord | null;
  onChange: (record: PickedRecord | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** The server's matches for a text ('' for the first ones), at most SEARCH_PICKER_LIMIT. */
  search: (q: string) => Promise<T[]>;
  /** The query key the matches are kept under (the text is added). */
  queryKey: QueryKey;
  /** A second line under an option's name (a client's company, a project's client). */
  detail?: (record: T) => string | null | undefined;
  texts: SearchPickerTexts;
  /** The input (react-hook-form focuses it when the record is missing). */
  ref?: Ref<HTMLInputElement>;
  /** Set by FormField. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A searchable record picker (ARIA combobox with a list box): typing asks the server for matching records; arrow keys
 * move through them, Enter picks, Escape closes the list (not the dialog around it). The input starts with the name
 * of `value`; mount it afresh (key) to start over.
 */
export function SearchPicker<T extends PickedRecord>({
  value,
  onChange,
  onBlur,
  placeholder,
  search: searchRecords,
  queryKey,
  detail,
  texts,
  ref,
  id,
  ...aria
}: SearchPickerProps<T>) {
  const listId = useId();
  const hintId = useId();
  const [text, setText] = useState(value?.name ?? '');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // While the input shows the chosen record, the list offers the first ones (the newest), not just that one.
  const q = value && search === value.name ? '' : search.trim();
  const query = useQuery({
    queryKey: [...queryKey, 'picker', q],
    queryFn: () => searchRecords(q),
    // Ask only once typing has paused: no request for every keystroke, nor for a term already typed over.
    enabled: open && search === text,
    placeholderData: (previous) => previous,
  });
  const options = query.data ?? [];

  // Escape closes the open list only: stop it before the dialog's own (document, capture) Escape handler sees it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && event.target === inputRef.current) {
        event.stopPropagation();
        event.preventDefault();
        setOpen(false);
      }
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [open]);

  const choose = (record: T) => {
    onChange({ id: record.id, name: record.name });
    setText(record.name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    }
  };

  const activeOption = open ? options[active] : undefined;
  const describedBy = [hintId, aria['aria-describedby']].filter(Boolean).join(' ');
  const status = query.isError ? texts.loadError : options.length > 0 ? '' : query.isPending || query.isFetching ? texts.searching : texts.noResults;

  return (
    <div className="space-y-1.5">
      <Input
        ref={(element) => {
          inputRef.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={describedBy}
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
          if (value && e.target.value !== value.name) onChange(null);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
      />
      <p id={hintId} className="text-xs text-slate-600">
        {value ? texts.selected(value.name) : texts.hint}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={texts.results}
        hidden={!open || options.length === 0}
        className="max-h-56 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-sm"
      >
        {options.map((record, index) => {
          const selected = value?.id === record.id;
          const second = detail?.(record);
          return (
            <li
              key={record.id}
              id={`${listId}-${record.id}`}
              role="option"
              aria-selected={selected}
              // Keep the focus in the input: the option is chosen on click, before any blur.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(record)}
              onMouseMove={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm text-slate-800',
                index === active && 'bg-brand-50 text-brand-900',
              )}
            >
              <span>
                <span className="font-medium">{record.name}</span>
                {second ? <span className="block text-xs text-slate-600">{second}</span> : null}
              </span>
              {selected ? <Check aria-hidden="true" className="h-4 w-4 text-brand-700" /> : null}
            </li>
          );
        })}
      </ul>
      <p role="status" className={cn('text-sm text-slate-600', !(open && status) && 'sr-only')}>
        {open ? status : ''}
      </p>
    </div>
  );
}
