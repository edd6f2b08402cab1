/**
 * Toasts without putting the toast library on every public page: the library and its <Toaster> load on the first
 * toast (or when the back office mounts the host eagerly). Back-office code may import `toast` from 'sonner'
 * directly — its routes mount the host on arrival.
 */
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;
type Kind = 'success' | 'error' | 'message';

let library: Promise<Sonner> | null = null;
let mounted: Promise<void> | null = null;
let markMounted: (() => void) | null = null;
const hostListeners = new Set<() => void>();

export function loadToastLibrary(): Promise<Sonner> {
  library ??= import('sonner');
  return library;
}

/** Asks the <ToastHost> to render the toaster; resolves once it is mounted and listening. */
export function requestToaster(): Promise<void> {
  if (!mounted) {
    mounted = new Promise<void>((resolve) => {
      markMounted = resolve;
    });
    for (const listener of hostListeners) listener();
  }
  return mounted;
}

export function toasterRequested(): boolean {
  return mounted !== null;
}

/** Used by ToastHost. */
export function onToasterRequested(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

/** Used by ToastHost once the toaster is on screen. */
export function toasterMounted(): void {
  markMounted?.();
}

async function show(kind: Kind, title: string, options?: ExternalToast): Promise<void> {
  const [{ toast }] = await Promise.all([loadToastLibrary(), requestToaster()]);
  if (kind === 'message') toast(title, options);
  else toast[kind](title, options);
}

export const notify = {
  success: (title: string, options?: ExternalToast) => void show('success', title, options),
  error: (title: string, options?: ExternalToast) => void show('error', title, options),
  message: (title: string, options?: ExternalToast) => void show('message', title, options),
};
