import { clsx } from 'clsx';
import { Menu } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { loadOnFirstUse } from '../islands/load-on-first-use';
import { usePublicPage } from '../public-page';

const { Component: MobileDrawerSheet, preload: prefetch } = loadOnFirstUse(() =>
  import('./mobile-drawer-sheet').then((m) => m.MobileDrawerSheet),
);

/**
 * Small screens: the menu button of the side drawer. The drawer's code loads when the button is first pointed at,
 * focused or pressed; it then opens at once.
 */
export function MobileDrawer({ className }: { className?: string }) {
  const { t } = usePublicPage();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={clsx(
          'inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
          'focus-visible:outline-2 focus-visible:outline-brand-600',
          className,
        )}
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileDrawerSheet open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
