import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@/shared/constants';
import { loadToastLibrary, onToasterRequested, toasterMounted, toasterRequested } from '@/client/lib/notify';

/** docs/product/rules.md#toasts: one toast at a time, 5 s by default. */
const SonnerToaster = lazy(async () => {
  const { Toaster } = await loadToastLibrary();
  function ConfiguredToaster() {
    useEffect(() => toasterMounted(), []);
    // Sonner's "rich colours" fall short of WCAG AA contrast; these keep the tint with readable text.
    return (
      <Toaster
        visibleToasts={TOAST_LIMIT}
        duration={TOAST_DURATION_MS}
        position="bottom-right"
        closeButton
        toastOptions={{
          classNames: {
            success: 'bg-green-50! border-green-300! text-green-950!',
            error: 'bg-red-50! border-red-300! text-red-950!',
            description: 'text-slate-800!',
          },
        }}
      />
    );
  }
  return { default: ConfiguredToaster };
});

/** Renders the toaster only once a toast was asked for (see lib/notify.ts), so pages without toasts load no toast code. */
export function ToastHost() {
  // The server (and hydration) always see "not requested": the toaster is never part of server HTML.
  const requested = useSyncExternalStore(onToasterRequested, toasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
