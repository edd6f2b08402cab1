import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Node server bundle → dist/server/main.js, and the command-line tools → dist/server/cli/{admin,backup,restore}.js
// (cli/initial-database.js: run by the build itself, it writes the migrated embedded database, db/initial-image.ts),
// so production runs them with plain `node` (no tsx, no dev dependencies). Dependencies stay in node_modules (not
// bundled); code shared by the entry points goes into dist/server/chunks/.
export default defineConfig({
  // `@/` is src/, as in tsconfig.json "paths" (tsx, used by npm run dev and the scripts, reads that itself).
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  build: {
    ssr: true,
    outDir: `${process.env.DIST_DIR || 'dist'}/server`,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      input: {
        main: 'src/server/main.ts',
        'cli/admin': 'src/server/cli/admin.ts',
        'cli/backup': 'src/server/cli/backup.ts',
        'cli/restore': 'src/server/cli/restore.ts',
        'cli/initial-database': 'src/server/cli/initial-database.ts',
      },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
