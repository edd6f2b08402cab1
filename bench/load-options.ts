/** The options of `npm run bench:load` (see bench/load.ts) and what every server instance there starts with. */
import { randomBytes } from 'node:crypto';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
export const DURATION = Number(arg('duration') ?? 30);
export const CONNECTIONS = Number(arg('connections') ?? 200);
export const ONLY = arg('only')?.split(',').map((s) => s.trim());
export const CPU_PROFILE_DIR = arg('cpu-prof');
export const NODE_ARGS = [
  ...(CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : []),
  ...(arg('node-args')?.split(' ').filter(Boolean) ?? []),
];
export const REQUESTS = ['home', 'pricing', 'user', 'contact'] as const;
export const SETUPS = ['embedded', 'nginx', 'postgres', 'cluster'] as const;
export type Selector = (typeof REQUESTS)[number] | (typeof SETUPS)[number];
/** --only selects requests, setups or both: `--only=contact` on every setup, `--only=cluster` every request there. */
export const want = (name: Selector) => {
  if (!ONLY) return true;
  const group: readonly string[] = (REQUESTS as readonly string[]).includes(name) ? REQUESTS : SETUPS;
  return !ONLY.some((o) => group.includes(o)) || ONLY.includes(name);
};

export const ADMIN = { username: 'bench-admin', password: 'bench-password-1' };
/** The server trusts one proxy hop and sees HTTPS, as behind a TLS-terminating load balancer: the production
 * session cookie (__Host-sid, Secure) is then set and accepted over this plain-http benchmark connection. */
export const VIA_HTTPS = { 'x-forwarded-proto': 'https' };
export const BROWSER_ENCODING = 'br, gzip';
export const SERVER_ENV = {
  // One secret for every instance: a session signed by one is accepted by the other behind the load balancer.
  SESSION_SECRET: randomBytes(32).toString('hex'),
  TRUST_PROXY: '1',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  DEMO_CONTENT: 'false',
  CONTACT_RATE_LIMIT: '1000000000',
};
