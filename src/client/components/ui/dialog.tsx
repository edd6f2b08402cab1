/**
 * The modal dialog of the back office and of the public pages' islands (which load it on first use). It takes its
 * close label as a prop: islands have no i18next.
 */
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The button that opened the dialog: focus returns to it on close (if it is still on the page). */
  opener?: HTMLElement | null;
  /** Accessible name of the close button ('Close' in the page's language). */
  closeLabel: string;
  children: ReactNode;
  /** Width and extras; max-w-lg unless given. */
  className?: string;
}

/** Accessible modal dialog (Radix: focus moves in and is trapped, Escape closes, focus returns to the opener). */
export function Dialog({ open, onOpenChange, title, description, opener, closeLabel, children, className }: DialogProps) {
  // Controlled dialogs have no Radix Trigger to return focus to: use the opener, else what had focus on opening.
  const focusedOnOpen = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <RadixDialog.Content
          className={clsx(
            'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-lg bg-white p-6 shadow-xl focus:outline-none',
            className ?? 'max-w-lg',
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            focusedOnOpen.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const element = opener ?? focusedOnOpen.current;
            focusedOnOpen.current = null;
            if (element?.isConnected) {
              event.preventDefault();
              element.focus();
            }
          }}
        >
          <RadixDialog.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>
          ) : null}
          <div className="mt-4">{children}</div>
          <RadixDialog.Close
            className="absolute right-4 top-4 rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={closeLabel}
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
