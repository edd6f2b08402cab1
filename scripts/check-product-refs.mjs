#!/usr/bin/env node
// Product-rule links (`npm test` runs this after lint): the code points at the product rules in the repository as
// `docs/product/<file>.md#<heading>`. Fails when
//   - a reference to the old, external specification (the word SPEC followed by a section sign) appears again, or
//   - a link names a docs/product file that does not exist, or a heading that file does not have.
// Headings become anchors as GitHub makes them: lower case, punctuation dropped, spaces to hyphens.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['src', 'e2e', 'bench', 'scripts', 'docs', 'README.md'];
const TEXT = /\.(ts|tsx|js|mjs|md|css|html|json)$/;
const OLD_REFERENCE = new RegExp('SPEC' + ' §');
const LINK = /docs\/product\/([\w.-]+\.md)(?:#([\w-]+))?/g;
// Links written relative to a file inside docs/product ([rules.md#pricing](rules.md#pricing)).
const SIBLING_LINK = /\]\(([\w.-]+\.md)(?:#([\w-]+))?\)/g;

function files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return TEXT.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((name) => (name === 'node_modules' ? [] : files(path.join(entry, name))));
}

export function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchors = new Map();
function anchorsOf(file) {
  if (!anchors.has(file)) {
    const full = path.join(root, 'docs/product', file);
    const headings = existsSync(full) ? readFileSync(full, 'utf8').split('\n').filter((line) => /^#{1,6} /.test(line)) : null;
    anchors.set(file, headings && new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, '')))));
  }
  return anchors.get(file);
}

const problems = [];
let links = 0;
for (const file of ROOTS.flatMap(files)) {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  const inProductDocs = file.startsWith(path.join('docs', 'product') + path.sep);
  lines.forEach((line, i) => {
    const where = `${file}:${i + 1}`;
    if (OLD_REFERENCE.test(line)) problems.push(`${where}: a reference to the external specification; link the rule in docs/product instead`);
    const found = [...line.matchAll(LINK), ...(inProductDocs ? line.matchAll(SIBLING_LINK) : [])];
    for (const [, target, anchor] of found) {
      links++;
      const known = anchorsOf(target);
      if (!known) problems.push(`${where}: docs/product/${target} does not exist`);
      else if (anchor && !known.has(anchor)) problems.push(`${where}: docs/product/${target} has no heading for #${anchor}`);
    }
  });
}

if (problems.length) {
  console.error(`✖ product-rule links:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`✔ product-rule links: ${links} link(s) to docs/product resolve, no reference to the external specification`);
