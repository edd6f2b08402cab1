/**
 * FigureTable, the one table of figures of the analytics page: assistive technology reads each figure with its row's
 * label and its column's header (row headers, column headers), in the order of the rows and columns given.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FigureTable } from './figure-table';

const ROWS = [
  { page: '/cenik', views: 120, visitors: 80 },
  { page: '/blog', views: 45, visitors: 30 },
];

describe('FigureTable', () => {
  it('names every row by its label and every figure by its column, row by row', () => {
    render(
      <FigureTable
        rows={ROWS}
        rowKey={(row) => row.page}
        labelHeader="Page"
        label={(row) => row.page}
        columns={[
          { header: 'Views', cell: (row) => row.views },
          { header: 'Visitors', cell: (row, i) => `${row.visitors} (#${i + 1})` },
        ]}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Page', 'Views', 'Visitors']);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['/cenik', '/blog']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['120', '80 (#1)']);
    expect(within(second!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['45', '30 (#2)']);
  });

  it('keeps its header row in view only when asked', () => {
    const { rerender } = render(<FigureTable rows={ROWS} rowKey={(r) => r.page} labelHeader="Page" label={(r) => r.page} columns={[]} />);
    expect(screen.getByRole('table').querySelector('thead')!.className).not.toContain('sticky');
    rerender(<FigureTable stickyHeader rows={ROWS} rowKey={(r) => r.page} labelHeader="Page" label={(r) => r.page} columns={[]} />);
    expect(screen.getByRole('table').querySelector('thead')!.className).toContain('sticky');
  });
});
