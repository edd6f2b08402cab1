/**
 * Czech payment symbols (variabilní, konstantní, specifický symbol) as banks write them, read into one form:
 * VS and SS are up to 10 digits written without leading zeros ("0020260001" → "20260001"); KS is written with 4
 * digits ("308" → "0308"). An all-zero symbol is no symbol.
 */
export type SymbolKind = 'VS' | 'KS' | 'SS';

export function normalizeSymbol(kind: SymbolKind, digits: string | undefined): string | undefined {
  if (digits === undefined || !/^\d{1,10}$/.test(digits)) return undefined;
  const stripped = digits.replace(/^0+/, '');
  if (stripped === '') return undefined;
  return kind === 'KS' && stripped.length <= 4 ? stripped.padStart(4, '0') : stripped;
}

/**
 * A symbol written with its name in free text: "VS:1234", "VS 1234", "VS1234", "/VS/1234/SS/5/KS/0308",
 * "vs: 1234" (not inside a longer word: "DVS12" is none). Up to 10 digits; more digits is no symbol.
 */
export function symbolInText(kind: SymbolKind, text: string | undefined): string | undefined {
  if (!text) return undefined;
  const match = new RegExp(`(?:^|[^A-Z0-9])${kind}[\\s:./#=-]*(\\d{1,10})(?!\\d)`, 'i').exec(text);
  return normalizeSymbol(kind, match?.[1]);
}

/** A value that is the symbol alone ("1234567890"), or names it ("VS1234"). */
export function symbolValue(kind: SymbolKind, value: string | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  return /^\d{1,10}$/.test(trimmed) ? normalizeSymbol(kind, trimmed) : symbolInText(kind, trimmed);
}
