import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '@/server/security/rate-limit';
import { auditLog, clients, mailOutbox, projects, proposals } from '@/server/db/schema';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let second: TestServer;
let admin: TestClient;
let clientId: number;
const XSS = '<script>alert(1)</script>"\'&';
/** What an invoice will need of a company: with it the accept form asks for nothing more (proposal-acceptance-billing.api.test.ts). */
const BILLED = { billingStreet: 'Dlouhá 1', billingCity: 'Brno', billingPostalCode: '602 00', ico: '25596641' };
beforeAll(async () => {
  server = await startTestServer({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, proposalPerIp: 1000 } } });
  // A second instance of the app on the same database (two instances → one acceptance).
  second = await startTestServer({ sameDatabaseAs: server, config: { rateLimits: { ...DEFAULT_RATE_LIMITS, proposalPerIp: 1000 } } });
  admin = await server.signedInClient();
  clientId = (await admin.post('/api/admin/clients', { name: `Jana ${XSS}`, email: 'jana@pekarna.cz', company: `Pekárna ${XSS}`, currentStatus: 'lead', ...BILLED })).body.id;
});
afterAll(async () => {
  await second.close();
  await server.close();
});

/** A sent proposal: its link's path and id. */
async function sentProposal(over: Record<string, unknown> = {}): Promise<{ id: number; path: string }> {
  const created = await admin.post('/api/admin/proposals', {
    clientId,
    title: `Web ${XSS}`,
    language: 'cs',
    validUntil: '2099-12-31',
    intro: `<p>Úvod</p><script>alert(2)</script><img src=x onerror=alert(3)>`,
    terms: `<p>Podmínky <a href="javascript:alert(4)">x</a></p>`,
    lines: [
      { service: `Služba ${XSS}`, description: `Popis ${XSS}`, unit: `<i>"&`, quantityThousandths: 1000, unitPriceMinor: 20_000_00 },
      { service: 'Správa', quantityThousandths: 1000, unitPriceMinor: 1_500_00, recurrence: 'monthly' },
    ],
    ...over,
  });
  expect(created.status, created.text).toBe(201);
  const sent = await admin.post(`/api/admin/proposals/${created.body.id}/send`);
  return { id: created.body.id, path: new URL(sent.body.link).pathname };
}

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const form = (client: TestClient, path: string, fields: Record<string, string>) =>
  client.request('POST', path, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });

