import { describe, expect, it } from 'vitest';
import {
  exitDuration,
  filterProjects,
  finishExits,
  matchesSelection,
  nextCardStates,
  SERVICE_CATEGORIES,
  toggleCategory,
  type CardState,
  type ServiceCategory,
} from './portfolio-filter';
import { INITIAL_FEATURED } from '@/client/test/initial-content';
import { showcaseItem, showcaseTexts } from './showcase-projects';

/** The six initial projects as the portfolio shows them on a new database. */
const SHOWCASE_PROJECTS = INITIAL_FEATURED.map(showcaseItem);

const projects = [
  { id: 1, services: ['web', 'design'] },
  { id: 2, services: ['social'] },
  { id: 3, services: ['marketing', 'social'] },
  { id: 4, services: ['design'] },
] satisfies { id: number; services: ServiceCategory[] }[];

const ids = (list: { id: number }[]) => list.map((p) => p.id);
const selection = (...categories: ServiceCategory[]) => new Set(categories);

describe('portfolio filter', () => {
  it('has the four categories of the spec, in button order', () => {
    expect(SERVICE_CATEGORIES).toEqual(['web', 'design', 'social', 'marketing']);
  });

  it('toggling adds an absent category and removes a present one, without mutating', () => {
    const empty = selection();
    const withWeb = toggleCategory(empty, 'web');
    expect([...withWeb]).toEqual(['web']);
    expect(empty.size).toBe(0);
    expect([...toggleCategory(withWeb, 'design')].sort()).toEqual(['design', 'web']);
    expect(toggleCategory(withWeb, 'web').size).toBe(0);
  });

  it('shows every project when nothing is selected', () => {
    expect(ids(filterProjects(projects, selection()))).toEqual([1, 2, 3, 4]);
  });

  it('shows projects having at least one selected service (union), in original order', () => {
    expect(ids(filterProjects(projects, selection('design')))).toEqual([1, 4]);
    expect(ids(filterProjects(projects, selection('social')))).toEqual([2, 3]);
    expect(ids(filterProjects(projects, selection('web', 'marketing')))).toEqual([1, 3]);
    expect(ids(filterProjects(projects, selection('design', 'social')))).toEqual([1, 2, 3, 4]);
  });

  it('a project with no matching service is hidden', () => {
    expect(matchesSelection(['web'], selection('marketing'))).toBe(false);
    expect(matchesSelection([], selection())).toBe(true);
  });

  it('filters the initial showcase projects', () => {
    expect(SHOWCASE_PROJECTS).toHaveLength(6);
    expect(filterProjects(SHOWCASE_PROJECTS, selection('marketing')).map((p) => showcaseTexts(p, 'cs').title)).toEqual([
      'Vlna & Len',
      'Ostrá břitva Barbershop',
      'Lipa Digital',
    ]);
    expect(filterProjects(SHOWCASE_PROJECTS, selection('social', 'marketing')).map((p) => p.id)).toEqual([1, 3, 4, 5, 6]);
  });
});

describe('card animation states', () => {
  const order = [1, 2, 3, 4];
  const animate = { animate: true, staggerMs: 150 };

  it('staggers exiting and entering cards separately, in grid order', () => {
    const afterDesign = nextCardStates(new Map(), order, new Set([1, 4]), animate);
    expect(afterDesign.get(1)).toEqual({ phase: 'static', delayMs: 0 });
    expect(afterDesign.get(2)).toEqual({ phase: 'exit', delayMs: 0 });
    expect(afterDesign.get(3)).toEqual({ phase: 'exit', delayMs: 150 });
    expect(exitDuration(afterDesign, 300)).toBe(450);

    const gone = finishExits(afterDesign);
    expect(gone.get(2)?.phase).toBe('gone');
    expect(gone.get(4)?.phase).toBe('static');
    expect(exitDuration(gone, 300)).toBe(0);

    const backToAll = nextCardStates(gone, order, new Set(order), animate);
    expect(backToAll.get(2)).toEqual({ phase: 'enter', delayMs: 0 });
    expect(backToAll.get(3)).toEqual({ phase: 'enter', delayMs: 150 });
    expect(backToAll.get(1)).toEqual({ phase: 'static', delayMs: 0 });
  });

  it('keeps a card that stays visible as it is (no re-animation)', () => {
    const entering: Map<number, CardState> = new Map([[2, { phase: 'enter', delayMs: 300 }]]);
    expect(nextCardStates(entering, order, new Set([2]), animate).get(2)).toEqual({ phase: 'enter', delayMs: 300 });
  });

  it('without animation, cards appear and disappear at once', () => {
    const hidden = nextCardStates(new Map(), order, new Set([1]), { animate: false, staggerMs: 150 });
    expect(hidden.get(2)).toEqual({ phase: 'gone', delayMs: 0 });
    const shown = nextCardStates(hidden, order, new Set(order), { animate: false, staggerMs: 150 });
    expect(shown.get(2)).toEqual({ phase: 'static', delayMs: 0 });
  });
});

describe('a featured item as the portfolio shows it', () => {
  const texts = (title: string, description: string, challenge = '', solution = '') => ({ title, description, challenge, solution });

  it('shows each text in the page language; a blank one shows the other language (a blank English title: the Czech)', () => {
    const item = { translations: { cs: texts('Vinotéka', 'E-shop s vínem', 'Výzva'), en: texts('', 'A wine shop', '', 'Solution') } };
    expect(showcaseTexts(item, 'en')).toEqual(texts('Vinotéka', 'A wine shop', 'Výzva', 'Solution'));
    expect(showcaseTexts(item, 'cs')).toEqual(texts('Vinotéka', 'E-shop s vínem', 'Výzva', 'Solution'));
    expect(showcaseTexts({ translations: { cs: texts('A', 'B'), en: texts('', '') } }, 'en')).toEqual(texts('A', 'B'));
  });

  it('carries only what the card and dialog show; no services chosen → the category', () => {
    const item = { ...INITIAL_FEATURED[0]!, services: [], category: 'design' as const };
    expect(Object.keys(showcaseItem(item)).sort()).toEqual(['id', 'image', 'imageUrl', 'link', 'services', 'translations']);
    expect(showcaseItem(item).services).toEqual(['design']);
  });
});
