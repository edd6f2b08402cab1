/**
 * The stats island ('stats-counters' in island-loaders.ts): the three counters. The section around them and its
 * heading are static HTML (home-page.tsx). The served HTML carries the final values (crawlers, no-JS visitors).
 */
import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '@/client/lib/reduced-motion';
import { usePublicPage } from '@/client/public-site/public-page';
import { COUNTER_DURATION_MS, counterDelay, counterValueAt } from './home-timing';

/** docs/product/public-site.md#home: clients 10+, projects 40+, years 5+. */
export const STATS = [
  { key: 'clients', value: 10 },
  { key: 'projects', value: 40 },
  { key: 'years', value: 5 },
] as const;

/** The texts the island uses (its Island `texts`): the three labels. */
export const STATS_TEXTS = ['home.stats.clients', 'home.stats.projects', 'home.stats.years'] as const;

/**
 * The counter's displayed value. It starts at the target (server HTML and first client render match, crawlers see
 * the numbers); once `started`, it restarts from 0 after `delayMs` and counts up over COUNTER_DURATION_MS.
 */
function useCountUp(target: number, delayMs: number, started: boolean): number {
  const [value, setValue] = useState(target);
  useEffect(() => {
    if (!started) return;
    let frame = 0;
    let begin: number | null = null;
    const tick = (now: number) => {
      begin ??= now + delayMs;
      const elapsed = now - begin;
      setValue(counterValueAt(elapsed, target));
      if (elapsed < COUNTER_DURATION_MS) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, delayMs, started]);
  return value;
}

function Counter({ value, label, index, started }: { value: number; label: string; index: number; started: boolean }) {
  const shown = useCountUp(value, counterDelay(index), started);
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-6 text-center">
      <dt className="order-2 text-base font-medium text-brand-100">{label}</dt>
      <dd className="order-1 text-5xl font-extrabold tabular-nums tracking-tight text-white md:text-6xl">
        {shown}+
      </dd>
    </div>
  );
}

/** Three counters that count up once, when they first scroll into view (not with reduced motion). */
export function StatsCounters() {
  const { t } = usePublicPage();
  const ref = useRef<HTMLDListElement>(null);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setStarted(true);
          observer.disconnect();
        }
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <dl ref={ref} className="grid divide-y divide-white/15 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
      {STATS.map((stat, index) => (
        <Counter key={stat.key} value={stat.value} label={t(`home.stats.${stat.key}`)} index={index} started={started} />
      ))}
    </dl>
  );
}
