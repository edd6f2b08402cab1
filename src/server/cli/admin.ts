/**
 * Manage back-office admins (the CLI creates admins; editors are added on the Team screen).
 *   npm run admin -- create <username> [--name "Full Name"] [--email a@b.cz]   (password asked, or ADMIN_PASSWORD)
 *   npm run admin -- reset-password <username>                                  (password asked, or ADMIN_PASSWORD)
 *   npm run admin -- list
 * Uses the same database as the server (DATABASE_URL, else the embedded database in DATA_DIR). The embedded database
 * is opened only while no server holds it: with the server running, the command refuses (naming its pid) and changes
 * nothing. `create` and `reset-password` write an audit entry whose actor is the command line (decision 011).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { registerSchema } from '@/shared/schemas/auth';
import { countUsers, findUserByUsername, listUsers, UsernameTakenError } from '@/server/data/accounts/users';
import { loadConfig } from '../config';
import { createAdminByCommandLine, resetPasswordByCommandLine } from '../data/staff';
import { openDatabase } from '../db/database';
import { lockDataDirOrExit } from './embedded-lock';

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) throw new Error('No terminal to ask for the password: set ADMIN_PASSWORD.');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    return await rl.question('Password (at least 6 characters): ');
  } finally {
    rl.close();
  }
}

async function run(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, email: { type: 'string' } },
  });
  const [command, username] = positionals;
  const config = loadConfig({ ...process.env, ADMIN_USERNAME: '', ADMIN_PASSWORD: '' });
  const lock = config.databaseUrl ? null : lockDataDirOrExit(config.dataDir, `npm run admin -- ${command ?? ''}`.trim());
  const handle = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir, lock: lock! },
  );
  try {
    if (command === 'list') {
      const rows = await listUsers(handle.db, 'id');
      for (const r of rows) console.log(`${r.username}\t${r.name}\t${r.email}\t${r.role}${r.active ? '' : '\tdeactivated'}`);
      const admins = rows.filter((r) => r.role === 'admin').length;
      console.log(`${await countUsers(handle.db)} user(s), ${admins} admin(s)`);
      return 0;
    }
    if ((command !== 'create' && command !== 'reset-password') || !username) {
      console.error('Usage: npm run admin -- create <username> [--name N] [--email E] | reset-password <username> | list');
      return 2;
    }
    const password = await askPassword();
    if (command === 'create') {
      const input = registerSchema.safeParse({
        username,
        password,
        name: values.name ?? username,
        email: values.email ?? `${username}@admin.invalid`,
      });
      if (!input.success) {
        console.error(input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
        return 1;
      }
      try {
        await createAdminByCommandLine(handle.db, input.data);
      } catch (err) {
        if (err instanceof UsernameTakenError) {
          console.error(`An admin named "${username}" already exists.`);
          return 1;
        }
        throw err;
      }
      console.log(`Admin "${username}" created.`);
      return 0;
    }
    const user = await findUserByUsername(handle.db, username);
    if (!user) {
      console.error(`No admin named "${username}".`);
      return 1;
    }
    const parsed = registerSchema.shape.password.safeParse(password);
    if (!parsed.success) {
      console.error(parsed.error.issues[0]?.message);
      return 1;
    }
    await resetPasswordByCommandLine(handle.db, user.id, password);
    console.log(`Password of "${username}" changed; their sessions were ended.`);
    return 0;
  } finally {
    await handle.close();
    lock?.release();
  }
}

run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
