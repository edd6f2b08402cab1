import { describe, expect, it } from 'vitest';
import { INVOICE_MAIL_TEXTS, renderInvoiceMail, type InvoiceMail } from './invoice-mail';

const AGENCY_NAME = 'Lipa Digital';

const mail: InvoiceMail = { invoiceId: 1, to: 'a@example.cz', kind: 'invoice', number: '2026-0001', currency: 'CZK', amountDueMinor: 13_220_00, dueOn: '2026-12-10', variableSymbol: '2026100001' };

describe('the invoice e-mail', () => {
  it('asks for the amount due by the due date with the variable symbol, in Czech and English', () => {
    const cs = renderInvoiceMail(mail, 'cs', AGENCY_NAME);
    expect(cs.subject).toBe('Faktura 2026-0001 – Lipa Digital');
    expect(cs.text.endsWith('S pozdravem\nLipa Digital')).toBe(true);
    expect(cs.text).toContain('v příloze Vám posíláme fakturu č. 2026-0001 (PDF).');
    expect(cs.text).toContain('Prosíme o úhradu 13\u00a0220,00\u00a0Kč do 10. 12. 2026 s variabilním symbolem 2026100001.');
    const en = renderInvoiceMail({ ...mail, kind: 'advance_invoice', number: 'Z-2026-0001', currency: 'EUR', amountDueMinor: 1_210_00 }, 'en', AGENCY_NAME);
    expect(en.subject).toMatch(/^Advance invoice Z-2026-0001 – /);
    expect(en.text).toContain('Please pay €1,210.00 by Dec 10, 2026 with the variable symbol 2026100001.');
  });

  it('a credit note, or nothing left to pay: no payment request', () => {
    const note = renderInvoiceMail({ ...mail, kind: 'credit_note', number: 'D-2026-0001', amountDueMinor: -13_220_00, dueOn: null }, 'cs', AGENCY_NAME);
    expect(note.subject).toMatch(/^Opravný daňový doklad D-2026-0001/);
    expect(note.text).toContain(INVOICE_MAIL_TEXTS.cs.nothingDue);
    expect(renderInvoiceMail({ ...mail, amountDueMinor: 0 }, 'en', AGENCY_NAME).text).toContain(INVOICE_MAIL_TEXTS.en.nothingDue);
    expect(Object.keys(INVOICE_MAIL_TEXTS.en).sort()).toEqual(Object.keys(INVOICE_MAIL_TEXTS.cs).sort());
  });

  it('names the client portal in one line only when given its address (the client has portal access)', () => {
    expect(renderInvoiceMail(mail, 'cs', AGENCY_NAME).text).not.toContain('portál');
    const withPortal = renderInvoiceMail(mail, 'en', AGENCY_NAME, 'https://agency.example/en/portal');
    expect(withPortal.text).toContain(`${INVOICE_MAIL_TEXTS.en.portal} https://agency.example/en/portal`);
    expect(withPortal.html).toContain('<a href="https://agency.example/en/portal">');
  });
});
