import { AlertDialog } from 'radix-ui';
import { useT } from '@/client/i18n/use-t';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Disables the confirm button while the action runs. */
  pending?: boolean;
  /** The confirm button's look: red for what destroys or takes away (the default), the main colour otherwise. */
  tone?: 'destructive' | 'primary';
}

/**
 * Asks before an action (Radix AlertDialog: focus starts on Cancel, Escape cancels): the title names the action and
 * its record, the description what will happen, the confirm button repeats the action.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, pending, tone = 'destructive' }: ConfirmDialogProps) {
  const t = useT();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        {/* Above an open Dialog (z-40/z-50): a confirmation may be asked from inside one. */}
        <AlertDialog.Overlay className="fixed inset-0 z-60 bg-slate-950/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-70 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">{description}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t('common.cancel')}</Button>
            </AlertDialog.Cancel>
            <Button
              variant={tone}
              disabled={pending}
              onClick={(e) => {
                e.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
