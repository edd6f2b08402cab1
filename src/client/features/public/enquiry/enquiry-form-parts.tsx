/**
 * What every public enquiry form carries besides its own fields (issue 12): the honeypot field people never see and
 * the form token the server signs when the page has loaded (the minimum fill time is measured from it).
 */
import { useEffect } from 'react';
// From the constants, not the schema module: the validation library stays out of the page's first download.
import { HONEYPOT_FIELD } from '@/shared/constants';
import { pageFormToken, startFormClock } from './page-form-token';

/**
 * The page's form token (page-form-token.ts): asked for when the page loaded, or — should that have failed — when the
 * form is on screen. Returns a getter: the token, or undefined while it has not arrived (or could not be had — the
 * enquiry is then judged by the honeypot alone, never refused).
 */
export function useFormToken(): () => string | undefined {
  useEffect(() => {
    void startFormClock();
  }, []);
  return pageFormToken;
}

/**
 * The honeypot: off screen, out of the tab order and hidden from assistive technology, so only a bot filling every
 * field fills it. Its label says to leave it empty, for the rare person who meets it anyway.
 */
export function HoneypotField({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The honeypot's value in a form. */
export function honeypotValue(form: HTMLFormElement): string {
  return String(new FormData(form).get(HONEYPOT_FIELD) ?? '');
}
