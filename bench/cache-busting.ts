/**
 * `npx tsx bench/cache-busting.ts [--no-build] [--duration=10]` — issue 19 item 7 measured on the production build:
 * a visitor load on the cached /pricing alone, then the same load while 20 connections ask for /pricing?u=<random>
 * (a query string never seen before on every request). Prints the visitor's latency, the random requests' rate and
 * status codes, and what the server rendered meanwhile (page_renders_total, page_renders_refused_total and
 * page_cache_entries from /metrics). Figures are printed, not asserted.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startProductionServer } from '../src/server/test/server-process';
import { build, table } from './support';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const DURATION = Number(arg('duration') ?? 10);
const TOKEN = randomBytes(24).toString('hex');
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'cs-CZ,cs;q=0.9' };

async function metrics(url: string): Promise<{ renders: number; refused: number; entries: number }> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return {
    renders: read('page_renders_total'),
    refused: read('page_renders_refused_total'),
    entries: read('page_cache_entries'),
  };
}

async function main() {
  build();
  const server = await startProductionServer({ METRICS_TOKEN: TOKEN });
  try {
    await fetch(`${server.url}/pricing`, { headers: BROWSER });
    const visitor = () => autocannon({ url: `${server.url}/pricing`, connections: 10, duration: DURATION, headers: BROWSER });
    const alone = await visitor();
    const before = await metrics(server.url);
    const [withAttack, attack] = await Promise.all([
      visitor(),
      autocannon({
        url: server.url,
        connections: 20,
        duration: DURATION,
        headers: BROWSER,
        requests: [{ setupRequest: (req) => ({ ...req, path: `/pricing?u=${randomBytes(8).toString('hex')}` }) }],
      }),
    ]);
    const after = await metrics(server.url);
    console.log(
      table([
        { run: 'visitor /pricing alone (10 conn.)', 'req/s': alone.requests.average, p50: alone.latency.p50, p99: alone.latency.p99, '2xx': alone['2xx'], non2xx: alone.non2xx },
        { run: 'visitor /pricing during attack', 'req/s': withAttack.requests.average, p50: withAttack.latency.p50, p99: withAttack.latency.p99, '2xx': withAttack['2xx'], non2xx: withAttack.non2xx },
        { run: 'attack /pricing?u=<random> (20 conn.)', 'req/s': attack.requests.average, p50: attack.latency.p50, p99: attack.latency.p99, '2xx': attack['2xx'], non2xx: attack.non2xx },
      ]),
    );
    console.log(
      `during the attack (${DURATION} s): renders +${after.renders - before.renders}, refused +${after.refused - before.refused}, ` +
        `cache entries ${before.entries} → ${after.entries}`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
