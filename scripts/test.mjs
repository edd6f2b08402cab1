#!/usr/bin/env node
// `npm test`: every check and every test layer, in order, stopping at the first failure.
//   lint → product-rule links (docs/product) → typecheck → unit (shared, server, client components) → api on PGlite → api on PostgreSQL
//   (when TEST_DATABASE_URL is set) → production build → e2e in headless Chromium (the shared-server files and those with servers of their own, one at a time).
// A missing browser fails the run with a clear message: no layer is skipped silently. At the end (or at the first
// failure): each test layer's 10 slowest files, then a table of every step's seconds and each layer's counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const resultsDir = '.test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const layers = [];
const runStarted = Date.now();

/** Runs one step; returns its seconds, or ends the run (with the table so far) when it fails. */
function run(title, command, args, env = {}, onFailure = () => {}) {
  console.log(`\n━━ ${title} ━━  ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal}) after ${seconds.toFixed(1)} s`);
    onFailure(seconds);
    summary();
    process.exit(1);
  }
  console.log(`✔ ${title} (${seconds.toFixed(1)} s)`);
  return seconds;
}

/** A check without tests (lint, types, build): a row of the table with its time only. */
function step(title, command, args) {
  layers.push({ title, seconds: run(title, command, args, {}, (seconds) => layers.push({ title, seconds, failedStep: true })) });
}

/** The JSON report's counts and each file's time (its start and end are in the report). */
function readReport(title, file) {
  const report = JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8'));
  const files = report.testResults.map((r) => ({ name: path.relative(process.cwd(), r.name), seconds: (r.endTime - r.startTime) / 1000 }));
  return { title, passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests, total: report.numTotalTests, files };
}

function vitest(title, projects, file, env = {}) {
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${path.join(resultsDir, file)}`);
  const withReport = (seconds) => {
    try {
      layers.push({ ...readReport(title, file), seconds });
    } catch {
      layers.push({ title, seconds, failedStep: true });
    }
  };
  const seconds = run(title, 'npx', args, env, withReport);
  withReport(seconds);
  if (layers.at(-1).total === 0) {
    console.error(`✖ ${title} ran no test`);
    summary();
    process.exit(1);
  }
}

/** The per-layer table (seconds, passed, failed, skipped) and each test layer's 10 slowest files. */
function summary() {
  if (!layers.length) return;
  for (const l of layers.filter((l) => l.files?.length)) {
    console.log(`\nSlowest files — ${l.title}:`);
    for (const f of [...l.files].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) console.log(`  ${f.seconds.toFixed(1).padStart(7)} s  ${f.name}`);
  }
  const row = (cells) => `  ${cells[0].padEnd(30)}${cells.slice(1).map((c) => c.padStart(9)).join('')}`;
  const count = (l, key) => (l.files ? String(l[key]) : l.failedStep && key === 'failed' ? 'yes' : '');
  console.log('\nTest layers:');
  console.log(row(['layer', 'seconds', 'passed', 'failed', 'skipped']));
  for (const l of layers) console.log(row([l.title, l.seconds.toFixed(1), count(l, 'passed'), count(l, 'failed'), l.files ? String(l.skipped) : '']));
  const sum = (key) => layers.reduce((n, l) => n + (l.files ? l[key] : 0), 0);
  console.log(row(['total (wall clock)', ((Date.now() - runStarted) / 1000).toFixed(1), String(sum('passed')), String(sum('failed')), String(sum('skipped'))]));
}

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(
    `✖ No Chromium at ${chrome}: the end-to-end layer cannot run.\n  Install it with: apt-get update && apt-get install -y chromium   (or set CHROME_PATH)`,
  );
  process.exit(1);
}

step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('product-rule links', 'node', ['scripts/check-product-refs.mjs']);
step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
vitest('unit (shared, server, client)', ['unit', 'client', 'client-isolated'], 'unit.json');
vitest('api on PGlite', ['api'], 'api-pglite.json', { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('api on PostgreSQL', ['api'], 'api-postgres.json', { TEST_DB: 'postgres' });
} else {
  console.log('\n!! TEST_DATABASE_URL is not set: the API suite ran on PGlite only (set it to also run on PostgreSQL).');
}
step('build', 'npm', ['run', 'build', '--silent']);
vitest('e2e in Chromium', ['e2e', 'e2e-own-server'], 'e2e.json');
summary();
