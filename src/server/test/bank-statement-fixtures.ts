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

export interface CamtEntry {
  /** The bank's reference (AcctSvcrRef). */
  ref: string;
  /** The amount as the bank writes it ("1234.50"). */
  amount: string;
  /** CRDT (default) or DBIT. */
  indicator?: 'CRDT' | 'DBIT';
  vs?: string;
  /** The payer's name (Dbtr/Nm), written into the XML as given (escape it yourself). */
  name?: string;
  /** Extra XML inside the transaction's details (odd elements for the refusal tests). */
  extra?: string;
}

/** A camt.053.001.02 statement of a CZK account with these booked entries, UTF-8. */
export function camtStatement(entries: readonly CamtEntry[], iban = 'CZ6508000000192000145399'): Buffer {
  const entry = (e: CamtEntry) => `
      <Ntry>
        <Amt Ccy="CZK">${e.amount}</Amt>
        <CdtDbtInd>${e.indicator ?? 'CRDT'}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-25</Dt></BookgDt>
        <AcctSvcrRef>${e.ref}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Nm>${e.name ?? 'Plátce'}</Nm></Dbtr></RltdPties>
          <RmtInf><Ustrd>${e.vs ? `VS:${e.vs}` : 'Platba'}</Ustrd></RmtInf>${e.extra ?? ''}
        </TxDtls></NtryDtls>
      </Ntry>`;
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>TEST</MsgId><CreDtTm>2026-11-26T06:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>2026/1</Id>
      <Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>CZK</Ccy></Acct>${entries.map(entry).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`);
}
