/** What other back-office screens may use of accounting: the table (with its chart) and the count format. */
export { AccountingTable } from './accounting-table';
export { formatCount } from './accounting-format';
