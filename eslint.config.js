// Lint: TypeScript rules, React hooks, and the layers of the code, checked on the file an import resolves to
// (import-x/no-restricted-paths; `@/` is src/, resolved through tsconfig.json), not on the text of the import:
//   shared  → imports neither client nor server;  server → never imports client;  client → never imports server
//   server: data modules never import http/ (they raise src/server/domain/errors.ts); the account tables (users,
//           sessions, recovery_codes) are imported only by data modules (written only by data/accounts/)
//   client, bottom to top (a layer imports only layers below it):
//     lib, components, i18n, api (the request modules: lib and shared only)
//     public-site  — the public-page framework: islands, header/footer layout, page context, page links
//     features/<feature> — never another feature; features/admin/<area> imports only admin/common, and other
//                          areas only through their index.ts where a screen combines them (dashboard, projects, shell,
//                          and the record histories of blog, clients and projects)
//     app, ssr, the entries (main.tsx, public-main.tsx, entry-server.tsx) — may import anything of the client
// Also: no import cycles, file names in kebab-case, and no relative import climbing two folders (use `@/`).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const src = (p) => path.join(root, 'src', p);
const dirs = (p) =>
  readdirSync(src(p), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const CLIENT_TOP = ['client/app', 'client/ssr', 'client/main.tsx', 'client/public-main.tsx', 'client/entry-server.tsx'].map(src);
const features = dirs('client/features');
const adminAreas = dirs('client/features/admin').filter((area) => area !== 'common');
/** Screens that combine back-office areas, and the areas whose index.ts they may import. */
const COMBINES = {
  dashboard: ['accounting', 'blog', 'clients', 'invoices', 'mail', 'projects', 'proposals'],
  projects: ['accounting', 'activity'],
  // The header's timer (issue 36) is the time area's.
  shell: ['account', 'time'],
  // A record's own history (the audit log) on the client's page and from a post's row.
  blog: ['activity', 'media'],
  // Portfolio items choose their image from the media library (its picker).
  portfolio: ['media'],
  // The client's page lists its proposals and starts a new one.
  clients: ['activity', 'proposals', 'invoices'],
  // Invoices (issue 23): a document's history. (The decimal field and number formats they share with the proposal
  // and payment screens are in admin/common.)
  invoices: ['activity'],
  // A proposal's intro and terms in the blog's rich-text editor.
  proposals: ['blog'],
  // The agency's logo on the billing details screen is chosen from the media library (issue 22).
  settings: ['media'],
  // Create a client from an enquiry: the client dialog.
  messages: ['clients'],
  // A page's social image is chosen from the media library.
  'site-texts': ['media'],
};

const zones = [
  { target: src('shared'), from: [src('client'), src('server')], message: 'src/shared is imported by both sides and imports neither.' },
  { target: src('server'), from: src('client'), message: 'The server never imports client code.' },
  { target: src('client'), from: src('server'), message: 'The client never imports server code.' },
  ...['lib', 'components', 'i18n', 'api'].map((layer) => ({
    target: src(`client/${layer}`),
    from: [src('client/features'), src('client/public-site'), ...CLIENT_TOP],
    message: `client/${layer} is below the public-site framework, the features and the app: it does not import them.`,
  })),
  { target: src('client/api'), from: [src('client/components'), src('client/i18n')], message: 'Request modules use only lib and src/shared.' },
  {
    target: src('client/public-site'),
    from: [src('client/features'), ...CLIENT_TOP],
    message: 'The public-page framework does not import the pages (features) or the app; the island registry lives in app/.',
  },
  ...features.map((feature) => ({
    target: src(`client/features/${feature}`),
    from: [src('client/features'), ...CLIENT_TOP, ...(feature === 'public' ? [] : [src('client/public-site')])],
    except: [`./${feature}`],
    message: `Feature "${feature}" imports no other feature${feature === 'public' ? '' : ', no public-page framework'}, and not the app.`,
  })),
  {
    target: src('client/features/admin/common'),
    from: src('client/features/admin'),
    except: ['./common'],
    message: 'admin/common is shared by the back-office areas and imports none of them.',
  },
  ...adminAreas.map((area) => ({
    target: src(`client/features/admin/${area}`),
    from: src('client/features/admin'),
    except: [`./${area}`, './common', ...(COMBINES[area] ?? []).map((other) => `./${other}/index.ts`)],
    message: COMBINES[area]
      ? `Back-office area "${area}" imports admin/common, and ${COMBINES[area].join(', ')} only through their index.ts.`
      : `Back-office area "${area}" imports only admin/common of the back office.`,
  })),
  // Data modules raise domain errors (src/server/domain/errors.ts); the HTTP layer maps them to statuses.
  { target: src('server/data'), from: src('server/http'), message: 'Data modules raise domain errors (src/server/domain/errors.ts) and never import the HTTP layer.' },
  { target: src('server/domain'), from: src('server'), except: ['./domain'], message: 'src/server/domain knows nothing of the rest of the server.' },
];

/** A local rule: file names (and the folders under src/) are kebab-case: lower-case words joined by hyphens. */
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const kebabCaseFileNames = {
  meta: { type: 'suggestion', schema: [], messages: { name: '"{{name}}" is not kebab-case (lower-case words joined by hyphens).' } },
  create(context) {
    const relative = path.relative(root, context.physicalFilename).split(path.sep);
    const folders = relative[0] === 'src' ? relative.slice(1, -1) : [];
    const file = relative.at(-1).split('.')[0];
    for (const name of [...folders, file]) {
      if (!KEBAB.test(name)) context.report({ loc: { line: 1, column: 0 }, messageId: 'name', data: { name } });
    }
    return {};
  },
};

const deepRelative = { regex: '^\\.\\./\\.\\./', message: 'Climbing two or more folders: import through the @/ alias (src/) instead.' };
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const serverNotClient = { group: ['react', 'react-dom/*'], message: 'The server never imports client code.' };
/** The account tables are read in data modules only, and written only by data/accounts/ (its table-owners test). */
const accountTables = {
  regex: '(^|/)db/schema$',
  importNames: ['users', 'sessions', 'recoveryCodes'],
  message: 'users, sessions and recovery_codes are read in data modules and written only by src/server/data/accounts/.',
};

/** The seed writes through the data modules (data/table-writers.test.ts): it names no table. */
const noTables = { regex: '(^|/)db/schema$', message: 'The seed writes through the data modules (src/server/data/), never a table itself.' };

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'bench/tmp-*', 'node_modules/', 'data/', '.test-data/', 'coverage/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, local: { rules: { 'kebab-case-file-names': kebabCaseFileNames } } },
    settings: {
      // Follow TypeScript files (no-cycle reads every module it reaches) and resolve `@/` through tsconfig.json.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      'local/kebab-case-file-names': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A component test may render a page the way the app does (e.g. hydrate its islands through the app's registry);
    // the sides (shared / server / client) stay apart there too.
    files: ['src/**/*.test.{ts,tsx}', 'src/client/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: zones.slice(0, 3) }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/shared/**'],
    rules: restrict(
      { group: ['react', 'react-dom', 'react-dom/*', 'express', 'drizzle-orm*', 'pg'], message: 'src/shared is imported by both sides and imports neither.' },
      deepRelative,
    ),
  },
  {
    files: ['src/server/**'],
    rules: restrict(serverNotClient, deepRelative),
  },
  {
    files: ['src/server/**'],
    ignores: ['src/server/data/**', 'src/server/db/**', 'src/server/**/*.test.ts', 'src/server/test/**'],
    rules: restrict(serverNotClient, deepRelative, accountTables),
  },
  {
    files: ['src/server/seed/**'],
    ignores: ['src/server/**/*.test.ts'],
    rules: restrict(serverNotClient, deepRelative, noTables),
  },
  {
    files: ['src/client/**'],
    rules: restrict({ group: ['drizzle-orm*', 'pg', 'express*', 'node:*'], message: 'The client never imports server code.' }, deepRelative),
  },
);