describe('the client proposal page', () => {
  it('a mail scanner, a bot or a prefetch opening the link sees the page but does not mark it viewed', async () => {
    const { id, path } = await sentProposal();
    const scanners: Record<string, string>[] = [
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': 'python-requests/2.31.0' },
      { 'user-agent': BROWSER, 'sec-purpose': 'prefetch' },
      { 'user-agent': BROWSER, purpose: 'prefetch' },
      { 'user-agent': '' },
    ];
    for (const headers of scanners) {
      expect((await server.client().request('GET', path, undefined, headers)).status).toBe(200);
      expect((await server.client().request('GET', `${path}/pdf`, undefined, headers)).status).toBe(200);
    }
    expect((await admin.get(`/api/admin/proposals/${id}`)).body).toMatchObject({ status: 'sent', viewedAt: null });
    await server.client().request('GET', path, undefined, { 'user-agent': BROWSER });
    expect((await admin.get(`/api/admin/proposals/${id}`)).body).toMatchObject({ status: 'viewed', viewedAt: expect.any(String) });
  });

  it('shows the frozen proposal, not cached, not indexed, every text escaped; the first opening marks it viewed', async () => {
    const { id, path } = await sentProposal();
    expect(path).toMatch(/^\/nabidka\/[A-Za-z0-9_-]{43}$/);
    const page = await server.client().request('GET', path, undefined, { 'user-agent': BROWSER });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.text).toContain('24\u00a0200,00\u00a0Kč');
    expect(page.text).toContain('Rekapitulace DPH');
    expect(page.text).not.toMatch(/<script|onerror|javascript:/i);
    expect(page.text).toContain('Služba &lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
    expect(page.text).toContain('Pekárna &lt;script&gt;');
    expect(page.text).not.toContain('<script>alert(1)');
    expect((await admin.get(`/api/admin/proposals/${id}`)).body).toMatchObject({ status: 'viewed', viewedAt: expect.any(String) });
    const viewedAt = (await admin.get(`/api/admin/proposals/${id}`)).body.viewedAt;
    await server.client().request('GET', path, undefined, { 'user-agent': BROWSER });
    expect((await admin.get(`/api/admin/proposals/${id}`)).body.viewedAt).toBe(viewedAt);
    // Editing a proposal afterwards cannot change what the link shows: it is frozen (409).
    const edit = { clientId, title: 'Jiný', validUntil: '2099-12-31', lines: [{ service: 'X', quantityThousandths: 1000, unitPriceMinor: 1 }] };
    expect((await admin.put(`/api/admin/proposals/${id}`, edit)).status).toBe(409);
  });

  it('answers 404 for an unknown or malformed token and 410 for revoked, superseded and expired ones', async () => {
    const unknown = await server.client().get(`/nabidka/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Nabídka nenalezena');
    expect((await server.client().get('/en/proposal/%3Cscript%3E')).status).toBe(404);

    const revoked = await sentProposal();
    await admin.post(`/api/admin/proposals/${revoked.id}/revoke`);
    const gone = await server.client().get(revoked.path);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('Odkaz byl zrušen');
    expect(gone.text).not.toContain('Služba');

    const old = await sentProposal();
    const v2 = (await admin.post(`/api/admin/proposals/${old.id}/versions`)).body;
    expect((await server.client().get(old.path)).status).toBe(200);
    await admin.post(`/api/admin/proposals/${v2.id}/send`);
    const superseded = await server.client().get(old.path);
    expect(superseded.status).toBe(410);
    expect(superseded.text).toContain('nahrazena');

    const expired = await sentProposal({ language: 'en' });
    await server.db.update(proposals).set({ validUntil: '2020-01-01' }).where(eq(proposals.id, expired.id));
    const page = await server.client().get(expired.path);
    expect(page.status).toBe(410);
    expect(page.text).toContain('This proposal has expired');
    const refused = await form(server.client(), expired.path, { answer: 'accept', name: 'Jana', consent: 'on' });
    expect(refused.status).toBe(410);
    expect((await server.db.select().from(proposals).where(eq(proposals.id, expired.id)))[0]!.status).toBe('sent');
  });

  it('accepts once across two clicks and two instances: one acceptance, the client active, one project, one staff notice', async () => {
    const { id, path } = await sentProposal();
    const browser = server.client();
    await browser.request('GET', path, undefined, { 'user-agent': BROWSER });
    const shown = (await server.db.select().from(proposals).where(eq(proposals.id, id)))[0]!.snapshotHash;
    const answers = await Promise.all([
      form(browser, path, { answer: 'accept', name: 'Jana Nováková', consent: 'on', shown: shown! }),
      form(second.client(), path, { answer: 'accept', name: 'Jana Nováková', consent: 'on', shown: shown! }),
      form(server.client(), path, { answer: 'accept', name: 'Jana Nováková', consent: 'on', shown: shown! }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    for (const a of answers) expect(a.text).toContain('Nabídku přijal(a) Jana Nováková');
    const [row] = await server.db.select().from(proposals).where(eq(proposals.id, id));
    expect(row).toMatchObject({ status: 'accepted', acceptedName: 'Jana Nováková', acceptedConsent: true, acceptedShownHash: shown, acceptedIp: expect.any(String) });
    expect(row!.acceptedUserAgent).not.toBeNull();
    const made = await server.db.select().from(projects).where(eq(projects.clientId, clientId));
    const mine = made.filter((p) => p.id === row!.projectId);
    expect(made).toHaveLength(1);
    expect(mine).toHaveLength(1);
    // Budget = the one-time base 20 000 Kč, monthly fee = the monthly base 1 500 Kč, as the project's US cents at
    // 23.5 Kč per dollar: 2 000 000 / 23.5 = 85 106.4 and 150 000 / 23.5 = 6 383.0.
    expect(mine[0]).toMatchObject({ budget: 85_106, monthlyFee: 6_383 });
    expect((await server.db.select().from(clients).where(eq(clients.id, clientId)))[0]!.currentStatus).toBe('active');
    const notices = (await server.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'notification'))).filter((m) => m.subject.includes(row!.number));
    expect(notices).toHaveLength(1);
    const statusEntries = (await server.db.select().from(auditLog).where(eq(auditLog.entityId, String(id))).orderBy(asc(auditLog.id))).filter((a) => a.entity === 'proposal' && a.action === 'status');
    expect(statusEntries.map((a) => (a.changes.status as { to: string }).to)).toEqual(['sent', 'viewed', 'accepted']);
    // Declining an accepted proposal is refused; the acceptance stays.
    expect((await form(server.client(), path, { answer: 'decline', reason: 'late' })).status).toBe(409);
  });

  it('asks again for a missing name or consent, and refuses accepting a declined proposal', async () => {
    const { id, path } = await sentProposal({ language: 'en' });
    // A form showing another document (a forged or stale hash) is refused.
    expect((await form(server.client(), path, { answer: 'accept', name: 'Jana', consent: 'on', shown: 'f'.repeat(64) })).status).toBe(409);
    expect((await admin.get(`/api/admin/proposals/${id}`)).body.status).toBe('sent');
    const noConsent = await form(server.client(), path, { answer: 'accept', name: 'Jana' });
    expect(noConsent.status).toBe(400);
    expect(noConsent.text).toContain('Please confirm that you accept the proposal.');
    expect((await form(server.client(), path, { answer: 'accept', name: ' ', consent: 'on' })).text).toContain('Please type your name.');
    const declined = await form(server.client(), path, { answer: 'decline', reason: `Too expensive ${XSS}` });
    expect(declined.status).toBe(200);
    expect(declined.text).toContain('The proposal was declined');
    expect((await admin.get(`/api/admin/proposals/${id}`)).body).toMatchObject({ status: 'declined', declineReason: `Too expensive ${XSS}` });
    expect((await form(server.client(), path, { answer: 'accept', name: 'Jana', consent: 'on' })).status).toBe(409);
  });

  it('refuses a cross-site post and limits lookups per address', async () => {
    const { path } = await sentProposal();
    const cross = await server.client().request('POST', path, 'answer=accept&name=X&consent=on', { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    const limited = await startTestServer({ sameDatabaseAs: server, config: { rateLimits: { ...DEFAULT_RATE_LIMITS, proposalPerIp: 3 } } });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.client().get(`/nabidka/${'B'.repeat(43)}`)).status);
      // The counter is shared with the other instances' lookups from this address: at most 3 more pass.
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
