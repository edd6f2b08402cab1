import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useT } from '@/client/i18n/use-t';
import type { AdminClient } from '@/shared/api-types';
import { Input } from '@/client/components/ui/input';
import { clientsApi } from '@/client/api/clients-api';
import { cn } from '@/client/lib/cn';

/** How many matches the picker asks for: thousands of clients exist, so it never loads them all. */
export const CLIENT_PICKER_LIMIT = 20;
const SEARCH_DELAY_MS = 200;

/** A client as the picker shows and returns it. */
export type ClientOption = Pick<AdminClient, 'id' | 'name'>;

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

/**
 * A searchable client picker (ARIA combobox with a list box): typing asks the server for up to 20 matching clients;
 * arrow keys move through them, Enter picks, Escape closes the list (not the dialog around it). The input starts with
 * the name of `value`; mount it afresh (key) to start over.
 */
export function ClientPicker({ value, onChange, onBlur, placeholder, ref, id, ...aria }: ClientPickerProps) {
  const t = useT();
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

  // While the input shows the chosen client, the list offers every client (the newest first), not just that one.
  const q = value && search === value.name ? '' : search.trim();
  const query = useQuery({
    queryKey: [...clientsApi.key, 'picker', q],
    queryFn: () => clientsApi.search(q, CLIENT_PICKER_LIMIT),
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

  const choose = (client: AdminClient) => {
    onChange({ id: client.id, name: client.name });
    setText(client.name);
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
  const status = query.isError
    ? t('admin.project.clientPicker.loadError')
    : options.length > 0
      ? ''
      : query.isPending || query.isFetching
        ? t('admin.project.clientPicker.searching')
        : t('admin.project.clientPicker.noResults');

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
        {value ? t('admin.project.clientPicker.selected', { name: value.name }) : t('admin.project.clientPicker.hint')}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('admin.project.clientPicker.results')}
        hidden={!open || options.length === 0}
        className="max-h-56 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-sm"
      >
        {options.map((client, index) => {
          const selected = value?.id === client.id;
          return (
            <li
              key={client.id}
              id={`${listId}-${client.id}`}
              role="option"
              aria-selected={selected}
              // Keep the focus in the input: the option is chosen on click, before any blur.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(client)}
              onMouseMove={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm text-slate-800',
                index === active && 'bg-brand-50 text-brand-900',
              )}
            >
              <span>
                <span className="font-medium">{client.name}</span>
                {client.company || client.email ? (
                  <span className="block text-xs text-slate-600">{client.company || client.email}</span>
                ) : null}
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
