import { Pencil, Plus, Trash2, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

interface RowActionProps extends Omit<ComponentProps<typeof Button>, 'children' | 'size'> {
  icon: LucideIcon;
  /** The visible word ("Edit"); the accessible name (aria-label) names the record too. */
  text: string;
  label: string;
}

/** A record's action in a list: icon + visible word, the record named for assistive technology. */
export function RowActionButton({ icon: Icon, text, label, className, variant = 'ghost', ...props }: RowActionProps) {
  return (
    <Button variant={variant} className={cn(ROW_ACTION_CLASS, className)} aria-label={label} {...props}>
      <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span className="text-sm">{text}</span>
    </Button>
  );
}

/** A record's edit button (pencil and "Edit"); label names the record ("Edit the post …"). */
export function EditIconButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation();
  return <RowActionButton icon={Pencil} text={t('admin.common.edit')} label={label} onClick={onClick} />;
}

/** A record's red delete button (bin and "Delete"); label names the record, title explains when given. */
export function DeleteIconButton({ label, title, onClick }: { label: string; title?: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <RowActionButton
      icon={Trash2}
      text={t('admin.common.delete')}
      label={label}
      title={title}
      className="text-red-700 hover:bg-red-50"
      onClick={onClick}
    />
  );
}
