/** The profitability chart's series colours (also its legend's, drawn by the page), each at least 4.5:1 on white. */
export const PROFIT_CHART_COLORS = { revenue: '#0f766e', cost: '#b45309', profit: '#1d4ed8' } as const;

export type ProfitSeries = keyof typeof PROFIT_CHART_COLORS;
export const PROFIT_SERIES: readonly ProfitSeries[] = ['revenue', 'cost', 'profit'];
