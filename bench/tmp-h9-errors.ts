import autocannon from 'autocannon';
import { startProductionServer } from './support';
const server = await startProductionServer({ DEMO_CONTENT: 'false' });
for (const p of ['/api/health']) {
  const inst = (autocannon as any)({ url: `${server.url}${p}`, connections: 200, duration: 30, timeout: 60 });
  const r = await inst;
  console.log(p, 'rps', r.requests.average, 'errors', r.errors, 'timeouts', r.timeouts, 'p99', r.latency.p99, 'max', r.latency.max, 'p999', r.latency.p99_9);
}
await server.stop();
