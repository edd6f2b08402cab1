/**
 * The profitability chart, drawn by uPlot (decision 031) and loaded lazily with it, like the analytics screen's
 * visits-chart.tsx: no other screen, and no public page, downloads the library for it. Two shapes:
 * - months: revenue, cost and profit per month as lines, months left to right;
 * - ranking: the rows (at most 10: projects, clients, services, people) as horizontal groups of three bars, the first
 *   row on top, each group's name on the left — readable on a phone, where a column of names has room and a row of
 *   them does not.
 * The canvas is hidden from screen readers: the page gives the figure its name, and the table below carries the figures.
 * uPlot's stylesheet is not imported (one stylesheet for every page, decision 005): the wrapper's classes are its layout.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { PROFIT_CHART_COLORS, PROFIT_SERIES, type ProfitSeries } from './profit-chart-colors';

/** One group of the chart: its name and its figures in haléře. */
export interface ProfitChartPoint {
  label: string;
  revenue: number;
  cost: number;
  profit: number;
}

export interface ProfitChartProps {
  kind: 'months' | 'ranking';
  points: readonly ProfitChartPoint[];
  seriesLabels: Readonly<Record<ProfitSeries, string>>;
  /** A value axis tick in whole Kč ("10 tis." / "10k"). */
  formatTick: (koruna: number) => string;
}

const MONTHS_HEIGHT = 260;
/** A ranking's group: three bars and the gap after them. */
const GROUP_HEIGHT = 52;
const VALUE_AXIS_HEIGHT = 44;
const VALUE_AXIS_WIDTH = 72;
const NAME_AXIS_WIDTH = 120;
const NAME_CHARACTERS = 16;
/** A ranking's group is four slots of the category scale: revenue, cost, profit, and a gap. */
const SLOTS = 4;

export const chartHeight = (kind: ProfitChartProps['kind'], groups: number): number =>
  kind === 'months' ? MONTHS_HEIGHT : Math.max(1, groups) * GROUP_HEIGHT + VALUE_AXIS_HEIGHT;

const axisStyle = { stroke: '#334155', grid: { stroke: '#e2e8f0', width: 1 }, ticks: { stroke: '#cbd5e1', width: 1 } };

/** The value scale always shows zero (a loss below it), with a little room past the largest figure. */
function valueRange(min: number | null, max: number | null): [number, number] {
  const low = Math.min(0, min ?? 0);
  const high = Math.max(0, max ?? 0);
  if (low === high) return [0, 1];
  const pad = (high - low) * 0.05;
  return [low < 0 ? low - pad : 0, high > 0 ? high + pad : 0];
}

const shortName = (name: string): string => (name.length > NAME_CHARACTERS ? `${name.slice(0, NAME_CHARACTERS - 1)}…` : name);
const koruna = (halere: number): number => halere / 100;

function monthsChart({ points, seriesLabels, formatTick }: ProfitChartProps): { options: Omit<uPlot.Options, 'width'>; data: uPlot.AlignedData } {
  const count = points.length;
  const indexes = points.map((_, i) => i);
  const line = (series: ProfitSeries): uPlot.Series => ({
    label: seriesLabels[series],
    stroke: PROFIT_CHART_COLORS[series],
    width: 2,
    points: { show: count <= 24, size: 6, fill: PROFIT_CHART_COLORS[series] },
  });
  return {
    options: {
      height: MONTHS_HEIGHT,
      cursor: { show: false },
      legend: { show: false },
      scales: { x: { time: false, range: () => [-0.5, count - 0.5] }, y: { range: (_u, min, max) => valueRange(min, max) } },
      axes: [
        {
          ...axisStyle,
          grid: { show: false },
          // Every month named while their names have room (72 px each), else every second, third, … month.
          splits: (u) => {
            const width = u.width - VALUE_AXIS_WIDTH;
            const step = Math.max(1, Math.ceil((count * 72) / Math.max(width, 1)));
            return indexes.filter((i) => i % step === 0);
          },
          values: (_u, splits) => splits.map((s) => points[s]?.label ?? ''),
        },
        { ...axisStyle, size: VALUE_AXIS_WIDTH, values: (_u, splits) => splits.map(formatTick) },
      ],
      series: [{}, ...PROFIT_SERIES.map(line)],
    },
    data: [indexes, ...PROFIT_SERIES.map((series) => points.map((p) => koruna(p[series])))],
  };
}

function rankingChart({ points, seriesLabels, formatTick }: ProfitChartProps): { options: Omit<uPlot.Options, 'width'>; data: uPlot.AlignedData } {
  const count = points.length;
  // Each group's three slots; a series has its figure in its own slot and nothing in the others.
  const slots = points.flatMap((_, i) => PROFIT_SERIES.map((_s, j) => i * SLOTS + j));
  const values = (series: ProfitSeries) => {
    const at = PROFIT_SERIES.indexOf(series);
    return points.flatMap((p) => PROFIT_SERIES.map((_s, j) => (j === at ? koruna(p[series]) : null)));
  };
  const bars = uPlot.paths.bars?.({ size: [0.9, 18] });
  const bar = (series: ProfitSeries): uPlot.Series => ({
    label: seriesLabels[series],
    fill: PROFIT_CHART_COLORS[series],
    stroke: PROFIT_CHART_COLORS[series],
    width: 0,
    paths: bars,
    points: { show: false },
  });
  return {
    options: {
      height: chartHeight('ranking', count),
      cursor: { show: false },
      legend: { show: false },
      scales: {
        // The category scale runs down the chart (the first group on top), the value scale across it.
        x: { time: false, ori: 1, dir: -1, range: () => [-0.7, count * SLOTS - 1.3] },
        y: { ori: 0, range: (_u, min, max) => valueRange(min, max) },
      },
      axes: [
        {
          ...axisStyle,
          scale: 'x',
          side: 3,
          size: NAME_AXIS_WIDTH,
          grid: { show: false },
          ticks: { show: false },
          splits: () => points.map((_, i) => i * SLOTS + 1),
          values: (_u, splits) => splits.map((s) => shortName(points[(s - 1) / SLOTS]?.label ?? '')),
        },
        { ...axisStyle, scale: 'y', side: 2, size: VALUE_AXIS_HEIGHT, space: 64, values: (_u, splits) => splits.map(formatTick) },
      ],
      series: [{}, ...PROFIT_SERIES.map(bar)],
    },
    data: [slots, ...PROFIT_SERIES.map(values)],
  };
}

export default function ProfitChart({ kind, points, seriesLabels, formatTick }: ProfitChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const height = chartHeight(kind, points.length);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chartOf = kind === 'months' ? monthsChart : rankingChart;
    const { options, data } = chartOf({ kind, points, seriesLabels, formatTick });
    const chart = new uPlot({ ...options, width: Math.max(element.clientWidth, 280) }, data, element);
    // The chart follows its box's width (a phone turned, the sidebar shown).
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 280), height: options.height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [kind, points, seriesLabels, formatTick]);

  return (
    <div
      ref={box}
      aria-hidden="true"
      className="w-full overflow-hidden [&_.u-over]:absolute [&_.u-under]:absolute [&_.u-under]:overflow-hidden [&_.u-wrap]:relative [&_canvas]:relative [&_canvas]:block [&_canvas]:h-full [&_canvas]:w-full"
      style={{ minHeight: height }}
    />
  );
}
