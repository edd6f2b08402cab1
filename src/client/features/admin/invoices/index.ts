/** What other back-office screens may use of the invoices area: the client page's invoices section. */
export { ClientInvoices } from './client-invoices';
