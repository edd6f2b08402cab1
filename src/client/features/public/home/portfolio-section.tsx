import { Check } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { prefersReducedMotion } from '../../../lib/reduced-motion';
import { useSiteContent } from '../../../lib/site-data';
import { FILTER_ANIMATION_MS, FILTER_STAGGER_MS } from './home-timing';
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
import { ProjectDialog } from './project-dialog';
import {
  SHOWCASE_IMAGE_HEIGHT,
  SHOWCASE_IMAGE_WIDTH,
  featuredItemAsShowcase,
  SHOWCASE_PROJECTS,
  type ShowcaseProject,
} from './showcase-projects';
import { useLanguage } from './use-language';

const STATIC: CardState = { phase: 'static', delayMs: 0 };

/** Anchor of the portfolio section and of its title (SPEC §2: /#portfolio, ?section=portfolio). */
export const PORTFOLIO_SECTION_ID = 'portfolio';
export const PORTFOLIO_TITLE_ID = 'portfolio-title';

function FilterButton({
  category,
  pressed,
  onToggle,
}: {
  category: ServiceCategory;
  pressed: boolean;
  onToggle: (category: ServiceCategory) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onToggle(category)}
      className={cn(
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
  project: ShowcaseProject;
  state: CardState;
  onOpen: (project: ShowcaseProject) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
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
      className={cn(
        animated && 'transition-[opacity,translate] ease-out',
        state.phase === 'enter' && 'starting:translate-y-4 starting:opacity-0',
        exiting && 'pointer-events-none translate-y-4 opacity-0',
      )}
    >
      <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
        <img
          src={project.imageUrl}
          width={SHOWCASE_IMAGE_WIDTH}
          height={SHOWCASE_IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
          alt={t('home.portfolio.imageAlt', { name: project.name })}
          className="aspect-[8/5] h-auto w-full border-b border-slate-200 bg-slate-100 object-cover"
        />
        <div className="flex flex-1 flex-col p-5">
          <h3 className="text-lg font-semibold text-slate-900">{project.name}</h3>
          <p className="mt-2 flex-1 text-slate-600">{project.description[lang]}</p>
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t('home.portfolio.servicesProvided')}>
            {project.services.map((service) => (
              <li key={service} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                {t(`home.portfolio.serviceLabels.${service}`)}
              </li>
            ))}
          </ul>
          {/* aria-label: a hidden ": name" inside the flex button would be read as "View more : name". */}
          <Button
            variant="secondary"
            className="mt-5 self-start"
            aria-label={`${t('home.portfolio.viewMore')}: ${project.name}`}
            onClick={() => onOpen(project)}
          >
            {t('home.portfolio.viewMore')}
          </Button>
        </div>
      </article>
    </li>
  );
}

/** Portfolio: four toggle filters (union of the selected services) over the six showcase projects. */
export function PortfolioSection() {
  const { t } = useTranslation();
  const featured = useSiteContent('featuredPortfolio', useLanguage(), '/api/portfolio/featured');
  // The six built-in projects, then the items staff featured in the back office.
  const projects = useMemo<ShowcaseProject[]>(
    () => [...SHOWCASE_PROJECTS, ...featured.map(featuredItemAsShowcase)],
    [featured],
  );
  const [selected, setSelected] = useState<CategorySelection>(() => new Set());
  const [cards, setCards] = useState<ReadonlyMap<number, CardState>>(() => new Map());
  const [dialog, setDialog] = useState<{ project: ShowcaseProject; open: boolean } | null>(null);
  const exitTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(exitTimer.current), []);

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
    <section id={PORTFOLIO_SECTION_ID} aria-labelledby={PORTFOLIO_TITLE_ID} className="bg-slate-50 px-4 py-20">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id={PORTFOLIO_TITLE_ID}
            className="scroll-mt-24 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl"
          >
            {t('home.portfolio.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t('home.portfolio.subtitle')}</p>
        </div>
        <div
          role="group"
          aria-label={t('home.portfolio.filterLabel')}
          className="mt-10 flex flex-wrap justify-center gap-3"
        >
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
              onOpen={(p) => setDialog({ project: p, open: true })}
            />
          ))}
        </ul>
        {nothingVisible ? <p className="mt-6 text-center text-slate-600">{t('home.portfolio.empty')}</p> : null}
      </div>
      {dialog ? (
        <ProjectDialog
          project={dialog.project}
          open={dialog.open}
          onOpenChange={(open) => setDialog({ ...dialog, open })}
        />
      ) : null}
    </section>
  );
}
