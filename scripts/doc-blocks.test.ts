// The shell blocks of README.md and docs/*.md run as pasted: `bash -n` accepts each, no `\` continuation is broken by
// a comment, and the blocks marked `<!-- run-in-test -->` run (twice: they must keep what they made) in a temp folder.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config';
import {
  continuationProblems,
  describeProblem,
  extractShellBlocks,
  runBlock,
  syntaxProblems,
  temporaryFolder,
  type ShellBlock,
} from './doc-blocks';

const root = path.resolve(import.meta.dirname, '..');
const docFiles = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const blocks = docFiles.flatMap((file) => extractShellBlocks(readFileSync(path.join(root, file), 'utf8'), file));

const block = (text: string): ShellBlock => ({ file: 'x.md', line: 10, text, runInTest: false });

describe('the shell-block checks', () => {
  it('finds bash and sh blocks with their line and marker, and skips other languages', () => {
    const md = ['# T', '', '```bash', 'echo 1', '```', '', '<!-- run-in-test -->', '', '```sh', 'echo 2', '```', '```yaml', 'a: 1', '```'].join('\n');
    expect(extractShellBlocks(md, 'f.md')).toEqual([
      { file: 'f.md', line: 4, text: 'echo 1\n', runInTest: false },
      { file: 'f.md', line: 10, text: 'echo 2\n', runInTest: true },
    ]);
  });

  it('catches a comment after a "\\" continuation (only PORT would reach node)', () => {
    const problems = continuationProblems(
      block(['NODE_ENV=production \\', 'SESSION_SECRET=…                 # ≥ 32 characters', 'TRUST_PROXY=10.0.0.0/8 \\         # the range', 'PORT=5000 \\', 'node dist/server/main.js'].join('\n')),
    );
    expect(problems.map(describeProblem)).toEqual([
      expect.stringMatching(/^x\.md:10: a command over 2 lines \(to line 11\) only sets variables/),
      expect.stringMatching(/^x\.md:12: a comment follows the "\\"/),
    ]);
  });

  it('catches a "\\" line followed by a comment-only line or a blank line', () => {
    expect(continuationProblems(block('A=1 \\\n# note\nnode x\n')).map(describeProblem)).toEqual([
      expect.stringMatching(/^x\.md:10: the line ends with "\\" but the next line is a comment/),
    ]);
    expect(continuationProblems(block('ls \\\n\necho\n')).map((p) => p.line)).toEqual([10]);
  });

  it('accepts correct continuations, comments on their own line, a final comment, and here-documents', () => {
    const ok = [
      '# Start:',
      'NODE_ENV=production \\',
      'PORT=5000 \\',
      'node dist/server/main.js   # a comment after the last line is fine',
      'pg_dump --format=custom \\',
      '  --file=x.dump "$DATABASE_URL"',
      'cat > f <<EOF',
      'A=1 \\',
      '# inside a here-document',
      'EOF',
      'echo "a \\\\"',
    ].join('\n');
    expect(continuationProblems(block(ok))).toEqual([]);
  });

  it('reports bash -n errors with the Markdown line', () => {
    expect(syntaxProblems(block('echo ok\nif true; then\necho x\n')).map(describeProblem)).toEqual([
      expect.stringMatching(/^x\.md:1[23]: bash -n: .*syntax error/),
    ]);
  });
});

describe('README.md and docs/*.md', () => {
  it('have shell blocks, some of them marked safe to run', () => {
    expect(blocks.length).toBeGreaterThan(10);
    expect(blocks.filter((b) => b.runInTest).length).toBeGreaterThan(0);
  });

  it('every shell block passes bash -n and has no broken continuation', () => {
    const problems = blocks.flatMap((b) => [...syntaxProblems(b), ...continuationProblems(b)]);
    expect(problems.map(describeProblem)).toEqual([]);
  });

  it.each(blocks.filter((b) => b.runInTest).map((b) => [`${b.file}:${b.line}`, b] as const))(
    'the block at %s runs, and runs again, in an empty folder',
    (_where, b) => {
      const dir = temporaryFolder();
      try {
        for (const round of [1, 2]) {
          const result = runBlock(b, dir);
          expect({ round, ...result }).toEqual({ round, code: 0, output: expect.any(String) });
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('the settings blocks generate SESSION_SECRET once into a file only its owner reads, and keep it', () => {
    const envBlocks = blocks.filter((b) => b.runInTest && b.text.includes('SESSION_SECRET=$(openssl'));
    expect(envBlocks.map((b) => b.file).sort()).toEqual(['README.md', 'docs/deploy.md']);
    for (const b of envBlocks) {
      const dir = temporaryFolder();
      try {
        runBlock(b, dir);
        const file = path.join(dir, 'agency.env');
        const first = readFileSync(file, 'utf8');
        expect(statSync(file).mode & 0o777).toBe(0o600);
        expect(first).toMatch(/^SESSION_SECRET=[0-9a-f]{64}$/m);
        for (const name of ['NODE_ENV=production', 'PUBLIC_URL=https://', 'ADMIN_USERNAME=', 'ADMIN_PASSWORD=', 'SMTP_URL=', 'MAIL_FROM=', 'NOTIFY_TO=']) {
          expect(first, `${b.file}:${b.line} sets ${name}`).toMatch(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`, 'm'));
        }
        // The server accepts the file as written (read as systemd and `set -a; . ./agency.env` do).
        const loaded = spawnSync('bash', ['-c', 'set -a && . ./agency.env && env -0'], { cwd: dir, env: {}, encoding: 'utf8' });
        const env = Object.fromEntries(loaded.stdout.split('\0').filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
        expect(() => loadConfig(env), `${b.file}:${b.line}`).not.toThrow();
        expect(loadConfig(env)).toMatchObject({ env: 'production', publicUrl: 'https://www.example.cz', mail: { from: 'Lipa Digital <web@example.cz>' } });
        expect(runBlock(b, dir).code).toBe(0);
        expect(readFileSync(file, 'utf8')).toBe(first);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});
