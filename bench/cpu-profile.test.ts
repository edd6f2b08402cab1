import { describe, expect, it } from 'vitest';
import { partOf, summarize } from './cpu-profile';

const frame = (functionName: string, url = '') => ({ functionName, url });

describe('partOf', () => {
  it.each([
    [frame('(idle)'), 'idle'],
    [frame('(garbage collector)'), 'garbage collection'],
    [frame('(program)'), 'V8 and native (program)'],
    [frame('$func812', 'wasm://wasm/01e3a7b2'), 'embedded database (PGlite)'],
    [frame('query', 'file:///srv/app/node_modules/@electric-sql/pglite/dist/index.js'), 'embedded database (PGlite)'],
    [frame('handle', 'file:///srv/app/node_modules/express/lib/router/index.js'), 'package express'],
    [frame('sign', 'file:///srv/app/node_modules/@scope/pkg/dist/x.js'), 'package @scope/pkg'],
    [frame('writev', 'node:internal/stream_base_commons'), 'Node.js internals'],
    [frame('createEnquiry', 'file:///srv/app/dist/server/main.js'), 'app code'],
  ])('%o → %s', (f, part) => {
    expect(partOf(f)).toBe(part);
  });
});

describe('summarize', () => {
  it('adds each sample’s time to the part its frame belongs to, and gives shares of all and of busy time', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)') },
        { id: 2, callFrame: frame('(idle)') },
        { id: 3, callFrame: frame('$f', 'wasm://wasm/abc') },
        { id: 4, callFrame: frame('handle', 'file:///a/node_modules/express/index.js') },
      ],
      // 400 µs idle, 450 µs PGlite, 150 µs express
      samples: [2, 3, 3, 4, 2],
      timeDeltas: [100, 200, 250, 150, 300],
    };
    const parts = summarize(profile);
    expect(parts.map((p) => p.part)).toEqual(['embedded database (PGlite)', 'idle', 'package express']);
    const [pglite, idle, express] = parts;
    expect(pglite!.ms).toBeCloseTo(0.45);
    expect(pglite!.share).toBeCloseTo(0.45);
    expect(pglite!.busyShare).toBeCloseTo(0.75);
    expect(idle!.busyShare).toBe(0);
    expect(express!.busyShare).toBeCloseTo(0.25);
  });
});
