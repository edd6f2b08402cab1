/** docs/product/public-site.md#portfolio-section portfolio filter: a set of selected service categories; pure logic, tested in portfolio-filter.test.ts. */

/** The four filter categories, in button order (docs/product/rules.md#fixed-counts: four filter categories). */
export const SERVICE_CATEGORIES = ['web', 'design', 'social', 'marketing'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export type CategorySelection = ReadonlySet<ServiceCategory>;

/** Clicking a filter button adds the category if absent and removes it if present. */
export function toggleCategory(selected: CategorySelection, category: ServiceCategory): CategorySelection {
  const next = new Set(selected);
  if (next.has(category)) next.delete(category);
  else next.add(category);
  return next;
}

/** None selected: everything matches. Otherwise at least one selected service must be provided (union). */
export function matchesSelection(services: readonly ServiceCategory[], selected: CategorySelection): boolean {
  return selected.size === 0 || services.some((service) => selected.has(service));
}

/** The projects to show for a selection, in their original order. */
export function filterProjects<T extends { services: readonly ServiceCategory[] }>(
  projects: readonly T[],
  selected: CategorySelection,
): T[] {
  return projects.filter((project) => matchesSelection(project.services, selected));
}

/**
 * Card animation phases: `static` (shown since the page rendered, no animation), `enter` (fading in),
 * `exit` (fading out, still in the grid) and `gone` (removed from the grid once its exit finished).
 */
export type CardPhase = 'static' | 'enter' | 'exit' | 'gone';
export interface CardState {
  phase: CardPhase;
  /** Stagger delay of this card's current animation. */
  delayMs: number;
}

const isShown = (state: CardState | undefined) => !state || state.phase === 'static' || state.phase === 'enter';

/**
 * The card states after the visible set changed. Cards that appear enter, cards that disappear exit; each group is
 * staggered by `staggerMs` in grid order. Cards whose visibility did not change keep their state (no re-animation).
 * Without animation (reduced motion) appearing cards are simply static and disappearing ones gone at once.
 */
export function nextCardStates(
  previous: ReadonlyMap<number, CardState>,
  orderedIds: readonly number[],
  visibleIds: ReadonlySet<number>,
  options: { animate: boolean; staggerMs: number },
): Map<number, CardState> {
  const next = new Map<number, CardState>();
  let entering = 0;
  let exiting = 0;
  for (const id of orderedIds) {
    const before = previous.get(id) ?? { phase: 'static', delayMs: 0 };
    const shown = isShown(before);
    const visible = visibleIds.has(id);
    if (visible && !shown) {
      next.set(id, options.animate ? { phase: 'enter', delayMs: entering++ * options.staggerMs } : { phase: 'static', delayMs: 0 });
    } else if (!visible && shown) {
      next.set(id, options.animate ? { phase: 'exit', delayMs: exiting++ * options.staggerMs } : { phase: 'gone', delayMs: 0 });
    } else {
      next.set(id, before);
    }
  }
  return next;
}

/** Once every exit animation has finished, exiting cards leave the grid. */
export function finishExits(states: ReadonlyMap<number, CardState>): Map<number, CardState> {
  const next = new Map<number, CardState>();
  for (const [id, state] of states) next.set(id, state.phase === 'exit' ? { phase: 'gone', delayMs: 0 } : state);
  return next;
}

/** How long after a filter change the last exit animation ends. */
export function exitDuration(states: ReadonlyMap<number, CardState>, animationMs: number): number {
  let longest = -1;
  for (const state of states.values()) if (state.phase === 'exit') longest = Math.max(longest, state.delayMs);
  return longest < 0 ? 0 : longest + animationMs;
}
