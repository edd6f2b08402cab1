import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@/shared/schemas/contact';
import { messages } from '../db/schema';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/contact', () => {
  it('stores a valid message as unread', async () => {
    const res = await server.client().post('/api/contact', {
      name: 'Eva Malá',
      email: 'eva@example.cz',
      message: 'Dobrý den, máme zájem o nový web.',
    });
    expect(res.status).toBe(201);
    const rows = await server.db.select().from(messages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Eva Malá', status: 'unread' });
  });

  it('refuses bad input with the spec messages and stores nothing', async () => {
    const before = (await server.db.select().from(messages)).length;
    const res = await server.client().post('/api/contact', { name: 'E', email: 'x', message: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      name: CONTACT_MESSAGES.nameMin,
      email: CONTACT_MESSAGES.emailInvalid,
      message: CONTACT_MESSAGES.messageMin,
    });
    expect(res.body.message).toBe(`name: ${CONTACT_MESSAGES.nameMin}`);
    expect((await server.db.select().from(messages)).length).toBe(before);
  });

  it('ignores unknown fields (a visitor cannot set the status)', async () => {
    const res = await server.client().post('/api/contact', {
      name: 'Petr',
      email: 'petr@example.cz',
      message: 'Chceme kampaň na sociálních sítích.',
      status: 'read',
      id: 999,
    });
    expect(res.status).toBe(201);
    const rows = await server.db.select().from(messages);
    expect(rows.find((r) => r.name === 'Petr')?.status).toBe('unread');
  });

  it('answers 400 for a non-object body and 413 for a huge one', async () => {
    expect((await server.client().post('/api/contact', [1, 2])).status).toBe(400);
    const huge = await server.client().post('/api/contact', { name: 'X'.repeat(200_000), email: 'a@b.cz', message: 'x' });
    expect(huge.status).toBe(413);
  });

  it('unknown API paths answer JSON 404', async () => {
    const res = await server.client().get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Not found');
  });
});
