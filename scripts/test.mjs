#!/usr/bin/env node
// `npm test`: every check and every test layer, in order, stopping at the first failure.
//   product-rule links (docs/product) → lint ∥ typecheck → unit (shared, server, client components) → api on PGlite → api on PostgreSQL
//   (when TEST_DATABASE_URL is set) → production build → e2e in headless Chromium (two projects side by side).
// A missing browser fails the run with a clear message: no layer is skipped silently. At the end (or at the first
// failure): each test layer's 10 slowest files, then a table of every step's seconds and each layer's counts.
import { spawn, spawnSync } from 'node:child_process';
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

/** Runs a command with each line of its output prefixed by `label`; resolves with its exit code and seconds. */
function runPrefixed(label, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      let rest = '';
      from.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop();
        for (const line of lines) to.write(`[${label}] ${line}\n`);
      });
      from.on('end', () => rest && to.write(`[${label}] ${rest}\n`));
    }
    child.on('close', (code, signal) => resolve({ code: code ?? signal, seconds: (Date.now() - started) / 1000 }));
  });
}

/** Checks without tests side by side (2 cores): a row each with its own time; the run ends if one fails. */
async function stepsSideBySide(steps) {
  console.log(`\n━━ ${steps.map((s) => s.title).join(' ∥ ')} ━━  ${steps.map((s) => `${s.command} ${s.args.join(' ')}`).join('  ∥  ')}`);
  const results = await Promise.all(steps.map((s) => runPrefixed(s.title, s.command, s.args)));
  steps.forEach((s, i) => layers.push({ title: s.title, seconds: results[i].seconds, ...(results[i].code === 0 ? {} : { failedStep: true }) }));
  const failed = steps.filter((_, i) => results[i].code !== 0);
  if (failed.length) {
    console.error(`\n✖ ${failed.map((s) => s.title).join(', ')} failed`);
    summary();
    process.exit(1);
  }
  for (const [i, s] of steps.entries()) console.log(`✔ ${s.title} (${results[i].seconds.toFixed(1)} s)`);
}

/**
 * Several vitest projects side by side, each in its own process with its output's lines prefixed by its name: one row
 * of the table for all of them (their counts and files together), timed from the first start to the last end.
 */
async function vitestSideBySide(title, lanes) {
  console.log(`\n━━ ${title} ━━  ${lanes.map((l) => `vitest run --project ${l.project}`).join('  ∥  ')}`);
  const started = Date.now();
  const results = await Promise.all(
    lanes.map((lane) =>
      runPrefixed(lane.project, 'npx', ['vitest', 'run', '--project', lane.project, '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(resultsDir, lane.file)}`]),
    ),
  );
  const seconds = (Date.now() - started) / 1000;
  let reports;
  try {
    reports = lanes.map((lane) => readReport(title, lane.file));
  } catch {
    reports = null;
  }
  const sum = (key) => reports.reduce((n, r) => n + r[key], 0);
  layers.push(reports ? { title, seconds, passed: sum('passed'), failed: sum('failed'), skipped: sum('skipped'), total: sum('total'), files: reports.flatMap((r) => r.files) } : { title, seconds, failedStep: true });
  const failed = lanes.filter((_, i) => results[i].code !== 0).map((l) => l.project);
  if (failed.length || layers.at(-1).total === 0) {
    console.error(`\n✖ ${title} failed (${failed.length ? failed.join(', ') : 'no test ran'}) after ${seconds.toFixed(1)} s`);
    summary();
    process.exit(1);
  }
  console.log(`✔ ${title} (${seconds.toFixed(1)} s)`);
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
  // Lint and typecheck run side by side: the wall clock is less than the rows' sum.
  console.log(row(['total (wall clock)', ((Date.now() - runStarted) / 1000).toFixed(1), String(sum('passed')), String(sum('failed')), String(sum('skipped'))]));
}

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(
    `✖ No Chromium at ${chrome}: the end-to-end layer cannot run.\n  Install it with: apt-get update && apt-get install -y chromium   (or set CHROME_PATH)`,
  );
  process.exit(1);
}

step('product-rule links', 'node', ['scripts/check-product-refs.mjs']);
await stepsSideBySide([
  { title: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { title: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
]);
vitest('unit (shared, server, client)', ['unit', 'client', 'client-isolated'], 'unit.json');
vitest('api on PGlite', ['api'], 'api-pglite.json', { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('api on PostgreSQL', ['api'], 'api-postgres.json', { TEST_DB: 'postgres' });
} else {
  console.log('\n!! TEST_DATABASE_URL is not set: the API suite ran on PGlite only (set it to also run on PostgreSQL).');
}
step('build', 'npm', ['run', 'build', '--silent']);
// The shared-server journeys and the files with servers of their own share nothing: side by side.
await vitestSideBySide('e2e in Chromium', [
  { project: 'e2e', file: 'e2e.json' },
  { project: 'e2e-own-server', file: 'e2e-own-server.json' },
]);
summary();
