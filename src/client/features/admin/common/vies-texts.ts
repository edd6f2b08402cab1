/**
 * The words of VIES checks (issue 37) both the client page and the invoice screens use: a refusal's reason code
 * (`viesInvalid`, `viesInvalidInput`, `viesRequesterInvalid`) in the reader's language, and a check's error code.
 */
import type { TFunction } from 'i18next';
import { ApiError } from '@/client/lib/api-request';
import { VAT_CHECK_REASONS } from '@/shared/vat-checks';

const REASONS = Object.values(VAT_CHECK_REASONS);
type Reason = (typeof REASONS)[number];
const isReason = (code: unknown): code is Reason => REASONS.some((reason) => reason === code);

/** The refusal's text when the error is one about VIES, else undefined (the caller shows the server's message). */
export function viesRefusalText(error: unknown, t: TFunction): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const code = error.body?.code;
  if (!isReason(code)) return undefined;
  const vatId = String(error.body?.params?.vatId ?? '');
  return t(`admin.vies.reason.${code}`, { vatId });
}

const ERROR_CODES = [
  'timeout',
  'network',
  'server_error',
  'breaker',
  'malformed',
  'MS_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
  'TIMEOUT',
  'GLOBAL_MAX_CONCURRENT_REQ',
  'GLOBAL_MAX_CONCURRENT_REQ_TIME',
  'MS_MAX_CONCURRENT_REQ',
  'MS_MAX_CONCURRENT_REQ_TIME',
  'VAT_BLOCKED',
  'IP_BLOCKED',
  'INVALID_INPUT',
  'INVALID_REQUESTER_INFO',
] as const;
type ErrorCode = (typeof ERROR_CODES)[number];
const isErrorCode = (code: string): code is ErrorCode => ERROR_CODES.some((known) => known === code);

/** Why a check had no verdict, in words ("the member state's system is down"). */
export function viesErrorText(code: string | null, t: TFunction): string {
  return code && isErrorCode(code) ? t(`admin.vies.errorCode.${code}`) : t('admin.vies.errorCode.other');
}
