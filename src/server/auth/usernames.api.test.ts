/** Usernames are one name whatever their letter case: sign-in, new accounts, and the migration that made it so. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, MIGRATIONS, migrationsBefore } from '../test/migration-steps';
import { startTestServer, type TestServer } from '../test/test-server';
import { usernameWarnings } from '../startup-warnings';
import { createUser, UsernameTakenError } from '@/server/data/accounts/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('sign-in and new accounts', () => {
  it('"Admin" signs in the user "admin", who stays "admin"', async () => {
    await createUser(server.db, { username: 'admin', password: 'correct-horse', email: 'admin@example.cz', name: 'Admin' });
    for (const typed of ['Admin', 'ADMIN', 'admin']) {
      const res = await server.client().post('/api/login', { username: typed, password: 'correct-horse' });
      expect(res.status, typed).toBe(200);
      expect(res.body.username).toBe('admin');
    }
    expect((await server.client().post('/api/login', { username: 'Admin', password: 'wrong-horse' })).status).toBe(401);
  });

  it('"SecAdmin" cannot be created next to "secadmin": 409 naming the field', async () => {
    const admin = await server.signedInClient('secadmin');
    const res = await admin.post('/api/admin/team', { username: 'SecAdmin', password: 'another-pass', email: 'sec@example.cz', name: 'Sec', role: 'admin' });
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ field: 'username', fields: { username: 'Username is already taken' } });
    // The command-line `create` goes through the same function.
    await expect(
      createUser(server.db, { username: 'SECADMIN', password: 'another-pass', email: 'sec2@example.cz', name: 'Sec' }),
    ).rejects.toBeInstanceOf(UsernameTakenError);
    const created = await admin.post('/api/admin/team', { username: 'SecAdmin2', password: 'another-pass', email: 's2@example.cz', name: 'Sec 2', role: 'admin' });
    expect(created.status).toBe(201);
    expect(created.body.username).toBe('SecAdmin2');
  });
});

// Issue 19, item 11: look-alike usernames.
describe('usernames are normalised and limited to a safe set of characters', () => {
  it('the Team route refuses zero-width, Cyrillic and dotless look-alikes (400 naming the field) and folds full-width ones', async () => {
    const admin = await server.signedInClient('lookalike-owner');
    const account = { password: 'another-pass', email: 'l@example.cz', name: 'L', role: 'editor' };
    for (const username of ['lookalike\u200b-owner', '\u0430dmin', 'adm\u0131n', 'tomáš']) {
      const res = await admin.post('/api/admin/team', { ...account, username });
      expect(res.status, username).toBe(400);
      expect(res.body.fields, username).toEqual({ username: 'Use only letters a–z, digits, dot, underscore and hyphen' });
    }
    // Full-width 'ｌｏｏｋａｌｉｋｅ-ｏｗｎｅｒ' is the same name as 'lookalike-owner' once normalised: taken.
    const fullWidth = await admin.post('/api/admin/team', { ...account, username: 'ＬＯＯＫＡＬＩＫＥ-ｏｗｎｅｒ' });
    expect(fullWidth.status, fullWidth.text).toBe(409);
    const created = await admin.post('/api/admin/team', { ...account, username: 'ｎｏｖａ' });
    expect(created.status, created.text).toBe(201);
    expect(created.body.username).toBe('nova');
    // Typed full-width at sign-in, it is the same name too.
    expect((await server.client().post('/api/login', { username: 'ｎｏｖａ', password: 'another-pass' })).body.username).toBe('nova');
  });
});

describe('the migration to normalised usernames (0009)', () => {
  it('never fails or loses anyone: normalises what it safely can, leaves the rest, and the server names those at start', async () => {
    const before = migrationsBefore('0009_usernames_normalised');
    const database = await emptyDatabase();
    try {
      await database.migrate(before.folder);
      await database.query(`insert into users (username, password_hash, email, name) values
        ('admin', 'x', 'a@example.cz', 'A'), ('ＡＤＭＩＮ', 'x', 'b@example.cz', 'B'), ('ｊａｎａ', 'x', 'c@example.cz', 'C'),
        ('\u0430dmin', 'x', 'd@example.cz', 'D'), ('ad\u200bmin', 'x', 'e@example.cz', 'E'), ('petr', 'x', 'f@example.cz', 'F')`);
      await database.migrate(MIGRATIONS);
      expect((await database.query('select username from users order by id')).map((r) => r.username)).toEqual([
        'admin', 'ＡＤＭＩＮ', 'jana', '\u0430dmin', 'ad\u200bmin', 'petr',
      ]);
    } finally {
      await database.close();
      before.remove();
    }
  });

  it('the start-up warnings name each username that breaks the rules, and only those', async () => {
    await createUser(server.db, { username: 'ＯＷＮＥＲ', password: 'x-pass-1', email: 'o1@example.cz', name: 'O1' });
    await createUser(server.db, { username: 'owner', password: 'x-pass-1', email: 'o2@example.cz', name: 'O2' });
    await createUser(server.db, { username: '\u0430dmin', password: 'x-pass-1', email: 'o3@example.cz', name: 'O3' });
    const warnings = await usernameWarnings(server.db);
    expect(warnings).toHaveLength(3);
    expect(warnings.find((w) => w.startsWith('username "ＯＷＮＥＲ"'))).toMatch(/looks the same as "owner" \(id \d+\) once normalised/);
    expect(warnings.find((w) => w.startsWith('username "owner"'))).toMatch(/looks the same as "ＯＷＮＥＲ"/);
    expect(warnings.find((w) => w.startsWith('username "\u0430dmin"'))).toMatch(/uses characters outside letters a–z.*UPDATE users SET username = 'new-name' WHERE id = \d+;$/);
  });
});

/** A copy of the migrations as they were before usernames became case-insensitive. */
function migrationsBeforeCaseInsensitive(): { folder: string; remove: () => void } {
  return migrationsBefore('0003_usernames_case_insensitive');
}

