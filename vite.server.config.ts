import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Node server bundle → dist/server/main.js. Dependencies stay in node_modules (not bundled).
export default defineConfig({
  // `@/` is src/, as in tsconfig.json "paths" (tsx, used by npm run dev and the scripts, reads that itself).
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  build: {
    ssr: 'src/server/main.ts',
    outDir: `${process.env.DIST_DIR || 'dist'}/server`,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
  },
});
