import { fileURLToPath } from 'node:url';

/**
 * `@/` is src/ (as in tsconfig.json "paths"): `@/client/lib/api-request`, `@/shared/constants`. One definition for the
 * client, server-renderer and server builds and the tests; tsx (npm run dev, the scripts) reads tsconfig.json itself.
 */
export const srcAlias = [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }];
