/**
 * Bank statement fixtures for tests: the hand-written camt.053 files in src/server/bank-statements/fixtures/, and GPC
 * files made of hand-written 128-character lines encoded in Windows-1250 as banks send them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../bank-statements/fixtures');

/** A fixture file's bytes. */
export function fixtureBytes(name: string): Buffer {
  return readFileSync(path.join(fixtures, name));
}

/** Windows-1250 bytes of each character the code page has (the decoder's table, inverted). */
const WINDOWS_1250: ReadonlyMap<string, number> = (() => {
  const decoder = new TextDecoder('windows-1250');
  const table = new Map<string, number>();
  for (let byte = 0; byte < 256; byte++) {
    const char = decoder.decode(Uint8Array.of(byte));
    if (char !== '\ufffd' && !table.has(char)) table.set(char, byte);
  }
  return table;
})();

/** Text encoded in Windows-1250; a character the code page lacks is a test error. */
export function encodeWindows1250(text: string): Buffer {
  return Buffer.from(
    [...text].map((char) => {
      const byte = WINDOWS_1250.get(char);
      if (byte === undefined) throw new Error(`"${char}" is not in Windows-1250`);
      return byte;
    }),
  );
}

/** One GPC line from its fields in order; a record that is not 128 characters long is a test error (unless `raw`). */
export function gpcLine(fields: readonly string[], options: { raw?: boolean } = {}): string {
  const line = fields.join('');
  if (!options.raw && line.length !== 128 && (line.startsWith('074') || line.startsWith('075'))) {
    throw new Error(`GPC fixture line has ${line.length} characters: ${line}`);
  }
  return line;
}

/** A GPC file of these lines: CRLF line ends, Windows-1250. */
export function gpcFile(lines: readonly string[], eol = '\r\n'): Buffer {
  return encodeWindows1250(lines.join(eol) + eol);
}
