// Lint: TypeScript rules, React hooks, and the import boundaries of the layout:
//   shared  → imports neither client nor server
//   server  → never imports client;  client → never imports server
//   client: app → features → components/lib/i18n → shared; a feature never imports another feature or the app.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const restrict = (...groups) => ({ 'no-restricted-imports': ['error', { patterns: groups }] });

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'bench/tmp-*', 'node_modules/', 'data/', '.test-data/', 'coverage/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/shared/**'],
    rules: restrict({ group: ['**/client/**', '**/server/**', 'react', 'react-dom', 'express', 'drizzle-orm*', 'pg'], message: 'src/shared is imported by both sides and imports neither.' }),
  },
  {
    files: ['src/server/**'],
    rules: restrict({ group: ['**/client/**', 'react', 'react-dom/*'], message: 'The server never imports client code.' }),
  },
  {
    files: ['src/client/**'],
    rules: restrict({ group: ['**/server/**', 'drizzle-orm*', 'pg', 'express*', 'node:*'], message: 'The client never imports server code.' }),
  },
  {
    files: ['src/client/components/**', 'src/client/lib/**', 'src/client/i18n/**'],
    rules: restrict(
      { group: ['**/server/**', 'drizzle-orm*', 'pg', 'express*', 'node:*'], message: 'The client never imports server code.' },
      { group: ['**/features/**', '**/app/**'], message: 'Shared client code does not import features or the app.' },
    ),
  },
  ...features.map((feature) => ({
    files: [`src/client/features/${feature}/**`],
    rules: restrict(
      { group: ['**/server/**', 'drizzle-orm*', 'pg', 'express*', 'node:*'], message: 'The client never imports server code.' },
      { group: ['**/app/**'], message: 'Features do not import the app.' },
      ...features
        .filter((other) => other !== feature)
        .map((other) => ({ group: [`**/features/${other}/**`, `../${other}/**`], message: `Feature "${feature}" must not import feature "${other}".` })),
    ),
  })),
);
