/**
 * Refused bank statements (docs/product/payments.md#payments): hostile XML, NUL characters and amounts beyond
 * the largest payment are each a 400 on `file` with a machine code — never a 500, nothing stored, no invoice paid.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, officeDay } from '@/shared/dates';
import { MAX_PAYMENT_MINOR } from '@/shared/schemas/payment';
import { BANK_STATEMENT_MESSAGES } from '@/server/bank-statements/parse-statement';
import { bankStatementImports, bankTransactions, invoicePayments } from '@/server/db/schema';
import { camtStatement } from '@/server/test/bank-statement-fixtures';
import { gpcStatement, uploadStatement } from '@/server/test/bank-statement-upload';
import { insertIssuedInvoice } from '@/server/test/issued-invoice-rows';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
let clientId: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  clientId = (await admin.post('/api/admin/clients', { name: 'Pekárna Novák', email: 'jana@pekarna.cz' })).body.id;
});
afterAll(() => server.close());

const upload = (bytes: Buffer, name = 'vypis.xml') => uploadStatement(server.url, admin, bytes, name);
const storedCounts = async () => ({
  imports: (await server.db.select({ n: count() }).from(bankStatementImports))[0]!.n,
  transactions: (await server.db.select({ n: count() }).from(bankTransactions))[0]!.n,
  payments: (await server.db.select({ n: count() }).from(invoicePayments))[0]!.n,
});

/** Uploads the file and expects a 400 on `file` with the code, and nothing stored. */
async function expectRefused(bytes: Buffer, name: string, code: string) {
  const before = await storedCounts();
  const res = await upload(bytes, name);
  expect(res.status, res.text).toBe(400);
  expect(res.body).toMatchObject({ field: 'file', code });
  expect(res.body.fields.file).toEqual(expect.any(String));
  expect(await storedCounts()).toEqual(before);
  return res;
}

const nested = (levels: number) => `<Wrap>${'<X>'.repeat(levels)}deep${'</X>'.repeat(levels)}</Wrap>`;

describe('a refused statement names the field and a machine code', () => {
  it('a file in no statement format: 400 on file, code unknownFormat, the English message kept', async () => {
    const res = await expectRefused(Buffer.from('datum;castka;vs\n26.11.2026;100,00;2026001\n'), 'vypis.csv', 'unknownFormat');
    expect(res.body.fields.file).toBe(BANK_STATEMENT_MESSAGES.unknown);
    await expectRefused(Buffer.from('%PDF-1.7\n'), 'vypis.pdf', 'pdf');
  });
});

describe('hostile XML is refused, never a 500', () => {
  it.each([
    ['a <__proto__> element', '<__proto__><isAdmin>true</isAdmin></__proto__>', 'xmlReservedName'],
    ['a <constructor> element', '<constructor><prototype>x</prototype></constructor>', 'xmlReservedName'],
    ['a prefixed <x:__proto__> element', '<x:__proto__ xmlns:x="urn:x">1</x:__proto__>', 'xmlReservedName'],
    ['an attribute named constructor', '<AddtlTxInf constructor="1">x</AddtlTxInf>', 'xmlReservedName'],
    ['nesting deeper than the limit', nested(60), 'xmlTooDeep'],
    ['nesting far deeper than the limit', nested(20_000), 'xmlTooDeep'],
  ])('%s', async (_name, extra, code) => {
    const res = await expectRefused(camtStatement([{ ref: 'HOSTILE-1', amount: '100.00', extra }]), 'vypis.xml', code);
    if (code === 'xmlReservedName') expect(res.body.params.name).toMatch(/^(__proto__|constructor)$/);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('a text that only mentions such a word is read as any text', async () => {
    const res = await upload(camtStatement([{ ref: 'WORDS-1', amount: '1.00', name: 'constructor = __proto__ &lt;prototype&gt;' }]));
    expect(res.status, res.text).toBe(201);
    expect(res.body.transactions[0]).toMatchObject({ counterpartyName: 'constructor = __proto__ <prototype>' });
  });

  it('a NUL character in camt.053 text: 400 naming the line', async () => {
    const res = await expectRefused(camtStatement([{ ref: 'NUL-1', amount: '100.00', name: 'Nov\u0000ák' }]), 'vypis.xml', 'nulCharacter');
    expect(res.body.params.line).toBeGreaterThan(1);
  });

  it('a NUL character in a GPC name field: 400 naming the line and the field', async () => {
    const file = gpcStatement('0000000123456789', [{ id: '610001', amountMinor: 100_00, name: 'Nov\u0000ák' }]);
    const res = await expectRefused(file, 'vypis.gpc', 'nulCharacter');
    expect(res.body.params).toEqual({ line: 2, field: 'counterparty name' });
    expect(res.body.fields.file).toMatch(/^Line 2: the counterparty name \(position \d+\) holds a NUL character/);
  });
});

describe('statement amounts are bounded like a payment entered by hand and read exactly', () => {
  it('camt.053: an amount over the largest payment refuses the file and pays nothing', async () => {
    const target = await insertIssuedInvoice(server.db, { clientId, number: '2026-0701', totalMinor: 100_00, dueOn: addDays(officeDay(), 14) });
    const file = camtStatement([
      { ref: 'BIG-1', amount: '100.00', vs: '20260701' },
      { ref: 'BIG-2', amount: '999999999999999.99', vs: '20260701' },
    ]);
    const res = await expectRefused(file, 'vypis.xml', 'amountTooLarge');
    expect(res.body.params).toEqual({ entry: 2, max: MAX_PAYMENT_MINOR });
    expect(await server.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, target))).toEqual([]);
    await expectRefused(camtStatement([{ ref: 'BIG-3', amount: '1000000000.01' }]), 'vypis.xml', 'amountTooLarge');
  });

  it('camt.053: the largest payment itself is stored to the haléř', async () => {
    const res = await upload(camtStatement([{ ref: 'MAX-1', amount: '1000000000.00' }, { ref: 'MAX-2', amount: '999999999.99' }]));
    expect(res.status, res.text).toBe(201);
    const amounts = Object.fromEntries((res.body.transactions as { bankRef: string; amountMinor: number }[]).map((t) => [t.bankRef, t.amountMinor]));
    expect(amounts).toEqual({ 'MAX-1': MAX_PAYMENT_MINOR, 'MAX-2': MAX_PAYMENT_MINOR - 1 });
  });

  it('GPC: an amount over the largest payment refuses the file naming its line', async () => {
    const file = gpcStatement('0000000123456789', [{ id: '620001', amountMinor: 100_00 }, { id: '620002', amountMinor: MAX_PAYMENT_MINOR + 1 }]);
    const res = await expectRefused(file, 'vypis.gpc', 'amountTooLarge');
    expect(res.body.params).toEqual({ line: 3, max: MAX_PAYMENT_MINOR });
  });
});
