/** The chart's series colours (also its legend's, drawn by the page), each with at least 4.5:1 contrast on white. */
export const CHART_COLORS = { visits: '#0f766e', visitors: '#b45309', previous: '#64748b' } as const;
