/** Starts the production build on a free port with a fresh embedded database and a known admin, for all e2e files. */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { chromePath } from './browser';
import { serverEntry, startServer } from '../../src/server/test/server-process';
import { temporaryDataDir } from '../../src/server/test/temporary-database';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminUsername: string;
    adminPassword: string;
    adminName: string;
  }
}

export default async function setup(project: TestProject) {
  chromePath(); // fail early and clearly without a browser
  if (!existsSync(serverEntry())) throw new Error('No production build: run `npm run build` before the e2e tests.');
  const data = temporaryDataDir('agency-e2e');
  const admin = { username: 'e2e-admin', password: 'e2e-password-1', name: 'Eva Testová' };
  const server = await startServer({
    DATA_DIR: data.dataDir,
    DEMO_CONTENT: 'true',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ADMIN_NAME: admin.name,
    // Several suites send contact messages from 127.0.0.1: more than the default 5 per 10 minutes.
    CONTACT_RATE_LIMIT: '1000',
  }, { timeoutMs: 180_000 }); // a bound for a server that never answers, not a speed: a loaded machine starts it slowly
  project.provide('baseUrl', server.url);
  project.provide('adminUsername', admin.username);
  project.provide('adminPassword', admin.password);
  project.provide('adminName', admin.name);

  return async () => {
    await server.stop(10_000);
    data.remove();
  };
}