describe('the migration to case-insensitive usernames', () => {
  it('refuses, changing nothing, while usernames differ only in case, and names them; applies once they are renamed', async () => {
    const before = migrationsBeforeCaseInsensitive();
    const database = await emptyDatabase();
    try {
      await database.migrate(before.folder);
      await database.query(`insert into users (username, password_hash, email, name) values
        ('secadmin', 'x', 'a@example.cz', 'A'), ('SecAdmin', 'x', 'b@example.cz', 'B'), ('SECADMIN', 'x', 'c@example.cz', 'C'),
        ('Eva', 'x', 'd@example.cz', 'D'), ('eva', 'x', 'e@example.cz', 'E'), ('jana', 'x', 'f@example.cz', 'F')`);
      const applied = async () => (await database.query('select count(*)::int as n from drizzle.__drizzle_migrations'))[0]!.n;
      const appliedBefore = await applied();

      const failure = await database.migrate(MIGRATIONS).then(
        () => null,
        (err: unknown) => err,
      );
      expect(failure).not.toBeNull();
      const messages = chainMessages(failure);
      expect(messages).toContain(
        "Usernames must be unique regardless of letter case, but these differ only in case: 'Eva', 'eva'; 'SECADMIN', 'SecAdmin', 'secadmin'.",
      );
      expect(messages).not.toContain('jana');
      // Nothing changed: the old index is still there, the new one is not, every row is as it was.
      expect(await applied()).toBe(appliedBefore);
      const indexes = (await database.query(`select indexname from pg_indexes where tablename = 'users'`)).map((r) => r.indexname);
      expect(indexes).toContain('users_username_unique');
      expect(indexes).not.toContain('users_username_lower_unique');
      expect((await database.query('select username from users order by id')).map((r) => r.username)).toEqual([
        'secadmin', 'SecAdmin', 'SECADMIN', 'Eva', 'eva', 'jana',
      ]);

      await database.query(`update users set username = 'secadmin-2' where username = 'SecAdmin'`);
      await database.query(`update users set username = 'secadmin-3' where username = 'SECADMIN'`);
      await database.query(`delete from users where username = 'eva'`);
      await database.migrate(MIGRATIONS);
      await expect(database.query(`insert into users (username, password_hash, email, name) values ('JANA', 'x', 'g@example.cz', 'G')`)).rejects.toThrow(
        /users_username_lower_unique/,
      );
    } finally {
      await database.close();
      before.remove();
    }
  });
});

function chainMessages(err: unknown): string {
  const out: string[] = [];
  for (let e = err; e && typeof e === 'object' && out.length < 5; e = (e as { cause?: unknown }).cause) {
    out.push(String((e as { message?: unknown }).message));
  }
  return out.join('\n');
}
