/**
 * The portfolio island ('portfolio' in island-loaders.ts): four toggle filters (union of the selected services), the
 * grid of the items featured in the back office (the six initial projects among them), the 'view more' dialog (its own chunk,
 * loaded on first use) and the scroll to the portfolio title when the URL asks for it (docs/product/public-site.md#portfolio-section). The section and its
 * title are static HTML around it (home-page.tsx).
 */
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { ResponsiveImage } from '@/client/components/ui/responsive-image';
import { prefersReducedMotion } from '@/client/lib/reduced-motion';
import type { TextBranchKey, TextKey } from '@/client/i18n/texts';
import { loadOnFirstUse } from '@/client/public-site/islands/load-on-first-use';
import { scrollToPortfolio } from '@/client/public-site/layout/portfolio-link';
import { usePublicPage } from '@/client/public-site/public-page';
import { FILTER_ANIMATION_MS, FILTER_STAGGER_MS, PORTFOLIO_SCROLL_DELAY_MS } from './home-timing';
import { wantsPortfolio } from './portfolio-address';
import {
  exitDuration,
  filterProjects,
  finishExits,
  nextCardStates,
  SERVICE_CATEGORIES,
  toggleCategory,
  type CardState,
  type CategorySelection,
  type ServiceCategory,
} from './portfolio-filter';
import { SHOWCASE_IMAGE_HEIGHT, SHOWCASE_IMAGE_WIDTH, showcaseTexts, type ShowcaseItem } from './showcase-projects';

const STATIC: CardState = { phase: 'static', delayMs: 0 };


/** The texts the island uses (its Island `texts`): everything but the section title and subtitle, plus Close. */
export const PORTFOLIO_TEXTS = [
  'home.portfolio.filterLabel',
  'home.portfolio.empty',
  'home.portfolio.viewMore',
  'home.portfolio.imageAlt',
  'home.portfolio.visit',
  'home.portfolio.newTab',
  'home.portfolio.challenge',
  'home.portfolio.solution',
  'home.portfolio.servicesProvided',
  'home.portfolio.serviceLabels',
  'common.close',
] as const satisfies readonly (TextKey | TextBranchKey)[];

/** Scrolls to the portfolio title shortly after the page shows when the URL asks for it (instant with reduced motion). */
function usePortfolioScroll() {
  useEffect(() => {
    if (!wantsPortfolio(window.location.search, window.location.hash)) return;
    const timer = window.setTimeout(() => {
      scrollToPortfolio(prefersReducedMotion() ? 'instant' : 'smooth');
    }, PORTFOLIO_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
}

/** The dialog's chunk, fetched on hover/focus of a 'view more' button or on opening. */
const { Component: ProjectDialog, preload: preloadProjectDialog } = loadOnFirstUse(() =>
  import('./project-dialog').then((m) => m.ProjectDialog),
);

function FilterButton({
  category,
  pressed,
  onToggle,
}: {
  category: ServiceCategory;
  pressed: boolean;
  onToggle: (category: ServiceCategory) => void;
}) {
  const { t } = usePublicPage();
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onToggle(category)}
      className={clsx(
        'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        pressed
          ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
          : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50',
      )}
    >
      {pressed ? <Check aria-hidden="true" className="h-4 w-4" /> : null}
      {t(`home.portfolio.serviceLabels.${category}`)}
    </button>
  );
}

function ProjectCard({
  project,
  state,
  onOpen,
}: {
  project: ShowcaseItem;
  state: CardState;
  onOpen: (project: ShowcaseItem, opener: HTMLElement) => void;
}) {
  const { t, lang } = usePublicPage();
  const texts = showcaseTexts(project, lang);
  const exiting = state.phase === 'exit';
  const animated = state.phase === 'enter' || exiting;
  const style: CSSProperties | undefined = animated
    ? { transitionDuration: `${FILTER_ANIMATION_MS}ms`, transitionDelay: `${state.delayMs}ms` }
    : undefined;
  return (
    <li
      style={style}
      aria-hidden={exiting || undefined}
      inert={exiting}
      data-phase={state.phase}
      className={clsx(
        animated && 'transition-[opacity,translate] ease-out',
        state.phase === 'enter' && 'starting:translate-y-4 starting:opacity-0',
        exiting && 'pointer-events-none translate-y-4 opacity-0',
      )}
    >
      <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
        <ResponsiveImage
          src={project.imageUrl}
          sources={project.image}
          width={SHOWCASE_IMAGE_WIDTH}
          height={SHOWCASE_IMAGE_HEIGHT}
          sizes="(min-width: 1024px) 22rem, (min-width: 768px) 50vw, 100vw"
          alt={t('home.portfolio.imageAlt', { name: texts.title })}
          className="aspect-[8/5] h-auto w-full border-b border-slate-200 bg-slate-100 object-cover"
        />
        <div className="flex flex-1 flex-col p-5">
          <h3 className="text-lg font-semibold text-slate-900">{texts.title}</h3>
          <p className="mt-2 flex-1 text-slate-600">{texts.description}</p>
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t('home.portfolio.servicesProvided')}>
            {project.services.map((service) => (
              <li key={service} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                {t(`home.portfolio.serviceLabels.${service}`)}
              </li>
            ))}
          </ul>
          {/* aria-label: a hidden ": name" inside the flex button would be read as "View more : name". */}
          <button
            type="button"
            className={clsx(
              'mt-5 inline-flex h-10 items-center justify-center gap-2 self-start rounded-md border border-slate-300 bg-white px-4',
              'text-sm font-medium text-slate-900 transition-colors hover:bg-slate-50',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            )}
            aria-label={`${t('home.portfolio.viewMore')}: ${texts.title}`}
            onPointerEnter={preloadProjectDialog}
            onFocus={preloadProjectDialog}
            onClick={(event) => onOpen(project, event.currentTarget)}
          >
            {t('home.portfolio.viewMore')}
          </button>
        </div>
      </article>
    </li>
  );
}

