/**
 * CSV exports of the admin lists (issue 14): BOM, header row, local dates, numbers, formulas neutralised, the list's own
 * search/filter/sort, an audit entry — and 10,000 clients streamed within bounded memory. In the staff member's
 * language (issue 20): Czech `;`, headers, words and dates; English `,`; `?separator=comma`; a Czech export imports again.
 */
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_CSV_COLUMNS } from '@/server/data/blog-posts';
import { CLIENT_CSV_COLUMNS, CLIENT_SORT_KEYS } from '@/server/data/clients';
import { MESSAGE_CSV_COLUMNS } from '@/server/data/messages';
import { PORTFOLIO_CSV_COLUMNS } from '@/server/data/portfolio-items';
import { PROJECT_CSV_COLUMNS } from '@/server/data/projects';
import { listBatches, listPage, searchColumns, type ListQuery, type ListSpec } from '@/server/data/list-page';
import { clients, messages, type ClientRow } from '@/server/db/schema';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { csvHeader, type CsvList } from '@/server/csv/csv-labels';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('exporter', 'correct-horse');
});
afterAll(() => server.close());

/** UTF-8 byte order mark. */
const BOM = [0xef, 0xbb, 0xbf];

const cookieHeader = () => ({ cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') });

/**
 * The CSV of an export, parsed: header and rows (the BOM checked on the raw bytes, then dropped), and each row keyed
 * by field (the list's headers in the file's language read back). English unless the path says otherwise.
 */
async function exportCsv(path: string, list: CsvList = 'clients', lang: 'cs' | 'en' = /[?&]lang=cs/.test(path) ? 'cs' : 'en') {
  const localized = /[?&]lang=/.test(path) ? path : `${path}${path.includes('?') ? '&' : '?'}lang=en`;
  const parsed = await exportFile(localized, lang === 'cs' && !/separator=comma/.test(path) ? ';' : ',');
  const field = (header: string) => FIELDS.find((f) => csvHeader(list, f, lang) === header) ?? header;
  const fields = parsed.header.map(field);
  const records = parsed.rows.map((row) => Object.fromEntries(fields.map((f, i) => [f, row[i]])));
  return { ...parsed, fields, records };
}

/** Every field an export writes (the lists' columns), to read headers back. */
const FIELDS = [...new Set([...CLIENT_CSV_COLUMNS, ...PROJECT_CSV_COLUMNS, ...MESSAGE_CSV_COLUMNS, ...BLOG_CSV_COLUMNS, ...PORTFOLIO_CSV_COLUMNS, 'projectName', 'profitMargin', 'costSource', 'daysRemaining', 'projectId'])];

async function exportFile(path: string, delimiter: ';' | ',') {
  const res = await fetch(server.url + path, { headers: cookieHeader() });
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(res.status, new TextDecoder().decode(bytes)).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect([...bytes.slice(0, 3)]).toEqual(BOM);
  const text = new TextDecoder().decode(bytes.slice(3));
  const [header, ...rows] = parse(text, { delimiter }) as string[][];
  return { header: header!, rows, text };
}

describe('GET /api/admin/clients/export', () => {
  it('writes a header row, local dates, plain numbers, Czech text, and neutralises formula cells (English)', async () => {
    await admin.post('/api/admin/clients', {
      name: '=HYPERLINK("http://evil.example","klik")',
      email: 'formula@example.cz',
      phone: '+420 777 123 456',
      company: '@SUM(A1:A9)',
      industry: '-2+3',
      location: 'Žluťoučký kůň, Plzeň',
      salesman: 'Běžný text = bez vzorce',
      startDate: '2026-03-01',
      // Haléře: 12 500,50 Kč and 990 Kč, written as decimal amounts.
      oneTimePrice: 1_250_050,
      monthlyPrice: 99_000,
    });
    const { header, fields, records } = await exportCsv('/api/admin/clients/export?q=formula@example.cz');
    expect(header.slice(0, 3)).toEqual(['ID', 'Name', 'E-mail']);
    expect(fields).toEqual([...CLIENT_CSV_COLUMNS]);
    expect(records).toHaveLength(1);
    const row = records[0]!;
    expect(row).toMatchObject({
      name: `'=HYPERLINK("http://evil.example","klik")`,
      phone: "'+420 777 123 456",
      company: "'@SUM(A1:A9)",
      industry: "'-2+3",
      location: 'Žluťoučký kůň, Plzeň',
      salesman: 'Běžný text = bez vzorce',
      startDate: '2026-03-01 01:00',
      expectedDelivery: '',
      oneTimePrice: '12500.50',
      monthlyPrice: '990',
      currentStatus: 'Lead',
      paymentStatus: 'Not paid',
    });
    expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('exports what the list shows: its search and its sort', async () => {
    for (const [name, price] of [['Export Alfa', 300], ['Export Beta', 100], ['Export Gama', 200], ['Jiný klient', 50]] as const) {
      await admin.post('/api/admin/clients', { name, email: `${name.replace(/\s/g, '').toLowerCase()}@example.cz`, oneTimePrice: price });
    }
    const byPrice = await exportCsv('/api/admin/clients/export?q=export%20&sort=oneTimePrice&dir=desc');
    expect(byPrice.records.map((r) => r.name)).toEqual(['Export Alfa', 'Export Gama', 'Export Beta']);
    const list = await admin.get('/api/admin/clients?q=export%20&sort=oneTimePrice&dir=desc');
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(['Export Alfa', 'Export Gama', 'Export Beta']);
    const byName = await exportCsv('/api/admin/clients/export?q=export%20&sort=name');
    expect(byName.records.map((r) => r.name)).toEqual(['Export Alfa', 'Export Beta', 'Export Gama']);
  });

  it('is recorded in the audit log with what it was narrowed to', async () => {
    await exportCsv('/api/admin/clients/export?q=alfa&sort=name&dir=desc');
    const [entry] = (await admin.get('/api/admin/activity?action=export&entity=client&limit=1')).body;
    expect(entry).toMatchObject({ actorName: 'Admin exporter', changes: { filters: { from: null, to: { q: 'alfa', sort: 'name', dir: 'desc' } } } });
  });

  it('refuses a bad sort or search naming the parameter', async () => {
    expect((await admin.get('/api/admin/clients/export?sort=password')).body.field).toBe('sort');
    expect((await admin.get('/api/admin/clients/export?dir=up')).body.field).toBe('dir');
    expect((await admin.get(`/api/admin/clients/export?q=${'x'.repeat(201)}`)).body.field).toBe('q');
  });
});

describe('in the staff member\'s language (issue 20)', () => {
  it('Czech: `;`, Czech headers and words, d. M. yyyy H:mm in Prague, decimal comma; `,` on request', async () => {
    await admin.post('/api/admin/clients', {
      name: 'Česká Pekárna', email: 'ceska@example.cz', company: '=cmd', currentStatus: 'active', paymentStatus: 'partial',
      companySize: '11-50', startDate: '2026-07-15T10:05:00.000Z', oneTimePrice: 1_250_050,
    });
    const cs = await exportCsv('/api/admin/clients/export?q=ceska@&lang=cs', 'clients', 'cs');
    expect(cs.text.split('\r\n')[0] ?? cs.text.split('\n')[0]).toMatch(/^ID;Jméno;E-mail;Telefon;Web;Firma;/);
    expect(cs.fields).toEqual([...CLIENT_CSV_COLUMNS]);
    expect(cs.records[0]).toMatchObject({
      company: "'=cmd", currentStatus: 'Aktivní', paymentStatus: 'Částečně zaplaceno', companySize: '11–50 zaměstnanců',
      startDate: '15. 7. 2026 12:05', oneTimePrice: '12500,50',
    });
    expect(cs.records[0]!.createdAt).toMatch(/^\d{1,2}\. \d{1,2}\. \d{4} \d{1,2}:\d{2}$/);
    const comma = await exportCsv('/api/admin/clients/export?q=ceska@&lang=cs&separator=comma', 'clients', 'cs');
    expect(comma.records[0]).toMatchObject({ name: 'Česká Pekárna', oneTimePrice: '12500,50', currentStatus: 'Aktivní' });
    expect(comma.header[1]).toBe('Jméno');
  });

  it('without ?lang the staff member\'s stored back-office language decides (Czech when none is stored)', async () => {
    const user = await server.signedInClient();
    const head = async () => {
      const res = await user.get('/api/admin/clients/export?q=ceska@');
      expect(res.status).toBe(200);
      return res.text.replace(/^\uFEFF/, '').split(/\r?\n/)[0];
    };
    expect(await head()).toMatch(/^ID;Jméno;E-mail;/);
    expect((await user.patch('/api/account/language', { language: 'en' })).status).toBe(200);
    expect(await head()).toMatch(/^ID,Name,E-mail,/);
  });

  it('refuses a bad language or separator naming it, before anything is recorded', async () => {
    expect((await admin.get('/api/admin/clients/export?lang=de')).body.field).toBe('lang');
    expect((await admin.get('/api/admin/clients/export?separator=tab')).body.field).toBe('separator');
    expect((await admin.get('/api/admin/messages/export?separator=tab')).body.field).toBe('separator');
    expect((await admin.get('/api/admin/accounting/export?separator=tab')).body.field).toBe('separator');
  });

  it('a Czech export imports again as it was (round trip), and so does an English one', async () => {
    const original = (await admin.get('/api/admin/clients?q=ceska@')).body[0];
    for (const lang of ['cs', 'en'] as const) {
      const res = await admin.get(`/api/admin/clients/export?q=ceska@&lang=${lang}`);
      const csv = res.text.replace(/ceska@example\.cz/, `ceska-${lang}@example.cz`);
      const imported = await admin.post('/api/admin/clients/import', { csv });
      expect(imported.status, imported.text).toBe(201);
      const copy = (await admin.get(`/api/admin/clients?q=ceska-${lang}@`)).body[0];
      const { id: _id, createdAt: _c, email: _e, ...same } = original;
      expect(copy).toMatchObject(same);
    }
  });
});

describe('the other lists export too', () => {
  it('projects (with the client filter), messages, blog, portfolio, accounting', async () => {
    const client = (await admin.post('/api/admin/clients', { name: 'Projektový klient', email: 'pk@example.cz' })).body;
    const other = (await admin.post('/api/admin/clients', { name: 'Jiný', email: 'jiny@example.cz' })).body;
    await admin.post('/api/admin/projects', { clientId: client.id, name: 'E-shop', description: 'Obchod', budget: 5_000_000, amountPaid: 2_000_005, serviceType: 'design', dueDate: '2030-01-31' });
    await admin.post('/api/admin/projects', { clientId: other.id, name: 'Logo', description: 'Značka', serviceType: 'logo-design' });
    const projects = await exportCsv(`/api/admin/projects/export?clientId=${client.id}`, 'projects');
    expect(projects.rows).toHaveLength(1);
    expect(projects.records[0]).toMatchObject({ clientName: 'Projektový klient', name: 'E-shop', budget: '50000', amountPaid: '20000.05', costOfService: '200', dueDate: '2030-01-31 01:00', serviceType: 'Design' });
    expect(projects.header).toContain('Paid (USD)');
    const projectsCs = await exportCsv(`/api/admin/projects/export?clientId=${client.id}&lang=cs`, 'projects', 'cs');
    expect(projectsCs.records[0]).toMatchObject({ budget: '50000', amountPaid: '20000,05', costOfService: '200' });
    expect((await admin.get('/api/admin/projects/export?clientId=abc')).body.field).toBe('clientId');

    await server.db.insert(messages).values({ name: 'Olga', email: 'olga@example.cz', message: '=1+1 prosím o nabídku' });
    const msgs = await exportCsv('/api/admin/messages/export?q=olga', 'messages');
    expect(msgs.fields).toEqual(['id', 'name', 'email', 'message', 'status', 'createdAt', 'kind', 'phone', 'pagePath', 'language', 'clientId', 'clientName']);
    expect(msgs.rows[0]!.slice(1, 5)).toEqual(['Olga', 'olga@example.cz', "'=1+1 prosím o nabídku", 'Unread']);

    await admin.post('/api/admin/blog', { title: 'CSV článek', content: '<p>x</p>', published: true });
    const blog = await exportCsv('/api/admin/blog/export?q=csv', 'blog-posts');
    expect(blog.records[0]).toMatchObject({ title: 'CSV článek', slug: 'csv-clanek', published: 'yes' });
    expect(blog.fields).not.toContain('content');

    await admin.post('/api/admin/portfolio', { title: 'CSV práce', description: 'Popis', imageUrl: 'https://cdn.example.com/p.png', category: 'web' });
    const portfolio = await exportCsv('/api/admin/portfolio/export?q=csv', 'portfolio');
    expect(portfolio.rows.map((r) => r[1])).toEqual(['CSV práce']);

    const accounting = await exportCsv('/api/admin/accounting/export?serviceType=design&sort=amountPaid&dir=desc', 'accounting');
    expect(accounting.fields).toEqual(['projectId', 'clientName', 'projectName', 'serviceType', 'amountPaid', 'profitMargin', 'costSource', 'daysRemaining', 'dueDate']);
    expect(accounting.rows.map((r) => [r[2], r[4]])).toEqual([['E-shop', '20000.05']]);
    expect((await admin.get('/api/admin/accounting/export?serviceType=video')).body.field).toBe('serviceType');
    const kinds = (await admin.get('/api/admin/activity?action=export&limit=10')).body.map((e: { entity: string }) => e.entity);
    expect(kinds.slice(0, 5)).toEqual(['project', 'portfolio_item', 'blog_post', 'message', 'project']);

    // The inbox's filters apply to the export too: spam only under its filter, kinds apart.
    await server.db.insert(messages).values({ name: 'Olga Spam', email: 'spam@example.cz', message: 'koupte levné hodinky', status: 'spam' });
    expect((await exportCsv('/api/admin/messages/export?q=olga', 'messages')).rows.map((r) => r[1])).toEqual(['Olga']);
    expect((await exportCsv('/api/admin/messages/export?q=olga&status=spam', 'messages')).rows.map((r) => r[1])).toEqual(['Olga Spam']);
    expect((await exportCsv('/api/admin/messages/export?q=olga&kind=quote', 'messages')).rows).toHaveLength(0);
    expect((await admin.get('/api/admin/messages/export?status=nope')).body.field).toBe('status');
  });
});

describe('keyset batches', () => {
  it('return every row once, in the list order, for text, number, nullable and date sorts in both directions', async () => {
    await server.db.insert(clients).values(
      Array.from({ length: 23 }, (_, i) => ({
        name: `Dávka ${i % 4}`,
        email: `davka${i}@example.cz`,
        company: i % 3 === 0 ? null : `Firma ${i % 5}`,
        oneTimePrice: i % 6,
        startDate: i % 2 ? null : new Date(Date.UTC(2026, 0, 1 + (i % 7))),
      })),
    );
    const spec = {
      table: clients,
      id: clients.id,
      sortable: {
        name: { column: clients.name, text: true },
        company: { column: clients.company, text: true },
        oneTimePrice: { column: clients.oneTimePrice },
        startDate: { column: clients.startDate },
        createdAt: { column: clients.createdAt },
      },
      defaultSort: 'createdAt',
      search: (q: string) => searchColumns(q, [clients.email]),
    } satisfies ListSpec<'name' | 'company' | 'oneTimePrice' | 'startDate' | 'createdAt'>;
    for (const sort of ['name', 'company', 'oneTimePrice', 'startDate', undefined] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const query: ListQuery<typeof spec.defaultSort | typeof sort & string> = { q: 'davka', sort, dir, limit: 500, offset: 0 };
        const expected = (await listPage(server.db, spec, query, server.db.select().from(clients).$dynamic())).rows.map((r) => r.id);
        const batched: number[] = [];
        for await (const batch of listBatches<string, ClientRow>(server.db, spec, query, () => server.db.select().from(clients).$dynamic(), undefined, 4)) {
          expect(batch.length).toBeLessThanOrEqual(4);
          batched.push(...batch.map((r) => r.id));
          if (batched.length > 100) throw new Error(`${sort} ${dir} loops: ${batched.slice(0, 40).join(',')}`);
        }
        expect(batched, `${sort} ${dir}`).toEqual(expected);
        expect(batched).toHaveLength(23);
      }
    }
    expect(CLIENT_SORT_KEYS).toContain('company');
  });
});

describe('10,000 clients', () => {
  it('stream within bounded memory', async () => {
    const notes = 'Poznámka k zakázce, termíny a kontakty. '.repeat(100); // ≈ 4 kB a client: a 43 MB file
    for (let start = 0; start < 10_000; start += 1000) {
      await server.db.insert(clients).values(
        Array.from({ length: 1000 }, (_, i) => ({ name: `Hromadný ${start + i}`, email: `bulk${start + i}@example.cz`, internalNotes: notes })),
      );
    }
    // The inserts held the event loop for seconds: let the server's keep-alive timeout close the previous test's idle
    // connection, and the client see it closed, before the export is fetched (else fetch may reuse a dead socket).
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Live memory: the heap right after a full garbage collection, sampled every second during the export (what the
    // export holds on to; garbage not yet collected says nothing about it). A full collection of this worker's heap
    // stops everything for a while: every 200 ms, on a loaded machine, the export barely moved between them.
    v8.setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage();
    let peakHeap = before.heapUsed;
    let peakRss = before.rss;
    const sample = () => {
      gc();
      const now = process.memoryUsage();
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakRss = Math.max(peakRss, now.rss);
    };
    const sampler = setInterval(sample, 1000);
    const res = await fetch(`${server.url}/api/admin/clients/export?q=bulk`, { headers: cookieHeader() });
    expect(res.status).toBe(200);
    // Read as a stream, keeping nothing but counts.
    let bytes = 0;
    let lines = 0;
    let halfway = false;
    for await (const chunk of res.body!) {
      bytes += chunk.byteLength;
      // However fast the export, one sample is taken halfway through it.
      if (!halfway && bytes > 22_000_000) {
        halfway = true;
        sample();
      }
      for (const byte of chunk) if (byte === 0x0a) lines++;
    }
    clearInterval(sampler);
    const heapGrowth = peakHeap - before.heapUsed;
    const rssGrowth = peakRss - before.rss;
    console.log(`CSV export of 10,000 clients: ${(bytes / 1e6).toFixed(1)} MB streamed; peak live heap growth ${(heapGrowth / 1e6).toFixed(1)} MB, peak RSS growth ${(rssGrowth / 1e6).toFixed(1)} MB`);
    expect(lines).toBe(10_001);
    expect(bytes).toBeGreaterThan(40_000_000);
    // Holding the rows (or the file) in memory would take more heap than the file's 44 MB; one batch (1,000 rows) is about 8 MB.
    expect(heapGrowth).toBeLessThan(20_000_000);
  }, 120_000);
});
