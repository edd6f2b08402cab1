/**
 * Zod compiles object parsers with `new Function` when it may, and finds out by trying once. Under the site's
 * Content-Security-Policy (no 'unsafe-eval', src/server/security/headers.ts) that probe is refused and reported as a
 * CSP violation, although zod then quietly uses its normal parser. Zod's `jitless` setting skips the probe.
 *
 * Zod keeps its settings (what `z.config()` changes) in `globalThis.__zod_globalConfig` and adopts an object already
 * there. Setting it this way, instead of importing zod's `config`, keeps zod out of the first bundle of every page;
 * zod-csp.test.ts checks that zod still reads it. Imported first by main.tsx, before any zod code loads.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
