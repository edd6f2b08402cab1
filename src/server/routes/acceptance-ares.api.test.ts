/**
 * "Fill from ARES" on the proposal's acceptance page (issue 37; docs/product/czech-services.md#ares--the-company-registry),
 * on both databases, against the stand-in ARES: the page (no JavaScript) offers the button by the IČO; posting it
 * answers nothing and shows the form again filled from ARES with the date read, the typed name and consent kept;
 * an unknown IČO, an invalid one and ARES not answering each say so and keep what was typed; the filled form then
 * accepts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clients, proposals } from '@/server/db/schema';
import { DEFAULT_RATE_LIMITS } from '@/server/security/rate-limit';
import { completeBilling } from '@/server/test/invoice-fixtures';
import { startAresStandIn, ARES_SUBJECTS, type AresStandIn } from '@/server/test/stand-ins/ares';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let ares: AresStandIn;
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  ares = await startAresStandIn();
  server = await startTestServer({
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, proposalPerIp: 1000 } },
    outsideServices: { ares: ares.url },
    outsideLimits: { ares: { timeoutMs: 5_000, attempts: 1 } },
  });
  admin = await server.signedInClient();
  await completeBilling(admin);
});
afterAll(async () => {
  await server?.close();
  await ares?.close();
});
beforeEach(() => {
  ares.scenario = 'normal';
});

async function sentProposal(language: 'cs' | 'en' = 'cs') {
  const clientId = (await admin.post('/api/admin/clients', { currentStatus: 'lead', name: 'Jana Příkladová', email: `jana${Math.random()}@priklad.cz` })).body.id as number;
  const created = await admin.post('/api/admin/proposals', {
    clientId,
    title: 'Nový web',
    language,
    validUntil: '2099-12-31',
    lines: [{ service: 'Web', quantityThousandths: 1000, unitPriceMinor: 20_000_00 }],
  });
  expect(created.status, created.text).toBe(201);
  const sent = await admin.post(`/api/admin/proposals/${created.body.id}/send`);
  return { clientId, id: created.body.id as number, path: new URL(sent.body.link).pathname };
}

const post = (client: TestClient, path: string, fields: Record<string, string>) =>
  client.request('POST', path, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });

const TYPED = { answer: 'accept', name: 'Jana Příkladová', consent: 'on', billing: '1', billingName: 'Jana', billingStreet: '', billingCity: '', billingPostalCode: '', billingCountry: 'CZ', dic: '' };

describe('the acceptance page fills the company from ARES', () => {
  it('offers the button; posting it fills the fields, keeps the answer, accepts nothing; the filled form then accepts', async () => {
    const { id, clientId, path } = await sentProposal('cs');
    const page = await server.client().get(path);
    expect(page.text).toMatch(/<button type="submit" name="ares" value="1" formnovalidate[^>]*>Načíst z ARES podle IČO<\/button>/);
    // The accept form's first submit button (the one Enter uses) still accepts: a hidden one before ARES's.
    const acceptForm = page.text.slice(page.text.indexOf('name="answer" value="accept"'));
    expect(acceptForm.match(/<button[^>]*>/)?.[0]).toBe('<button type="submit" hidden tabindex="-1" aria-hidden="true">');

    const filled = await post(server.client(), path, { ...TYPED, ico: '123 456 79', ares: '1' });
    expect(filled.status, filled.text).toBe(200);
    expect(filled.text).toContain('id="billing-billingName" name="billingName" value="Příklad Software s.r.o."');
    expect(filled.text).toContain('value="Údolní 567/12a"');
    expect(filled.text).toContain('id="billing-billingCity" name="billingCity" value="Brno"');
    expect(filled.text).toContain('value="602 00"');
    expect(filled.text).toContain('id="billing-ico" name="ico" value="12345679"');
    expect(filled.text).toContain('value="CZ12345679"');
    expect(filled.text).toMatch(/Údaje firmy doplněny z ARES \(\d{1,2}\. \d{1,2}\. \d{4}\)/);
    // The typed answer is kept, nothing is accepted.
    expect(filled.text).toContain('value="Jana Příkladová"');
    expect(filled.text).toMatch(/name="consent" value="on" required checked/);
    expect((await server.db.select().from(proposals).where(eq(proposals.id, id)))[0]!.status).not.toBe('accepted');
    expect(ares.lookupsOf('12345679')).toHaveLength(1);

    const accepted = await post(server.client(), path, { ...TYPED, billingName: 'Příklad Software s.r.o.', billingStreet: 'Údolní 567/12a', billingCity: 'Brno', billingPostalCode: '602 00', ico: '12345679', dic: 'CZ12345679' });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.text).toContain('Nabídku přijal(a) Jana Příkladová');
    const [client] = await server.db.select().from(clients).where(eq(clients.id, clientId));
    expect(client).toMatchObject({ billingName: 'Příklad Software s.r.o.', ico: '12345679', dic: 'CZ12345679', billingCity: 'Brno' });
  });

  it('a dissolved company is filled with a warning (en)', async () => {
    const { path } = await sentProposal('en');
    const res = await post(server.client(), path, { ...TYPED, ico: ARES_SUBJECTS.dissolved, ares: '1' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('value="Zaniklá obchodní s.r.o."');
    expect(res.text).toContain('Warning: according to ARES the company with this ID was dissolved on Jun 30, 2024.');
  });

  it('unknown, invalid and ARES not answering: said so, what was typed kept, ARES not asked for an invalid IČO', async () => {
    const { path } = await sentProposal('cs');
    const unknown = await post(server.client(), path, { ...TYPED, ico: ARES_SUBJECTS.unknown, ares: '1' });
    expect(unknown.status).toBe(200);
    expect(unknown.text).toContain('Firma s tímto IČO v ARES není.');
    expect(unknown.text).toContain('id="billing-billingName" name="billingName" value="Jana"');

    const before = ares.requests.length;
    const invalid = await post(server.client(), path, { ...TYPED, ico: '12345678', ares: '1' });
    expect(invalid.text).toContain('Zadejte platné IČO (8 číslic)');
    expect(ares.requests.length).toBe(before);

    ares.scenario = 'html503';
    const down = await post(server.client(), path, { ...TYPED, ico: ARES_SUBJECTS.village, ares: '1' });
    expect(down.status).toBe(200);
    expect(down.text).toContain('ARES teď neodpovídá. Vyplňte prosím údaje ručně.');
    expect(down.text).toContain('id="billing-billingName" name="billingName" value="Jana"');
  });
});
