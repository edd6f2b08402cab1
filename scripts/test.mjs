#!/usr/bin/env node
// `npm test`: every check and every test layer, stopping at the first failure. Two lanes side by side (decision 037):
//   checks and in-process tests: lint → product-rule links (docs/product) → typecheck → unit (shared, server, client
//     components) → api on PGlite → api on PostgreSQL (when TEST_DATABASE_URL is set)
//   browser: production build → e2e in headless Chromium (the shared-server files and those with servers of their own,
//     one at a time; its lines are marked "e2e │")
// The browser lane keeps about 0.8 of a core busy (Chromium, a server, waits for pages), the other lane both cores:
// one after the other, a core stood idle for the whole e2e layer. A failure in either lane stops the other.
// A missing browser fails the run with a clear message: no layer is skipped silently. At the end (or at the first
// failure): each test layer's 10 slowest files, then a table of every step's seconds and each layer's counts.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const resultsDir = '.test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const runStarted = Date.now();

class StepFailed extends Error {}

/** A lane: its steps run one after another; `prefix` marks its output lines (none: the lines as they come). */
function lane(name, prefix) {
  return { name, prefix, layers: [], child: null, stopped: false, seconds: 0 };
}
const checks = lane('checks and in-process tests', '');
const browser = lane('browser', 'e2e │ ');
const lanes = [checks, browser];

/** Copies a child's output to ours, each line with the lane's prefix. */
function relay(stream, out, prefix) {
  if (!prefix) return stream.pipe(out);
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => rest && out.write(`${prefix}${rest}\n`));
}

/** Runs one step of a lane; resolves with its seconds, or throws StepFailed (after `onFailure`) when it fails. */
async function run(l, title, command, args, env = {}, onFailure = () => {}) {
  const say = (text) => console.log(text.split('\n').map((line) => l.prefix + line).join('\n'));
  say(`\n━━ ${title} ━━  ${command} ${args.join(' ')}`);
  const started = Date.now();
  // A process group of its own, so that stopping the lane stops what the step started (servers, browsers).
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env }, detached: true });
  l.child = child;
  relay(child.stdout, process.stdout, l.prefix);
  relay(child.stderr, process.stderr, l.prefix);
  const status = await new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? signal)));
  l.child = null;
  const seconds = (Date.now() - started) / 1000;
  if (status !== 0) {
    if (l.stopped) throw new StepFailed(`${title}: stopped`);
    say(`\n✖ ${title} failed (exit ${status}) after ${seconds.toFixed(1)} s`);
    onFailure(seconds);
    throw new StepFailed(title);
  }
  say(`✔ ${title} (${seconds.toFixed(1)} s)`);
  return seconds;
}

/** A check without tests (lint, types, build): a row of the table with its time only. */
async function step(l, title, command, args) {
  l.layers.push({ title, seconds: await run(l, title, command, args, {}, (seconds) => l.layers.push({ title, seconds, failedStep: true })) });
}

/** The JSON report's counts and each file's time (its start and end are in the report). */
function readReport(title, file) {
  const report = JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8'));
  const files = report.testResults.map((r) => ({ name: path.relative(process.cwd(), r.name), seconds: (r.endTime - r.startTime) / 1000 }));
  return { title, passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests, total: report.numTotalTests, files };
}

async function vitest(l, title, projects, file, env = {}) {
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${path.join(resultsDir, file)}`);
  const withReport = (seconds) => {
    try {
      l.layers.push({ ...readReport(title, file), seconds });
    } catch {
      l.layers.push({ title, seconds, failedStep: true });
    }
  };
  const seconds = await run(l, title, 'npx', args, env, withReport);
  withReport(seconds);
  if (l.layers.at(-1).total === 0) {
    console.error(`✖ ${title} ran no test`);
    throw new StepFailed(title);
  }
}

/** The per-layer table (seconds, passed, failed, skipped), each lane's time and each test layer's 10 slowest files. */
function summary() {
  const layers = lanes.flatMap((l) => l.layers);
  if (!layers.length) return;
  for (const l of layers.filter((l) => l.files?.length)) {
    console.log(`\nSlowest files — ${l.title}:`);
    for (const f of [...l.files].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) console.log(`  ${f.seconds.toFixed(1).padStart(7)} s  ${f.name}`);
  }
  const row = (cells) => `  ${cells[0].padEnd(32)}${cells.slice(1).map((c) => c.padStart(9)).join('')}`;
  const count = (l, key) => (l.files ? String(l[key]) : l.failedStep && key === 'failed' ? 'yes' : '');
  console.log('\nTest layers (two lanes side by side: their rows add up to more than the wall clock):');
  console.log(row(['layer', 'seconds', 'passed', 'failed', 'skipped']));
  for (const l of lanes) {
    for (const layer of l.layers) console.log(row([layer.title, layer.seconds.toFixed(1), count(layer, 'passed'), count(layer, 'failed'), layer.files ? String(layer.skipped) : '']));
    console.log(row([`  lane: ${l.name}`, l.seconds.toFixed(1), '', '', '']));
  }
  const sum = (key) => layers.reduce((n, l) => n + (l.files ? l[key] : 0), 0);
  console.log(row(['total (wall clock)', ((Date.now() - runStarted) / 1000).toFixed(1), String(sum('passed')), String(sum('failed')), String(sum('skipped'))]));
}

/** Stops every lane's running step (its whole process group). */
function stopAll() {
  for (const l of lanes) {
    l.stopped = true;
    if (l.child?.pid) {
      try {
        process.kill(-l.child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(
    `✖ No Chromium at ${chrome}: the end-to-end layer cannot run.\n  Install it with: apt-get update && apt-get install -y chromium   (or set CHROME_PATH)`,
  );
  process.exit(1);
}

/** Runs a lane's steps; the first failure stops the other lane too. */
async function runLane(l, steps) {
  const started = Date.now();
  try {
    await steps();
    return true;
  } catch (err) {
    if (!(err instanceof StepFailed)) throw err;
    if (!l.stopped) stopAll();
    return false;
  } finally {
    l.seconds = (Date.now() - started) / 1000;
  }
}

const results = await Promise.all([
  runLane(checks, async () => {
    await step(checks, 'lint', 'npx', ['eslint', '.', '--max-warnings=0']);
    await step(checks, 'product-rule links', 'node', ['scripts/check-product-refs.mjs']);
    await step(checks, 'typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
    await vitest(checks, 'unit (shared, server, client)', ['unit', 'client', 'client-isolated'], 'unit.json');
    await vitest(checks, 'api on PGlite', ['api'], 'api-pglite.json', { TEST_DB: 'pglite' });
    if (process.env.TEST_DATABASE_URL) {
      await vitest(checks, 'api on PostgreSQL', ['api'], 'api-postgres.json', { TEST_DB: 'postgres' });
    } else {
      console.log('\n!! TEST_DATABASE_URL is not set: the API suite ran on PGlite only (set it to also run on PostgreSQL).');
    }
  }),
  runLane(browser, async () => {
    await step(browser, 'build', 'npm', ['run', 'build', '--silent']);
    await vitest(browser, 'e2e in Chromium', ['e2e', 'e2e-own-server'], 'e2e.json');
  }),
]);
summary();
process.exit(results.every(Boolean) ? 0 : 1);
