/**
 * Invoices received from suppliers: the agency's costs and their rebilling (issue 36 point 5,
 * docs/product/time-and-profit.md#costs-from-suppliers; /api/admin/received-invoices). Admins only (src/shared/access.ts,
 * area 'received-invoices').
 */
import type { ApiErrorBody } from '@/shared/api-types';
import type { AdminReceivedInvoice, ReceivedInvoiceInput } from '@/shared/schemas/received-invoice';
import { ApiError, apiJson, apiRequest } from '../lib/api-request';
import { listEndpoint } from './admin-list';

const PATH = '/api/admin/received-invoices';

/** The multipart field the server reads the ISDOC file from. */
export const ISDOC_FILE_FIELD = 'file';

/** What an ISDOC upload carries beside the file (multipart text fields); the rest is read from the file. */
export interface IsdocImportFields {
  projectId: number | null;
  rebillable: boolean;
  /** Basis points (10 % = 1 000). */
  markupBasisPoints: number;
}

/** An error answer's JSON body, when it is one. */
function errorBodyOf(text: string): Partial<ApiErrorBody> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Partial<ApiErrorBody>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST …/import as multipart/form-data (the browser writes the boundary): 201 the stored record; a refusal is an
 * ApiError whose body names the field (`file`, or a form field), 409 `number` when recorded already.
 */
async function importIsdoc(file: File, fields: IsdocImportFields): Promise<AdminReceivedInvoice> {
  const form = new FormData();
  if (fields.projectId !== null) form.append('projectId', String(fields.projectId));
  form.append('rebillable', String(fields.rebillable));
  form.append('markupBasisPoints', String(fields.markupBasisPoints));
  form.append(ISDOC_FILE_FIELD, file, file.name);
  const res = await fetch(`${PATH}/import`, { method: 'POST', body: form, credentials: 'include' });
  const text = await res.text();
  if (!res.ok) {
    const body = errorBodyOf(text);
    throw new ApiError(res.status, `${res.status}: ${body?.message ?? body?.error ?? (text || res.statusText)}`, body);
  }
  return JSON.parse(text) as AdminReceivedInvoice;
}

export const receivedInvoicesApi = {
  ...listEndpoint<AdminReceivedInvoice>(PATH),
  get: (id: number, signal?: AbortSignal) => apiJson<AdminReceivedInvoice>('GET', `${PATH}/${id}`, undefined, signal),
  create: (input: ReceivedInvoiceInput) => apiJson<AdminReceivedInvoice>('POST', PATH, input),
  /** 409 while the cost is on a client invoice and its money or rebilling would change. */
  update: (id: number, input: ReceivedInvoiceInput) => apiJson<AdminReceivedInvoice>('PUT', `${PATH}/${id}`, input),
  /** 409 while the cost is on a client invoice. */
  remove: async (id: number): Promise<void> => {
    await apiRequest('DELETE', `${PATH}/${id}`);
  },
  importIsdoc,
  /** The stored ISDOC file as it came (a download link; only for a record imported from one). */
  isdocUrl: (id: number) => `${PATH}/${id}/isdoc`,
};
