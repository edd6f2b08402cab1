/** Invoices, advance invoices and credit notes in the back office (docs/product/invoice-screens.md; /api/admin/invoices; issue 23). */
import type { AdminInvoice, AdminInvoiceListItem, AdminInvoicePayment, InvoiceDraftInput, InvoiceSummary } from '@/shared/schemas/invoice';
import type { CreditableInvoice, CreditNoteBody } from '@/shared/schemas/credit-note';
import type { ManualPaymentInput } from '@/shared/schemas/payment';
import type { InvoiceFromTimeInput, UnbilledTime, UnbilledTimeQuery } from '@/shared/schemas/time-billing';
import { apiGet, apiJson, apiList, apiRequest, type QueryContext } from '../lib/api-request';
import { listEndpoint, listQuery } from './admin-list';

const PATH = '/api/admin/invoices';

export const invoicesApi = {
  ...listEndpoint<AdminInvoiceListItem>(PATH),
  /** Query key of one invoice. */
  detailKey: (id: number) => [PATH, id] as const,
  get: (id: number) => apiJson<AdminInvoice>('GET', `${PATH}/${id}`),
  /** What clients owe, per currency (the dashboard). */
  summaryKey: [PATH, 'summary'] as const,
  summary: ({ signal }: QueryContext = {}) => apiGet<InvoiceSummary>(`${PATH}/summary`, signal),
  /**
   * Issued invoices and advance invoices in `currency` with money outstanding, matching q (the pairing dialog). The
   * rows are checked here too, so a server that ignores the open/currency filters shows no wrong candidate.
   */
  openInvoices: async (q: string, currency: string, limit: number): Promise<AdminInvoiceListItem[]> => {
    const page = await apiList<AdminInvoiceListItem>(listQuery(PATH, { q, filters: { open: '1', currency } }, 0, limit));
    return page.items.filter((i) => i.status === 'issued' && i.kind !== 'credit_note' && i.currency === currency && i.outstandingMinor > 0);
  },
  /** Issued advance invoices of a client (the "settles advance invoice" picker). */
  advanceInvoices: async (clientId: number, limit: number): Promise<AdminInvoiceListItem[]> => {
    const page = await apiList<AdminInvoiceListItem>(listQuery(PATH, { filters: { kind: 'advance_invoice', clientId: String(clientId) } }, 0, limit));
    return page.items.filter((i) => i.status === 'issued' && i.kind === 'advance_invoice');
  },
  /** What a draft of a project's unbilled time would bill (issue 36). */
  unbilledTimeKey: (query: UnbilledTimeQuery) => [PATH, 'unbilled-time', query] as const,
  unbilledTime: (query: UnbilledTimeQuery, signal?: AbortSignal) =>
    apiGet<UnbilledTime>(`${PATH}/unbilled-time?${new URLSearchParams({ projectId: String(query.projectId), from: query.from, to: query.to, groupBy: query.groupBy })}`, signal),
  /** A draft of exactly the time the preview showed: 409 when it changed since. */
  fromTime: (input: InvoiceFromTimeInput) => apiJson<AdminInvoice>('POST', `${PATH}/from-time`, input),
  create: (input: InvoiceDraftInput) => apiJson<AdminInvoice>('POST', PATH, input),
  /** A draft only: an issued invoice answers 409. */
  update: (id: number, input: InvoiceDraftInput) => apiJson<AdminInvoice>('PUT', `${PATH}/${id}`, input),
  /** A draft only. */
  remove: async (id: number): Promise<void> => {
    await apiRequest('DELETE', `${PATH}/${id}`);
  },
  /** Numbers the draft and freezes it; 409 `{ missing }` while the agency's billing details are incomplete. */
  issue: (id: number) => apiJson<AdminInvoice>('POST', `${PATH}/${id}/issue`),
  /** E-mails the issued invoice with its PDF to the client. */
  send: (id: number) => apiJson<AdminInvoice>('POST', `${PATH}/${id}/send`),
  /** What is left to credit of an issued invoice: its lines and rates, and its credit notes (issue 38). */
  creditableKey: (id: number) => [PATH, id, 'credit-note'] as const,
  creditable: (id: number, { signal }: QueryContext = {}) => apiGet<CreditableInvoice>(`${PATH}/${id}/credit-note`, signal),
  /** A credit note issued at once: chosen lines, amounts per rate, or (reason only) the whole rest. */
  creditNote: (id: number, body: CreditNoteBody) => apiJson<AdminInvoice>('POST', `${PATH}/${id}/credit-note`, body),
  /** Download links of an issued document. */
  pdfUrl: (id: number) => `${PATH}/${id}/pdf`,
  isdocUrl: (id: number) => `${PATH}/${id}/isdoc`,
  /** Money received outside the bank statements. */
  addPayment: (id: number, input: ManualPaymentInput) => apiJson<AdminInvoicePayment>('POST', `${PATH}/${id}/payments`, input),
  /** A payment entered by hand only (a bank one answers 409). */
  removePayment: async (id: number, paymentId: number): Promise<void> => {
    await apiRequest('DELETE', `${PATH}/${id}/payments/${paymentId}`);
  },
  /** A draft from an accepted proposal's one-time part. */
  fromProposal: (proposalId: number) => apiJson<AdminInvoice>('POST', `/api/admin/proposals/${proposalId}/invoice`),
};
