import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * A public page shows without JavaScript (decision 005): its entry script and the chunks preloaded with it load at low
 * priority, so on a slow connection the page itself (and its images) goes first and no paint waits for them.
 */
function lowPriorityScripts(htmlFile: string): Plugin {
  return {
    name: 'low-priority-scripts',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { filename }) =>
        filename.endsWith(htmlFile) ? html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"') : html,
    },
  };
}

// Client bundle → dist/client. The server bundle has its own config (vite.server.config.ts).
export default defineConfig({
  plugins: [react(), tailwindcss(), lowPriorityScripts('site.html')],
  // `@/` is src/, as in tsconfig.json "paths" (tsx, used by npm run dev and the scripts, reads that itself).
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  build: {
    outDir: `${process.env.DIST_DIR || 'dist'}/client`,
    emptyOutDir: true,
    sourcemap: false,
    // Each HTML entry links its own stylesheet and no module imports CSS, so no chunk carries a stylesheet: an island
    // import on a public page never fetches CSS again (the inlined copy is no <link> Vite's preload helper can find)
    // nor restyles the page. site.html's (src/client/public-styles.css) holds the public pages' classes only and is
    // inlined by the server; index.html's holds every class.
    rollupOptions: {
      // site.html: public pages (server-rendered, islands hydrated); index.html: the back office and sign-in.
      input: { site: 'site.html', app: 'index.html' },
    },
  },
});
