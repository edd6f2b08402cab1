import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../../../shared/constants';

/** SPEC §9: one toast at a time, 5 s by default. Use `toast` / `toast.error` from 'sonner' to show one. */
export function Toaster() {
  return <SonnerToaster visibleToasts={TOAST_LIMIT} duration={TOAST_DURATION_MS} position="bottom-right" richColors closeButton />;
}
