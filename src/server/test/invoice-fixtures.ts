/** For tests: invoices through the API — the agency's details, a client, a draft, an issued invoice. */
import { expect } from 'vitest';
import type { AdminInvoice } from '@/shared/schemas/invoice';

/** A draft's JSON body as the API takes it (the shared schema checks it). */
export type DraftBody = Record<string, unknown>;
import { COMPLETE_AGENCY_BILLING } from './billing-fixtures';
import type { TestClient } from './test-server';

export async function completeBilling(admin: TestClient, over: Partial<typeof COMPLETE_AGENCY_BILLING> = {}): Promise<void> {
  const res = await admin.put('/api/admin/settings/billing', { ...COMPLETE_AGENCY_BILLING, ...over });
  expect(res.status, res.text).toBe(200);
}

/** A Czech VAT-paying company with an e-mail address (override for others). */
export async function invoiceClient(admin: TestClient, over: Record<string, unknown> = {}): Promise<number> {
  const res = await admin.post('/api/admin/clients', {
    name: 'Jiří Čermák',
    email: 'jiri@pekarna.cz',
    billingName: 'Pekárna Řehoř s.r.o.',
    billingStreet: 'Dlouhá 1',
    billingCity: 'Brno',
    billingPostalCode: '602 00',
    ico: '25596641',
    dic: 'CZ25596641',
    vatPayer: true,
    ...over,
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

/** 10 000 Kč + 21 % and 2 × 500 Kč + 12 %: 12 100 + 1 120 = 13 220 Kč. */
export function draftInput(clientId: number, over: DraftBody = {}): DraftBody {
  return {
    clientId,
    lines: [
      { description: 'Návrh webu', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 10_000_00 },
      { description: 'Hosting', quantityThousandths: 2000, unit: 'měs.', unitPriceMinor: 500_00, vatRateCode: 'reduced' },
    ],
    ...over,
  };
}

export async function createDraft(admin: TestClient, clientId: number, over: DraftBody = {}): Promise<AdminInvoice> {
  const res = await admin.post('/api/admin/invoices', draftInput(clientId, over));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

export async function issueDraft(admin: TestClient, id: number): Promise<AdminInvoice> {
  const res = await admin.post(`/api/admin/invoices/${id}/issue`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

export async function issuedInvoice(admin: TestClient, clientId: number, over: DraftBody = {}): Promise<AdminInvoice> {
  return issueDraft(admin, (await createDraft(admin, clientId, over)).id);
}
