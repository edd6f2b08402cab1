import { defineConfig } from 'vite';
import { srcAlias } from './vite.alias';

// Node server bundle → dist/server/main.js. Dependencies stay in node_modules (not bundled).
export default defineConfig({
  resolve: { alias: srcAlias },
  build: {
    ssr: 'src/server/main.ts',
    outDir: `${process.env.DIST_DIR || 'dist'}/server`,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
  },
});
