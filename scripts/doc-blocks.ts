/**
 * The shell blocks of the documentation (```bash / ```sh in README.md and docs/*.md), and the mistakes that make a
 * block break when pasted into a terminal although `bash -n` accepts it. Used by scripts/doc-blocks.test.ts.
 *
 * A block preceded by the line `<!-- run-in-test -->` is safe to run: the test runs it (twice) in an empty
 * temporary folder.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const RUN_IN_TEST_MARKER = '<!-- run-in-test -->';

export interface ShellBlock {
  /** The Markdown file, as given. */
  file: string;
  /** 1-based line number of the block's first line of code (the line after the opening fence). */
  line: number;
  text: string;
  /** Preceded by RUN_IN_TEST_MARKER (blank lines between allowed). */
  runInTest: boolean;
}

export interface BlockProblem {
  file: string;
  /** 1-based line number in the Markdown file. */
  line: number;
  message: string;
}

const FENCE = /^\s*(`{3,}|~{3,})\s*([\w-]*)/;
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console-bash']);

/** Every fenced block whose language is bash or sh, with where it starts. */
export function extractShellBlocks(markdown: string, file: string): ShellBlock[] {
  const lines = markdown.split('\n');
  const blocks: ShellBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const fence = open[1]!;
    const language = open[2]!.toLowerCase();
    let end = i + 1;
    while (end < lines.length && !lines[end]!.trim().startsWith(fence)) end++;
    if (SHELL_LANGUAGES.has(language)) {
      let before = i - 1;
      while (before >= 0 && lines[before]!.trim() === '') before--;
      blocks.push({
        file,
        line: i + 2,
        text: lines.slice(i + 1, end).join('\n') + '\n',
        runInTest: before >= 0 && lines[before]!.trim() === RUN_IN_TEST_MARKER,
      });
    }
    i = end;
  }
  return blocks;
}

/** A line whose last character is a `\` that escapes the newline (an odd number of trailing backslashes). */
function continues(line: string): boolean {
  const trailing = /\\+$/.exec(line)?.[0].length ?? 0;
  return trailing % 2 === 1;
}

const commentOnly = (line: string) => /^\s*#/.test(line);

/**
 * Continuation mistakes `bash -n` does not see:
 * - a `\` line followed by a comment-only or blank line: the command ends at that line, and what follows runs as
 *   a command of its own;
 * - `\` followed by spaces and a comment (`VAR=1 \   # note`): the backslash escapes a space, not the newline, so
 *   the command ends at that line;
 * - a command continued over several lines that only assigns variables (`A=1 \` `B=2   # note`): it runs nothing
 *   and the variables reach no program — a continuation was broken by a comment.
 * Lines inside here-documents are skipped.
 */
export function continuationProblems(block: ShellBlock): BlockProblem[] {
  const lines = block.text.split('\n');
  const problems: BlockProblem[] = [];
  const at = (index: number, message: string) => problems.push({ file: block.file, line: block.line + index, message });
  let heredocEnd: string | null = null;
  let command: { start: number; parts: string[] } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (heredocEnd !== null) {
      if (line.replace(/^\t+/, '') === heredocEnd) heredocEnd = null;
      continue;
    }
    const heredoc = /<<-?\s*(['"]?)([\w.-]+)\1/.exec(line);
    if (heredoc) heredocEnd = heredoc[2]!;

    if (/(^|\s)\\\s+#/.test(line)) {
      at(i, 'a comment follows the "\\" (it escapes a space, not the line end): the command ends on this line and the next lines run as commands of their own');
    }
    if (continues(line)) {
      const next = lines[i + 1];
      if (next === undefined || next.trim() === '' || commentOnly(next)) {
        at(i, `the line ends with "\\" but the next line is ${next === undefined || next.trim() === '' ? 'blank or missing' : 'a comment'}: the command ends there`);
      }
    }
    if (commentOnly(line) && command === null) continue;
    const code = line.replace(/(^|\s)#.*$/, '').replace(/\\$/, '');
    command ??= { start: i, parts: [] };
    command.parts.push(code);
    if (!continues(line)) {
      const words = command.parts.join(' ').trim().split(/\s+/).filter(Boolean);
      const lineCount = command.parts.length;
      const alreadyReported = problems.some((p) => p.line >= block.line + command!.start && p.line <= block.line + i);
      if (lineCount > 1 && !alreadyReported && words.length > 0 && words.every((w) => /^[A-Za-z_][A-Za-z0-9_]*=\S*$/.test(w))) {
        at(command.start, `a command over ${lineCount} lines (to line ${block.line + i}) only sets variables and runs nothing: a comment or blank line broke its "\\" continuation`);
      }
      command = null;
    }
  }
  return problems;
}

/** `bash -n` on the block; its complaints with the Markdown file's line numbers. */
export function syntaxProblems(block: ShellBlock): BlockProblem[] {
  const result = spawnSync('bash', ['-n'], { input: block.text, encoding: 'utf8' });
  if (result.status === 0) return [];
  const problems: BlockProblem[] = [];
  for (const message of result.stderr.split('\n').filter(Boolean)) {
    const where = /line (\d+):/.exec(message);
    problems.push({
      file: block.file,
      line: block.line + (where ? Number(where[1]) - 1 : 0),
      message: `bash -n: ${message.replace(/^bash: /, '')}`,
    });
  }
  return problems.length ? problems : [{ file: block.file, line: block.line, message: `bash -n failed (exit ${result.status})` }];
}

export interface RunResult {
  code: number | null;
  output: string;
}

/** Runs a block with `bash -e` in `dir` (cwd), HOME set to it. */
export function runBlock(block: ShellBlock, dir: string): RunResult {
  const script = path.join(dir, '.doc-block.sh');
  writeFileSync(script, block.text);
  const result = spawnSync('bash', ['-e', script], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, LANG: 'C.UTF-8' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  rmSync(script);
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

export function temporaryFolder(): string {
  return mkdtempSync(path.join(tmpdir(), 'doc-block-'));
}

export const describeProblem = (p: BlockProblem) => `${p.file}:${p.line}: ${p.message}`;
