/** Bank statements and their transactions (docs/product/invoice-screens.md#payments; /api/admin/bank-statements, /bank-transactions; issue 23). */
import type { BankTransactionState } from '@/shared/schemas/invoice';
import type { AdminBankStatementImport, AdminBankTransaction, BankStatementImportResult } from '@/shared/schemas/payment';
import { ApiError, apiJson } from '../lib/api-request';
import type { ApiErrorBody } from '@/shared/api-types';
import { listEndpoint } from './admin-list';

const STATEMENTS = '/api/admin/bank-statements';
const TRANSACTIONS = '/api/admin/bank-transactions';

/** The multipart field the server reads the statement from. */
export const BANK_STATEMENT_FIELD = 'file';

/** POST the file as multipart/form-data; a refused file is an ApiError whose body names the field 'file'. */
async function uploadStatement(file: File): Promise<BankStatementImportResult> {
  const form = new FormData();
  form.append(BANK_STATEMENT_FIELD, file, file.name);
  const res = await fetch(STATEMENTS, { method: 'POST', body: form, credentials: 'include' });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!res.ok) {
    const error = body && typeof body === 'object' ? (body as Partial<ApiErrorBody>) : undefined;
    throw new ApiError(res.status, `${res.status}: ${error?.message ?? error?.error ?? (text || res.statusText)}`, error);
  }
  return body as BankStatementImportResult;
}

export const bankStatementsApi = {
  ...listEndpoint<AdminBankStatementImport>(STATEMENTS),
  upload: uploadStatement,
};

export const bankTransactionsApi = {
  ...listEndpoint<AdminBankTransaction>(TRANSACTIONS),
  pair: (id: number, invoiceId: number) => apiJson<AdminBankTransaction>('POST', `${TRANSACTIONS}/${id}/pair`, { invoiceId }),
  ignore: (id: number) => apiJson<AdminBankTransaction>('POST', `${TRANSACTIONS}/${id}/ignore`),
  unignore: (id: number) => apiJson<AdminBankTransaction>('POST', `${TRANSACTIONS}/${id}/unignore`),
};

export type { BankTransactionState };
