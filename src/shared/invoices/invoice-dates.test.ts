import { describe, expect, it } from 'vitest';
import { datesWhenIssued, issuedPastDue } from './invoice-dates';

describe('the dates a draft gets when issued', () => {
  it('fills the blank ones: issued today, due the invoice due days later; typed dates are kept', () => {
    expect(datesWhenIssued({ issuedOn: null, dueOn: null }, 14, '2026-11-26')).toEqual({ issuedOn: '2026-11-26', dueOn: '2026-12-10' });
    expect(datesWhenIssued({ issuedOn: '2026-09-27', dueOn: null }, 14, '2026-11-26')).toEqual({ issuedOn: '2026-09-27', dueOn: '2026-10-11' });
    expect(datesWhenIssued({ issuedOn: '2026-09-27', dueOn: '2026-12-01' }, 14, '2026-11-26')).toEqual({ issuedOn: '2026-09-27', dueOn: '2026-12-01' });
  });

  it('is past due only from the day after the due date', () => {
    expect(issuedPastDue({ issuedOn: '2026-11-12', dueOn: null }, 14, '2026-11-26')).toBe(false);
    expect(issuedPastDue({ issuedOn: '2026-11-11', dueOn: null }, 14, '2026-11-26')).toBe(true);
    expect(issuedPastDue({ issuedOn: null, dueOn: null }, 14, '2026-11-26')).toBe(false);
  });
});
