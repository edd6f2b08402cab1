/**
 * Saving a form (docs/product/rules.md#feedback) by one rule, for every form — the back office's react-hook-form dialogs (through
 * `useFormSave`) and the public contact form alike. This core uses no form library, translation library or toast
 * library of its own: the caller passes its toaster and its texts, so it can ship on public pages.
 *
 * - Success: a success toast (title, optional description).
 * - Failure: a destructive toast whose title is the form's failure text and whose description is the server's
 *   message (`errorMessage`: the body's `message`, else its `error`, else the error's text, else the fallback);
 * - and every field the server refused (`fields` of the JSON error body) that the form shows is marked with the
 *   server's text, in the form's order — the first one is where the form puts focus.
 */
import { ApiError, errorMessage } from './api-request';

export interface ToastText {
  title: string;
  description?: string | undefined;
}

/** The two toast kinds a save shows: sonner's `toast` in the back office, the lazily loaded `notify` on public pages. */
export interface Toaster {
  success(title: string, options?: { description: string }): unknown;
  error(title: string, options?: { description: string }): unknown;
}

export interface FailureText {
  title: string;
  /** The description when the error carries no text at all. */
  fallback: string;
  /** Another reading of the error where the spec asks for one (the contact form prefers the body's `error`). */
  describe?: (error: unknown, fallback: string) => string | undefined;
}

export interface ServerFieldError<F extends string> {
  field: F;
  message: string;
}

/** The fields of `formFields` the server refused, with its texts, in the form's order. */
export function serverFieldErrors<F extends string>(error: unknown, formFields: readonly F[]): ServerFieldError<F>[] {
  const fields = error instanceof ApiError ? error.body?.fields : undefined;
  if (!fields) return [];
  return formFields.flatMap((field) => {
    const message = fields[field];
    return typeof message === 'string' && message ? [{ field, message }] : [];
  });
}

export function showSuccess(toast: Toaster, text: string | ToastText): void {
  const { title, description } = typeof text === 'string' ? { title: text, description: undefined } : text;
  if (description) toast.success(title, { description });
  else toast.success(title);
}

export function showFailure(toast: Toaster, error: unknown, { title, fallback, describe }: FailureText): void {
  const description = describe ? describe(error, fallback) : errorMessage(error, fallback);
  if (description) toast.error(title, { description });
  else toast.error(title);
}

export interface SaveFormOptions<TData, F extends string> {
  send: () => Promise<TData>;
  toast: Toaster;
  /** The form's fields, in screen order. */
  fields: readonly F[];
  success: (data: TData) => string | ToastText;
  failure: FailureText;
  onSaved?: (data: TData) => void;
  /** After a failure: the fields the server refused (possibly none), to show at the fields. */
  onFailed?: (fieldErrors: ServerFieldError<F>[], error: unknown) => void;
}

/** Sends a form and reports the outcome by the rule above; true when it was saved. */
export async function saveForm<TData, F extends string>(options: SaveFormOptions<TData, F>): Promise<boolean> {
  let data: TData;
  try {
    data = await options.send();
  } catch (error) {
    showFailure(options.toast, error, options.failure);
    options.onFailed?.(serverFieldErrors(error, options.fields), error);
    return false;
  }
  showSuccess(options.toast, options.success(data));
  options.onSaved?.(data);
  return true;
}
