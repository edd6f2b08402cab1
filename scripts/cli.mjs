#!/usr/bin/env node
// `npm run admin|backup|restore -- …`: runs the command-line tool built by `npm run build`
// (dist/server/cli/<tool>.js, or under DIST_DIR) with plain node, so it works in a production install without dev
// dependencies (`npm ci --omit=dev`). Without a build — or when the sources under src/ are newer than it and tsx is
// installed (development) — it runs src/server/cli/<tool>.ts with tsx instead.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tools = ['admin', 'backup', 'restore'];
const [tool, ...args] = process.argv.slice(2);
if (!tools.includes(tool)) {
  console.error(`Usage: node scripts/cli.mjs ${tools.join('|')} [arguments]`);
  process.exit(2);
}

const built = path.resolve(root, process.env.DIST_DIR || 'dist', 'server/cli', `${tool}.js`);
const source = path.join(root, 'src/server/cli', `${tool}.ts`);
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

/** The newest modification time of the files below `dir` (0 when it does not exist). */
function newestIn(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const hasTsx = existsSync(tsx) && existsSync(source);
let command;
if (existsSync(built)) {
  const stale = hasTsx && ['src/server', 'src/shared'].some((d) => newestIn(path.join(root, d)) > statSync(built).mtimeMs);
  command = stale ? [tsx, source] : [built];
} else if (hasTsx) {
  command = [tsx, source];
} else {
  console.error(`No build of the ${tool} tool (${path.relative(process.cwd(), built)}) and no tsx to run its source: run \`npm run build\` (it needs the dev dependencies: \`npm ci\`), or copy a dist/ built elsewhere.`);
  process.exit(1);
}

const child = spawn(process.execPath, [...command, ...args], { stdio: 'inherit' });
// Ctrl-C reaches the child from the terminal itself; a SIGTERM sent to this launcher alone is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
