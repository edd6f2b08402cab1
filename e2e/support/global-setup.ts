/** Starts the production build on a free port with a fresh embedded database and a known admin, for all e2e files. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromePath } from './browser';
import { serverEntry, startServer } from './server-process';

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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-e2e-'));
  const admin = { username: 'e2e-admin', password: 'e2e-password-1', name: 'Eva Testová' };
  const server = await startServer({
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'true',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ADMIN_NAME: admin.name,
    // Several suites send contact messages from 127.0.0.1: more than the default 5 per 10 minutes.
    CONTACT_RATE_LIMIT: '1000',
  });
  project.provide('baseUrl', server.url);
  project.provide('adminUsername', admin.username);
  project.provide('adminPassword', admin.password);
  project.provide('adminName', admin.name);

  return async () => {
    await server.stop(10_000);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
