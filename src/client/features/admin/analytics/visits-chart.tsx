/**
 * Visits and unique visitors per day, with the previous period's visits (dashed) for comparison, drawn by uPlot
 * (decision 031). This module is the only one that imports uPlot, and the analytics screen loads it lazily: no other
 * screen, and no public page, ever downloads the library. uPlot's stylesheet is not imported (the build has one
 * stylesheet for every page, decision 005); the few rules its layout needs are the wrapper's classes below. The
 * canvas is hidden from screen readers: the figure's summary and its table (analytics-overview.tsx) carry the figures.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { AnalyticsDay } from '@/shared/analytics';
import type { Language } from '@/shared/constants';
import { formatCount } from './analytics-view';
import { CHART_COLORS } from './chart-colors';
import { formatDayNoYear } from '@/shared/dates';

const HEIGHT = 260;
const DAY_SECONDS = 86_400;

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const dayOf = (ts: number) => new Date(ts * 1000).toISOString().slice(0, 10);

export interface VisitsChartProps {
  days: readonly AnalyticsDay[];
  /** The previous period's days, aligned by position with `days`. */
  previousDays: readonly AnalyticsDay[];
  lang: Language;
  labels: { visits: string; visitors: string; previous: string };
}

export default function VisitsChart({ days, previousDays, lang, labels }: VisitsChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((d) => seconds(d.day)),
      days.map((d) => d.visits),
      days.map((d) => d.visitors),
      days.map((_, i) => previousDays[i]?.visits ?? null),
    ];
    const axis = { stroke: '#334155', grid: { stroke: '#e2e8f0', width: 1 }, ticks: { stroke: '#cbd5e1', width: 1 } };
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        cursor: { show: false },
        legend: { show: false },
        // Days are UTC midnights: the axis splits and names them in UTC, whatever the browser's time zone.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        axes: [
          {
            ...axis,
            space: 56,
            incrs: [DAY_SECONDS, 2 * DAY_SECONDS, 7 * DAY_SECONDS, 14 * DAY_SECONDS, 28 * DAY_SECONDS, 91 * DAY_SECONDS],
            values: (_u, splits) => splits.map((s) => formatDayNoYear(dayOf(s), lang)),
          },
          { ...axis, size: 56, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000], values: (_u, splits) => splits.map((v) => formatCount(v, lang)) },
        ],
        series: [
          {},
          { label: labels.visits, stroke: CHART_COLORS.visits, width: 2, points: { show: days.length <= 31 } },
          { label: labels.visitors, stroke: CHART_COLORS.visitors, width: 2, points: { show: days.length <= 31 } },
          { label: labels.previous, stroke: CHART_COLORS.previous, width: 1.5, dash: [6, 4], points: { show: false } },
        ],
      },
      data,
      element,
    );
    // The chart follows its box's width (a phone turned, the sidebar shown).
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, previousDays, lang, labels]);

  return (
    <div
      ref={box}
      aria-hidden="true"
      className="w-full overflow-hidden [&_.u-over]:absolute [&_.u-under]:absolute [&_.u-under]:overflow-hidden [&_.u-wrap]:relative [&_canvas]:relative [&_canvas]:block [&_canvas]:h-full [&_canvas]:w-full"
      style={{ minHeight: HEIGHT }}
    />
  );
}
