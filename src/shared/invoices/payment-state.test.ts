import { describe, expect, it } from 'vitest';
import { daysPastDue, invoicePaymentState, outstandingMinor, type PaymentStateInput } from './payment-state';

const issued = (over: Partial<PaymentStateInput>): PaymentStateInput => ({
  kind: 'invoice',
  status: 'issued',
  payableMinor: 121_000,
  creditedMinor: 0,
  paidMinor: 0,
  dueOn: '2026-12-10',
  today: '2026-12-01',
  ...over,
});

describe('invoicePaymentState', () => {
  it('a draft is a draft whatever its amounts', () => {
    expect(invoicePaymentState(issued({ status: 'draft', paidMinor: 121_000 }))).toBe('draft');
  });
  it('unpaid, partial, paid and overpaid before the due date', () => {
    expect(invoicePaymentState(issued({}))).toBe('unpaid');
    expect(invoicePaymentState(issued({ paidMinor: 1 }))).toBe('partial');
    expect(invoicePaymentState(issued({ paidMinor: 121_000 }))).toBe('paid');
    expect(invoicePaymentState(issued({ paidMinor: 121_001 }))).toBe('overpaid');
  });
  it('overdue from the day after the due date, also when partly paid; never when paid', () => {
    expect(invoicePaymentState(issued({ today: '2026-12-10' }))).toBe('unpaid');
    expect(invoicePaymentState(issued({ today: '2026-12-11' }))).toBe('overdue');
    expect(invoicePaymentState(issued({ today: '2026-12-11', paidMinor: 100 }))).toBe('overdue');
    expect(invoicePaymentState(issued({ today: '2027-01-11', paidMinor: 121_000 }))).toBe('paid');
  });
  it('a wholly credited unpaid invoice is credited; a partial credit leaves the rest owed', () => {
    expect(invoicePaymentState(issued({ creditedMinor: -121_000 }))).toBe('credited');
    expect(invoicePaymentState(issued({ creditedMinor: -21_000, paidMinor: 100_000 }))).toBe('paid');
    expect(invoicePaymentState(issued({ creditedMinor: -21_000 }))).toBe('unpaid');
    expect(outstandingMinor({ payableMinor: 121_000, creditedMinor: -21_000, paidMinor: 50_000 })).toBe(50_000);
  });
  it('paid, then wholly credited: overpaid (the money is to be returned)', () => {
    expect(invoicePaymentState(issued({ creditedMinor: -121_000, paidMinor: 121_000 }))).toBe('overpaid');
  });
  it('a credit note reads as credited', () => {
    expect(invoicePaymentState(issued({ kind: 'credit_note', payableMinor: -121_000 }))).toBe('credited');
  });
});

describe('daysPastDue', () => {
  it('counts calendar days after the due date, 0 before it', () => {
    expect(daysPastDue('2026-12-10', '2026-12-01')).toBe(0);
    expect(daysPastDue('2026-12-10', '2026-12-17')).toBe(7);
    expect(daysPastDue('2026-03-20', '2026-04-10')).toBe(21);
  });
});
