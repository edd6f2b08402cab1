import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/server/db/schema';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
});
afterAll(() => server.close());

describe('GET /api/admin/messages (search, sort, pages)', () => {
  it('searches name, email and message text; keeps status; total in X-Total-Count', async () => {
    const t = Date.parse('2025-05-01T10:00:00Z');
    await server.db.insert(messages).values([
      { name: 'Martin Procházka', email: 'martin@vinoteka.cz', message: 'Chtěli bychom e-shop.', createdAt: new Date(t) },
      { name: 'Emma Clarke', email: 'emma@example.com', message: 'We need a bilingual website.', status: 'read', createdAt: new Date(t + 1000) },
      { name: 'Petr Malý', email: 'petr@example.cz', message: 'Kolik stojí logo?', createdAt: new Date(t + 2000) },
    ]);
    const list = async (q: string) => {
      const res = await admin.get('/api/admin/messages' + q);
      expect(res.status, res.text).toBe(200);
      return { names: res.body.map((m: { name: string }) => m.name), total: res.headers.get('x-total-count'), body: res.body };
    };
    const all = await list('');
    expect(all.names).toEqual(['Petr Malý', 'Emma Clarke', 'Martin Procházka']);
    expect(all.total).toBe('3');
    expect(all.body[1]).toMatchObject({ status: 'read', email: 'emma@example.com', message: 'We need a bilingual website.' });

    expect((await list('?q=EMMA')).names).toEqual(['Emma Clarke']);
    expect((await list('?q=vinoteka.cz')).names).toEqual(['Martin Procházka']);
    expect((await list('?q=logo')).names).toEqual(['Petr Malý']);
    expect(await list('?q=example')).toMatchObject({ names: ['Petr Malý', 'Emma Clarke'], total: '2' });
    expect((await list('?sort=name')).names).toEqual(['Emma Clarke', 'Martin Procházka', 'Petr Malý']);
    expect((await list('?sort=status&dir=desc&limit=2')).names).toEqual(['Petr Malý', 'Martin Procházka']);
    expect(await list('?sort=createdAt&dir=asc&limit=1&offset=1')).toMatchObject({ names: ['Emma Clarke'], total: '3' });

    // The formatted date finds the messages of that day, in either language's form; Czech letters ignore case.
    await server.db.insert(messages).values({ name: 'Žaneta Černá', email: 'z@example.cz', message: 'Jiný den.', createdAt: new Date('2025-06-02T08:00:00Z') });
    expect((await list(`?q=${encodeURIComponent('1. 5. 2025')}`)).total).toBe('3');
    expect((await list(`?q=${encodeURIComponent('May 1, 2025')}`)).total).toBe('3');
    // The day is the Prague day the list shows: 22:30 UTC on 2 June is 00:30 on 3 June in Prague (summer time).
    await server.db.insert(messages).values({ name: 'Noční Sova', email: 'sova@example.cz', message: 'Po půlnoci.', createdAt: new Date('2025-06-02T22:30:00Z') });
    expect((await list(`?q=${encodeURIComponent('2. 6. 2025')}`)).names).toEqual(['Žaneta Černá']);
    expect((await list(`?q=${encodeURIComponent('Jun 3, 2025')}`)).names).toEqual(['Noční Sova']);
    expect((await list(`?q=${encodeURIComponent('černá')}`)).names).toEqual(['Žaneta Černá']);

    const bad = await admin.get('/api/admin/messages?sort=message');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('sort');
  });
});
