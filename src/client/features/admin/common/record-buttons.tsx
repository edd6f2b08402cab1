import { Pencil, Plus, Trash2, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useT } from '@/client/i18n/use-t';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';

/** The header button of a list screen that opens the form for a new record: a plus and the text. */
export function CreateButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {children}
    </Button>
  );
}

/**
 * The box of a record's action in a list: an icon and a visible word, at least 44 × 44 px on phones (WCAG 2.5.8,
 * never shrunk by its row), smaller from md up where a pointer is likely. Rows put them in a wrapping flex box.
 */
export const ROW_ACTION_CLASS = 'h-11 min-w-11 shrink-0 gap-1.5 px-2.5 md:h-9 md:min-w-9 md:px-2';

/**
 * The words of a record's action: the visible word, then the record for assistive technology only — the accessible
 * name is "Edit – Jana Nováková", beginning with what is shown (WCAG 2.5.3 Label in Name: a speech-control user saying
 * "click Edit" reaches it; an aria-label replacing the word would not). Also for actions that are links (Button asChild).
 */
export function RowActionText({ text, record }: { text: string; record: string }) {
  return (
    <span className="text-sm">
      {text}
      <RecordForScreenReaders record={record} />
    </span>
  );
}

/**
 * " – <record>" for assistive technology only, placed right after a control's visible word (see RowActionText). The
 * space is a text node of its own: browsers put one around the hidden box anyway, jsdom does not — so the name is the
 * same in both ("Edit – Jana Nováková").
 */
export function RecordForScreenReaders({ record }: { record: string }) {
  return (
    <>
      {' '}
      <span className="sr-only">– {record}</span>
    </>
  );
}

interface RowActionProps extends Omit<ComponentProps<typeof Button>, 'children' | 'size' | 'aria-label'> {
  icon: LucideIcon;
  /** The visible word ("Edit"). */
  text: string;
  /** The record it acts on (its name or title), read after the word. */
  record: string;
}

/** A record's action in a list: icon + visible word, the record named after it for assistive technology. */
export function RowActionButton({ icon: Icon, text, record, className, variant = 'ghost', ...props }: RowActionProps) {
  return (
    <Button variant={variant} className={cn(ROW_ACTION_CLASS, className)} {...props}>
      <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
      <RowActionText text={text} record={record} />
    </Button>
  );
}

/** A record's edit button (pencil and "Edit"); named "Edit – <record>". */
export function EditIconButton({ record, onClick }: { record: string; onClick: () => void }) {
  const t = useT();
  return <RowActionButton icon={Pencil} text={t('admin.common.edit')} record={record} onClick={onClick} />;
}

/** A record's red delete button (bin and "Delete"); named "Delete – <record>", title explains when given. */
export function DeleteIconButton({ record, title, onClick }: { record: string; title?: string; onClick: () => void }) {
  const t = useT();
  return (
    <RowActionButton
      icon={Trash2}
      text={t('admin.common.delete')}
      record={record}
      title={title}
      className="text-red-700 hover:bg-red-50"
      onClick={onClick}
    />
  );
}
