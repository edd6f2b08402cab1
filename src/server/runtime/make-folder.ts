import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * mkdir -p, one level at a time: Node's own recursive mkdir loops forever (100 % CPU, deaf to signals) on a path
 * whose parent exists but refuses new entries with ENOENT, such as /proc/nope.
 */
export function makeFolder(dir: string): void {
  try {
    mkdirSync(dir);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' && statSync(dir).isDirectory()) return;
    const parent = path.dirname(dir);
    if (code !== 'ENOENT' || parent === dir || existsSync(parent)) throw err;
    makeFolder(parent);
    mkdirSync(dir);
  }
}
