/**
 * A refused bank statement in the staff member's language (docs/product/payments.md#payments): the text is
 * this screen's own, chosen by the server's machine code (src/shared/payments/statement-refusals.ts) with the values
 * it names — never the server's English message. A refusal without a known code is said in general terms.
 */
import type { TFunction } from 'i18next';
import type { Language } from '@/shared/constants';
import { formatScaled } from '@/shared/money/document-money';
import { isStatementRefusalCode } from '@/shared/payments/statement-refusals';
import { ApiError } from '@/client/lib/api-request';

/** The text of a refused upload (400 or 413 on `file`); undefined for any other failure (a lost connection, a 500). */
export function statementRefusalText(error: unknown, t: TFunction, lang: Language): string | undefined {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 413)) return undefined;
  const code = error.body?.code ?? (error.status === 413 ? 'tooLarge' : undefined);
  if (!isStatementRefusalCode(code)) return t('admin.payments.upload.refused.unreadable');
  const params: Record<string, string | number> = { ...error.body?.params };
  if (code === 'amountTooLarge') {
    params.where =
      typeof params.entry === 'number'
        ? t('admin.payments.upload.where.entry', { entry: params.entry })
        : typeof params.line === 'number'
          ? t('admin.payments.upload.where.line', { line: params.line })
          : t('admin.payments.upload.where.file');
    if (typeof params.max === 'number') params.max = formatScaled(params.max, 2, lang);
  }
  // The key is chosen at run time, so its values are checked here, not by the typed keys: each text names only its own.
  const text = t as unknown as (key: string, values: Record<string, string | number>) => string;
  return text(`admin.payments.upload.refused.${code}`, params);
}
