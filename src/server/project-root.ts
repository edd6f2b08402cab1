import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(start: string): string | undefined {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * The folder holding package.json, found from this module whether it runs from src/ or from the bundle in dist/
 * (or, for a build written outside the project with DIST_DIR, from the working directory).
 */
export function projectRoot(): string {
  const root = findPackageRoot(path.dirname(fileURLToPath(import.meta.url))) ?? findPackageRoot(process.cwd());
  if (!root) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
  return root;
}

/**
 * Where `npm run build` writes (DIST_DIR, default ./dist): client/, ssr/ and server/ below it. Keep it inside the
 * project (e.g. dist-e2e) so the server bundle finds node_modules.
 */
export function buildDir(): string {
  return path.resolve(projectRoot(), process.env.DIST_DIR || 'dist');
}
