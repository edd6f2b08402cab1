import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';

/** The header button of a list screen that opens the form for a new record: a plus and the text. */
export function CreateButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {children}
    </Button>
  );
}

/** A record's pencil button; label names the record ("Edit the post …"). */
export function EditIconButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={t('admin.common.edit')} onClick={onClick}>
      <Pencil aria-hidden="true" className="h-4 w-4" />
    </Button>
  );
}

/** A record's red bin button; label names the record, title is the tooltip ("Delete" unless given). */
export function DeleteIconButton({ label, title, onClick }: { label: string; title?: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="text-red-700 hover:bg-red-50"
      aria-label={label}
      title={title ?? t('admin.common.delete')}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" />
    </Button>
  );
}
