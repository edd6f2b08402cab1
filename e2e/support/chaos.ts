/**
 * What the chaos e2e files share (chaos-data-folder, chaos-start-stop, chaos-postgres): the admin and limits their
 * servers start with, a per-file clean-up list (temporary folders, servers, databases), and small requests.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import { startServer, type ServerProcess } from '../../src/server/test/server-process';
import { temporaryDataDir } from '../../src/server/test/temporary-database';

export const ADMIN = { ADMIN_USERNAME: 'chaos-admin', ADMIN_PASSWORD: 'chaos-pass-1' };
export const LIMITS = { CONTACT_RATE_LIMIT: '1000000' };

/**
 * The file's clean-up list, run in reverse after its tests: `tempDir` makes a folder removed then, `start` a server
 * (the admin and limits above over `env`) stopped then; push anything else onto `cleanups`.
 */
export function chaosKit() {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });
  const tempDir = (prefix: string): string => {
    const folder = temporaryDataDir(`agency-chaos-${prefix}`);
    cleanups.push(() => folder.remove());
    return folder.dataDir;
  };
  const start = async (env: Record<string, string>): Promise<ServerProcess> => {
    const server = await startServer({ ...ADMIN, ...LIMITS, ...env });
    cleanups.push(() => server.stop());
    return server;
  };
  return { cleanups, tempDir, start };
}

export const post = (url: string, body: unknown, cookie?: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

export async function sendMessages(url: string, from: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = from; i < from + count; i++) {
    const res = await post(`${url}/api/contact`, { name: `Chaos ${i}`, email: `chaos${i}@example.cz`, message: `Zpráva ${i}, musí přežít.` });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
}

export async function list<T>(url: string, cookie: string, resource: string): Promise<T[]> {
  const res = await fetch(`${url}/api/admin/${resource}?limit=500`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as T[];
}

/** Every file under `dir` with its size and modification time: "nothing changed" means this is equal. */
export function snapshot(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
    .map((f) => {
      const s = statSync(f);
      return `${path.relative(dir, f)} ${s.isFile() ? s.size : 'dir'} ${s.mtimeMs}`;
    });
}
