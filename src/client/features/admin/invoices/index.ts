/** What other back-office screens may use of the invoices area: the client page's invoices section, the dashboard's receivables. */
export { ClientInvoices } from './client-invoices';
export { ReceivablesPanel } from './receivables-panel';
