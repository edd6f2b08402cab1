#!/usr/bin/env node
// `npm test`: every check and every test layer, in order, stopping at the first failure.
//   lint → product-rule links (docs/product) → typecheck → unit (shared, server, client components) → api on PGlite → api on PostgreSQL
//   (when TEST_DATABASE_URL is set) → production build → e2e in headless Chromium.
// A missing browser fails the run with a clear message: no layer is skipped silently.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const resultsDir = '.test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const layers = [];

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title} ━━  ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal}) after ${seconds} s`);
    summary();
    process.exit(1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

function vitest(title, projects, file, env = {}) {
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${path.join(resultsDir, file)}`);
  run(title, 'npx', args, env);
  const report = JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8'));
  if (report.numTotalTests === 0) {
    console.error(`✖ ${title} ran no test`);
    process.exit(1);
  }
  layers.push({ title, passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests });
}

function summary() {
  if (!layers.length) return;
  console.log('\nTest layers:');
  for (const l of layers) console.log(`  ${l.title.padEnd(28)} ${l.passed} passed, ${l.failed} failed${l.skipped ? `, ${l.skipped} skipped` : ''}`);
  const passed = layers.reduce((n, l) => n + l.passed, 0);
  const failed = layers.reduce((n, l) => n + l.failed, 0);
  console.log(`\n${passed} passed, ${failed} failed`);
}

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(
    `✖ No Chromium at ${chrome}: the end-to-end layer cannot run.\n  Install it with: apt-get update && apt-get install -y chromium   (or set CHROME_PATH)`,
  );
  process.exit(1);
}

run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('product-rule links', 'node', ['scripts/check-product-refs.mjs']);
run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
vitest('unit (shared, server, client)', ['unit', 'client'], 'unit.json');
vitest('api on PGlite', ['api'], 'api-pglite.json', { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('api on PostgreSQL', ['api'], 'api-postgres.json', { TEST_DB: 'postgres' });
} else {
  console.log('\n!! TEST_DATABASE_URL is not set: the API suite ran on PGlite only (set it to also run on PostgreSQL).');
}
run('build', 'npm', ['run', 'build', '--silent']);
vitest('e2e in Chromium', ['e2e'], 'e2e.json');
summary();
