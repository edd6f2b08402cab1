/**
 * Chaos at the process level, against the production build — the embedded data folder (one holder at a time) and its
 * backups:
 *   - a second server, and the admin tools, on a data folder a server holds: refused, naming the holder, nothing
 *     touched; the first server keeps its data through kill -9, and its stale lock is taken over on restart;
 *   - backup while the server runs → restore into a new folder → every row there; damaged files refused.
 * Start and stop: chaos-start-stop.e2e.ts; PostgreSQL connections dropped: chaos-postgres.e2e.ts; kill -9 during
 * writes: durability.e2e.ts.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { runCli, runServerExpectingExit, signIn } from '../../src/server/test/server-process';
import { ADMIN, chaosKit, list, post, sendMessages, snapshot } from '../support/chaos';

const { tempDir, start } = chaosKit();

describe('one process per embedded data folder', () => {
  it('a second server on the same DATA_DIR is refused; the first keeps serving and keeps every acknowledged row through kill -9 and a restart (stale lock taken over)', async () => {
    const dataDir = tempDir('second');
    const first = await start({ DATA_DIR: dataDir });
    const before = await sendMessages(first.url, 0, 3);

    const second = await runServerExpectingExit({ DATA_DIR: dataDir });
    console.log(`second server on the same DATA_DIR: exit ${second.code}: ${second.output.trim()}`);
    expect(second.code).toBe(1);
    expect(second.output).toContain(`is in use by pid ${first.child.pid} (node `);
    expect(second.output).toMatch(/only one process may open the embedded database/);

    const after = await sendMessages(first.url, 3, 3); // the first one still writes
    first.child.kill('SIGKILL');
    await first.exited;
    expect(JSON.parse(readFileSync(path.join(dataDir, 'lock'), 'utf8'))).toMatchObject({ pid: first.child.pid });

    const restarted = await start({ DATA_DIR: dataDir });
    const cookie = await signIn(restarted.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    const stored = (await list<{ id: number }>(restarted.url, cookie, 'messages')).map((m) => m.id);
    expect(stored.sort((a, b) => a - b)).toEqual([...before, ...after]);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'lock'), 'utf8'))).toMatchObject({ pid: restarted.child.pid });
  }, 180_000);

  it('the admin CLI while the server runs: list and reset-password refused naming the server, nothing changed; with the server stopped the change is real', async () => {
    const dataDir = tempDir('cli');
    const server = await start({ DATA_DIR: dataDir });
    // The server's own start-up writes first: the ČNB rates pass notes that ČNB (a closed port here) did not answer.
    for (let i = 0; i < 100 && !server.output.join('').includes('ČNB rates: the fetch failed'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(server.output.join('')).toContain('ČNB rates: the fetch failed');
    await new Promise((r) => setTimeout(r, 500));
    const files = snapshot(path.join(dataDir, 'pglite'));

    const listed = await runCli('admin', ['list'], { DATA_DIR: dataDir });
    const reset = await runCli('admin', ['reset-password', ADMIN.ADMIN_USERNAME], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'a-new-password-2' });
    console.log(`admin list while running: exit ${listed.code}: ${listed.stderr.trim()}`);
    console.log(`admin reset-password while running: exit ${reset.code}: ${reset.stdout.trim()}${reset.stderr.trim()}`);
    for (const run of [listed, reset]) {
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`stop the server first (pid ${server.child.pid})`);
      expect(run.stdout).not.toMatch(/changed|admin\(s\)/);
    }
    expect(snapshot(path.join(dataDir, 'pglite'))).toEqual(files);
    await signIn(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD); // the old password still works
    expect(await server.stop()).toBe(0);

    const resetStopped = await runCli('admin', ['reset-password', ADMIN.ADMIN_USERNAME], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'a-new-password-2' });
    expect(resetStopped.code).toBe(0);
    expect(resetStopped.stdout).toContain('changed');
    const again = await start({ DATA_DIR: dataDir });
    await signIn(again.url, ADMIN.ADMIN_USERNAME, 'a-new-password-2');
    await expect(signIn(again.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)).rejects.toThrow(/401/);
  }, 180_000);
});


describe('backups of the embedded database', () => {
  it('backup while the server runs, restore into a new folder, start on it: every row is there; damaged files refused, folder unchanged', async () => {
    const dataDir = tempDir('backup-source');
    const server = await start({ DATA_DIR: dataDir });
    const cookie = await signIn(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    await sendMessages(server.url, 0, 25);
    for (let i = 0; i < 10; i++) expect((await post(`${server.url}/api/admin/clients`, { name: `Klient zálohy ${i}`, email: `k${i}@example.cz` }, cookie)).status).toBe(201);
    const messages = await list<Record<string, unknown>>(server.url, cookie, 'messages');
    const clients = await list<Record<string, unknown>>(server.url, cookie, 'clients');

    const backups = tempDir('backups');
    const made = await runCli('backup', [backups], { DATA_DIR: dataDir });
    console.log(`backup while running: exit ${made.code}: ${made.stdout.trim()} ${made.stderr.trim()}`);
    expect(made.code).toBe(0);
    expect(made.stdout).toContain(`from the running server (pid ${server.child.pid})`);
    const [file] = readdirSync(backups);
    expect(file).toMatch(/^agency-\d{4}-\d\d-\d\dT\d{6}Z\.tar\.gz$/);
    const backupFile = path.join(backups, file!);
    await signIn(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD); // still serving
    expect(await server.stop()).toBe(0);

    // Damaged and foreign files, and a restore while a server runs: refused, nothing changes.
    const target = tempDir('restore-target');
    const occupant = await start({ DATA_DIR: target });
    const occupied = await runCli('restore', [backupFile], { DATA_DIR: target });
    console.log(`restore while running: exit ${occupied.code}: ${occupied.stderr.trim()}`);
    expect(occupied.code).toBe(1);
    expect(occupied.stderr).toContain(`stop the server first (pid ${occupant.child.pid})`);
    expect(await occupant.stop()).toBe(0);
    const untouched = snapshot(target);
    const bytes = readFileSync(backupFile);
    const truncated = path.join(backups, 'truncated.tar.gz');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const foreign = path.join(backups, 'foreign.tar.gz');
    writeFileSync(foreign, readFileSync(path.join(process.env.DIST_DIR || 'dist', 'server/social-card.png')));
    const foreignTarGz = path.join(backups, 'foreign-archive.tar.gz');
    writeFileSync(foreignTarGz, gzipSync(readFileSync('package.json')));
    for (const bad of [truncated, foreign, foreignTarGz, path.join(backups, 'missing.tar.gz')]) {
      const refused = await runCli('restore', [bad], { DATA_DIR: target });
      console.log(`restore ${path.basename(bad)}: exit ${refused.code}: ${refused.stderr.trim()}`);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^Not restored: .*: .+\. Nothing was changed\.$/m);
      expect(snapshot(target)).toEqual(untouched);
    }

    // A new, empty folder: restored, and the server started on it finds every row.
    const fresh = path.join(tempDir('restore-new'), 'data');
    const restored = await runCli('restore', [backupFile], { DATA_DIR: fresh });
    console.log(`restore into a new folder: exit ${restored.code}: ${restored.stdout.trim()}`);
    expect(restored.code).toBe(0);
    const revived = await start({ DATA_DIR: fresh, ADMIN_USERNAME: '', ADMIN_PASSWORD: '' });
    const cookie2 = await signIn(revived.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    expect(await list(revived.url, cookie2, 'messages')).toEqual(messages);
    expect(await list(revived.url, cookie2, 'clients')).toEqual(clients);
    expect(messages).toHaveLength(25);
    expect(clients).toHaveLength(10);
  }, 240_000);

  it('backup with the server stopped takes the lock itself, and the backup restores over existing data (previous folder kept)', async () => {
    const dataDir = tempDir('backup-stopped');
    const server = await start({ DATA_DIR: dataDir });
    const ids = await sendMessages(server.url, 0, 4);
    expect(await server.stop()).toBe(0);
    const backups = tempDir('backups-stopped');
    const made = await runCli('backup', [path.join(backups, 'copy.tar.gz')], { DATA_DIR: dataDir });
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('from the stopped database');

    const later = await start({ DATA_DIR: dataDir });
    await sendMessages(later.url, 4, 2); // written after the backup
    expect(await later.stop()).toBe(0);
    const restored = await runCli('restore', [path.join(backups, 'copy.tar.gz')], { DATA_DIR: dataDir });
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/is kept in .*pglite\.before-restore-/);
    const back = await start({ DATA_DIR: dataDir });
    const cookie = await signIn(back.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    expect((await list<{ id: number }>(back.url, cookie, 'messages')).map((m) => m.id).sort((a, b) => a - b)).toEqual(ids);
  }, 240_000);
});
