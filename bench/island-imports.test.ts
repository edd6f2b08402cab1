/**
 * The static side of bench:web's JavaScript budget — what a public page loads to hydrate its islands: the modules
 * each island imports statically, transitively (what the browser fetches before the island runs). zod (about 28 KB
 * gzip) is loaded on a form's first use only, never with a page: the pricing calculator once reached it through a
 * rounding helper that lived beside the money schemas, and the pricing page's JavaScript went over its 100 KB budget
 * (bench:web).
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../src');
const LOADERS = path.join(SRC, 'client/app/island-loaders.ts');

/** The island modules, read off the loaders' `import('@/…')` calls (src/client/app/island-loaders.ts). */
function islandModules(): string[] {
  return [...readFileSync(LOADERS, 'utf8').matchAll(/=> import\('(@\/[^']+)'\)/g)].map((m) => m[1]!);
}

function resolveSource(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/**
 * The specifiers a module imports or re-exports at run time: `import type`, and imports whose every name is
 * `type X`, are erased by the compiler; dynamic `import()` loads later and is not followed.
 */
export function staticImports(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s+'([^']+)'/gms)) {
    if (m[1]) continue;
    const names = /^\{([^}]*)\}$/.exec(m[2]!.trim());
    if (names && names[1]!.split(',').every((n) => n.trim() === '' || n.trim().startsWith('type '))) continue;
    found.push(m[3]!);
  }
  for (const m of source.matchAll(/^import\s+'([^']+)'/gm)) found.push(m[1]!);
  return found;
}

/** Every package an island's static import graph reaches, with one path that reaches it. */
function packagesReached(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const resolved = resolveSource(specifier, file);
      const here = [...trail, path.relative(SRC, file)];
      if (resolved) visit(resolved, here);
      else if (!packages.has(specifier)) packages.set(specifier, here);
    }
  };
  visit(resolveSource(entry, SRC)!, []);
  return packages;
}

describe('the islands of public pages', () => {
  it('every loader is read off island-loaders.ts', () => {
    const registry = /export const islandLoaders = \{(.*?)\} satisfies/s.exec(readFileSync(LOADERS, 'utf8'))?.[1] ?? '';
    const loaders = registry.match(/^\s+'?[\w-]+'?: /gm) ?? [];
    expect(loaders.length).toBeGreaterThan(0);
    expect(islandModules()).toHaveLength(loaders.length);
  });

  it.each(islandModules())('%s loads no zod before its first use', (entry) => {
    const reached = packagesReached(entry);
    const zodPath = reached.get('zod') ?? reached.get('zod/mini') ?? null;
    expect(zodPath, `reached through ${zodPath?.join(' → ')}`).toBeNull();
  });

  it('the entry of public pages loads no package at all: React comes with the first island wanted', () => {
    const reached = packagesReached('@/client/public-main');
    expect(Object.fromEntries([...reached].map(([name, trail]) => [name, trail.join(' → ')]))).toEqual({});
  });

  it('reads type-only imports as erased and value imports as loaded', () => {
    expect(staticImports("import type { A } from 'a';\nimport { type B, type C } from 'b';\nimport { d, type E } from 'd';\nexport { f } from 'f';\nimport 'g';")).toEqual(['d', 'f', 'g']);
  });
});
