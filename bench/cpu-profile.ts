/**
 * Where a server's main thread spent its time, from a V8 CPU profile (`node --cpu-prof`, written by `bench:load
 * --cpu-prof=<dir>`): self time per part — idle (waiting for work), garbage collection, the embedded database
 * (PGlite: its JavaScript and its WebAssembly), each other npm package, Node.js internals, the app's own code.
 * `bench:load` prints it for every profile it collects; alone: `npx tsx bench/cpu-profile.ts <file.cpuprofile>…`, with
 * `--functions` also the functions with the most self time (busy time only).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { table } from './support';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber?: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The part of the program a frame belongs to. */
export function partOf(frame: ProfileNode['callFrame']): string {
  const { functionName, url } = frame;
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)' || functionName === '(root)') return 'V8 and native (program)';
  // PGlite's PostgreSQL is WebAssembly (wasm:// frames); its JavaScript lives in its package.
  if (url.startsWith('wasm://') || url.includes('/@electric-sql/pglite/')) return 'embedded database (PGlite)';
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
  if (pkg) return `package ${pkg}`;
  if (url.startsWith('node:') || (!url && functionName)) return 'Node.js internals';
  if (url) return 'app code';
  return 'V8 and native (program)';
}

export interface PartTime {
  part: string;
  ms: number;
  /** Share of the profile's whole time. */
  share: number;
  /** Share of the time the thread was busy (not idle). */
  busyShare: number;
}

/** Self time per part, largest first. */
export function summarize(profile: CpuProfile): PartTime[] {
  const partById = new Map(profile.nodes.map((n) => [n.id, partOf(n.callFrame)]));
  const micros = new Map<string, number>();
  // timeDeltas[i] is the time from the previous sample to sample i: the time the thread spent where sample i found it.
  profile.samples.forEach((id, i) => {
    const part = partById.get(id) ?? 'V8 and native (program)';
    micros.set(part, (micros.get(part) ?? 0) + Math.max(0, profile.timeDeltas[i] ?? 0));
  });
  const total = [...micros.values()].reduce((a, b) => a + b, 0) || 1;
  const busy = total - (micros.get('idle') ?? 0) || 1;
  return [...micros]
    .map(([part, us]) => ({ part, ms: us / 1000, share: us / total, busyShare: part === 'idle' ? 0 : us / busy }))
    .sort((a, b) => b.ms - a.ms);
}

/** The summary as a printable table, the parts under 1 % of the busy time folded into one row. */
export function summaryTable(file: string, top = 12): string {
  const parts = summarize(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
  const shown = parts.filter((p, i) => i < top && (p.part === 'idle' || p.busyShare >= 0.01));
  const rest = parts.filter((p) => !shown.includes(p));
  const rows = shown.map((p) => ({
    part: p.part,
    ms: Math.round(p.ms),
    'of all': `${(p.share * 100).toFixed(1)} %`,
    'of busy': p.part === 'idle' ? '' : `${(p.busyShare * 100).toFixed(1)} %`,
  }));
  if (rest.length) {
    const ms = rest.reduce((n, p) => n + p.ms, 0);
    const busy = rest.reduce((n, p) => n + p.busyShare, 0);
    const all = rest.reduce((n, p) => n + p.share, 0);
    rows.push({ part: `${rest.length} other parts`, ms: Math.round(ms), 'of all': `${(all * 100).toFixed(1)} %`, 'of busy': `${(busy * 100).toFixed(1)} %` });
  }
  return `${path.basename(file)}\n${table(rows)}`;
}

/** Self time per function (name, file and line), largest first, idle left out: where the busy time goes, in detail. */
export function topFunctions(file: string, top = 25): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const micros = new Map<string, { us: number; part: string }>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id);
    if (!frame || frame.functionName === '(idle)') return;
    const us = Math.max(0, profile.timeDeltas[i] ?? 0);
    busy += us;
    const where = frame.url ? ` ${frame.url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/')}:${(frame.lineNumber ?? 0) + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'}${where}`;
    const entry = micros.get(key) ?? { us: 0, part: partOf(frame) };
    entry.us += us;
    micros.set(key, entry);
  });
  const rows = [...micros]
    .sort((a, b) => b[1].us - a[1].us)
    .slice(0, top)
    .map(([fn, { us, part }]) => ({ function: fn.slice(0, 110), part, ms: Math.round(us / 1000), 'of busy': `${((us / (busy || 1)) * 100).toFixed(1)} %` }));
  return table(rows);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (!files.length) {
    console.error('usage: npx tsx bench/cpu-profile.ts [--functions] <file.cpuprofile>…');
    process.exit(2);
  }
  for (const file of files) {
    console.log(`${summaryTable(file)}\n`);
    if (process.argv.includes('--functions')) console.log(`${topFunctions(file)}\n`);
  }
}