export interface PortfolioShowcaseProps {
  /** Items featured in the back office (from the database, via the server), in the staff's order. */
  featured: ShowcaseItem[];
}

/** Portfolio: four toggle filters (union of the selected services) over the showcase projects. */
export function PortfolioShowcase({ featured }: PortfolioShowcaseProps) {
  const { t } = usePublicPage();
  const projects = featured;
  const [selected, setSelected] = useState<CategorySelection>(() => new Set());
  const [cards, setCards] = useState<ReadonlyMap<number, CardState>>(() => new Map());
  const [dialog, setDialog] = useState<{ project: ShowcaseItem; opener: HTMLElement; open: boolean } | null>(null);
  const exitTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(exitTimer.current), []);
  usePortfolioScroll();

  const toggle = (category: ServiceCategory) => {
    const nextSelection = toggleCategory(selected, category);
    const visible = new Set(filterProjects(projects, nextSelection).map((project) => project.id));
    const nextCards = nextCardStates(cards, projects.map((project) => project.id), visible, {
      animate: !prefersReducedMotion(),
      staggerMs: FILTER_STAGGER_MS,
    });
    setSelected(nextSelection);
    setCards(nextCards);
    window.clearTimeout(exitTimer.current);
    const wait = exitDuration(nextCards, FILTER_ANIMATION_MS);
    if (wait > 0) exitTimer.current = window.setTimeout(() => setCards(finishExits), wait);
  };

  const shownCards = projects.map((project) => ({ project, state: cards.get(project.id) ?? STATIC })).filter(
    ({ state }) => state.phase !== 'gone',
  );
  const nothingVisible = shownCards.every(({ state }) => state.phase === 'exit');

  return (
    <>
      <div role="group" aria-label={t('home.portfolio.filterLabel')} className="mt-10 flex flex-wrap justify-center gap-3">
        {SERVICE_CATEGORIES.map((category) => (
          <FilterButton key={category} category={category} pressed={selected.has(category)} onToggle={toggle} />
        ))}
      </div>
      <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3">
        {shownCards.map(({ project, state }) => (
          <ProjectCard
            key={project.id}
            project={project}
            state={state}
            onOpen={(p, opener) => setDialog({ project: p, opener, open: true })}
          />
        ))}
      </ul>
      {nothingVisible ? <p className="mt-6 text-center text-slate-600">{t('home.portfolio.empty')}</p> : null}
      {dialog ? (
        <Suspense fallback={null}>
          <ProjectDialog
            project={dialog.project}
            opener={dialog.opener}
            open={dialog.open}
            onOpenChange={(open) => setDialog({ ...dialog, open })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
