/**
 * The 'Why Choose Us' island ('why-choose-us' in island-loaders.ts): six cards whose 'Learn more' opens the longer
 * details in a dialog (its own chunk, loaded on first use). The section and its heading are static HTML (home-page.tsx).
 */
import { ArrowRight, Award, Cpu, Languages, Layers, MapPin, Sparkles, type LucideIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { loadOnFirstUse } from '@/client/public-site/islands/load-on-first-use';
import { usePublicPage } from '@/client/public-site/public-page';

/** The six 'Why choose us' items (docs/product/rules.md#fixed-counts: six cards); texts in i18n home.whyUs.items.<key>. */
export const WHY_US_ITEMS = ['tailored', 'bilingual', 'fullService', 'modernTech', 'local', 'trackRecord'] as const;
export type WhyUsItem = (typeof WHY_US_ITEMS)[number];

/** The texts the island uses (its Island `texts`): the items (with their dialog details), Learn more and Close. */
export const WHY_US_TEXTS = ['home.whyUs.items', 'home.whyUs.learnMore', 'common.close'] as const;

const ICONS: Record<WhyUsItem, LucideIcon> = {
  tailored: Sparkles,
  bilingual: Languages,
  fullService: Layers,
  modernTech: Cpu,
  local: MapPin,
  trackRecord: Award,
};

/** The dialog's chunk, fetched on hover/focus of a 'Learn more' button or on opening. */
const { Component: WhyUsDialog, preload: preloadWhyUsDialog } = loadOnFirstUse(() =>
  import('./why-choose-us-dialog').then((m) => m.WhyUsDialog),
);

/** Six cards (2 columns from md, 3 from lg); 'Learn more' opens the longer details in a dialog. */
export function WhyChooseUsCards() {
  const { t } = usePublicPage();
  const [dialog, setDialog] = useState<{ item: WhyUsItem; opener: HTMLElement; open: boolean } | null>(null);
  return (
    <>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {WHY_US_ITEMS.map((item) => {
          const Icon = ICONS[item];
          const title = t(`home.whyUs.items.${item}.title`);
          return (
            <li key={item} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 flex-1 text-slate-600">{t(`home.whyUs.items.${item}.description`)}</p>
              <button
                type="button"
                className="group mt-4 inline-flex h-10 items-center justify-center gap-2 self-start rounded-md text-sm font-semibold text-brand-700 transition-colors hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                aria-label={`${t('home.whyUs.learnMore')}: ${title}`}
                onPointerEnter={preloadWhyUsDialog}
                onFocus={preloadWhyUsDialog}
                onClick={(event) => setDialog({ item, opener: event.currentTarget, open: true })}
              >
                {t('home.whyUs.learnMore')}
                <ArrowRight aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
              </button>
            </li>
          );
        })}
      </ul>
      {dialog ? (
        <Suspense fallback={null}>
          <WhyUsDialog
            item={dialog.item}
            opener={dialog.opener}
            open={dialog.open}
            onOpenChange={(open) => setDialog({ ...dialog, open })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
