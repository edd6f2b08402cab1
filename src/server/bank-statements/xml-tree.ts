/**
 * Reading the tree fast-xml-parser makes of a statement, safely: XML with a DOCTYPE or entity declarations is refused
 * before parsing (no XXE, no entity expansion "billion laughs"); the parser itself expands no entities
 * (processEntities: false) and only the five predefined entities and numeric character references are decoded here.
 * Values stay strings (no number parsing: "0308" stays "0308"). Refused before the tree is built, each naming why: a
 * NUL character (no XML has one), an element or attribute named `__proto__`, `constructor` or `prototype` (never in
 * a statement; fast-xml-parser would throw on it), nesting deeper than STATEMENT_XML_MAX_DEPTH (the parser's
 * maxNestedTags is set to it, and whatever the parser still throws is a malformed file, never a 500).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Invalid } from '@/server/domain/errors';
import { BANK_STATEMENT_MESSAGES as M, STATEMENT_XML_MAX_DEPTH, STATEMENT_XML_RESERVED_NAMES } from './types';

export type XmlNode = Record<string, unknown>;

/** Elements that may repeat in a camt.053 and are read as lists even when there is one. */
const LIST_ELEMENTS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'CdtrRefInf', 'AddtlRmtInf', 'Bal']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => LIST_ELEMENTS.has(name),
  maxNestedTags: STATEMENT_XML_MAX_DEPTH,
  strictReservedNames: true,
});

/** The 1-based line of a position in a text. */
const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

const RESERVED: ReadonlySet<string> = new Set(STATEMENT_XML_RESERVED_NAMES);
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * The tags of well-formed XML read once: how deep its elements nest, and the first element or attribute (with or
 * without a namespace prefix) with a reserved name. Comments, CDATA, processing instructions and text are skipped.
 */
function markupFacts(xml: string): { depth: number; reserved?: string } {
  const markup = xml.replace(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<![^>]*>/g, '');
  let depth = 0;
  let deepest = 0;
  for (const [, closing, name, rest, selfClosing] of markup.matchAll(/<(\/?)([^\s/>]+)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g)) {
    if (RESERVED.has(localName(name!))) return { depth: deepest, reserved: localName(name!) };
    const attributes = rest!.replace(/"[^"]*"|'[^']*'/g, '').matchAll(/([^\s=]+)\s*=/g);
    for (const [, attribute] of attributes) if (RESERVED.has(localName(attribute!))) return { depth: deepest, reserved: localName(attribute!) };
    if (closing) depth -= 1;
    else if (!selfClosing) deepest = Math.max(deepest, (depth += 1));
  }
  return { depth: deepest };
}

/** Whether the text declares a document type or entities (anywhere: a statement never does). */
export function declaresDoctype(xml: string): boolean {
  return /<!DOCTYPE|<!ENTITY/i.test(xml);
}

/** The parsed tree of well-formed XML without a DOCTYPE; Invalid('file', …) with the refusal's code otherwise. */
export function parseXml(xml: string): XmlNode {
  if (declaresDoctype(xml)) throw new Invalid('file', M.xmlDoctype, { code: 'xmlDoctype' });
  const nul = xml.indexOf('\u0000');
  if (nul >= 0) throw new Invalid('file', M.xmlNul(lineAt(xml, nul)), { code: 'nulCharacter', params: { line: lineAt(xml, nul) } });
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new Invalid('file', M.xmlMalformed(`line ${valid.err.line}: ${valid.err.msg}`), { code: 'xmlMalformed', params: { line: valid.err.line } });
  }
  const facts = markupFacts(xml);
  if (facts.reserved) throw new Invalid('file', M.xmlReservedName(facts.reserved), { code: 'xmlReservedName', params: { name: facts.reserved } });
  if (facts.depth > STATEMENT_XML_MAX_DEPTH) throw new Invalid('file', M.xmlTooDeep, { code: 'xmlTooDeep', params: { limit: STATEMENT_XML_MAX_DEPTH } });
  try {
    return parser.parse(xml) as XmlNode;
  } catch (err) {
    // Checked above, so not expected: still a refused file, never a 500.
    throw new Invalid('file', M.xmlMalformed(err instanceof Error ? err.message : String(err)), { code: 'xmlMalformed' });
  }
}

const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The five predefined XML entities and numeric character references; anything else is left as written. */
export function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return PREDEFINED[name.toLowerCase()] ?? whole;
  });
}

function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first child element `name` of a node (a list's first item). */
export function child(node: unknown, name: string): XmlNode | undefined {
  if (!isNode(node)) return undefined;
  const value = node[name];
  const first = Array.isArray(value) ? (value[0] as unknown) : value;
  if (isNode(first)) return first;
  // An element with only text is a string in the tree: give it as a node with its text.
  return typeof first === 'string' ? { '#text': first } : undefined;
}

/** Every child element `name` of a node. */
export function children(node: unknown, name: string): XmlNode[] {
  if (!isNode(node)) return [];
  const value = node[name];
  const list: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((item) => (isNode(item) ? item : { '#text': typeof item === 'string' ? item : '' }));
}

/** The text of the element at a path below a node ("Refs", "EndToEndId"), decoded, or undefined when absent or empty. */
export function textAt(node: unknown, ...path: string[]): string | undefined {
  let current: unknown = node;
  for (const name of path) current = child(current, name);
  if (!isNode(current)) return undefined;
  const raw = current['#text'];
  if (typeof raw !== 'string') return undefined;
  const text = decodeXmlText(raw).trim();
  return text === '' ? undefined : text;
}

/** The texts of every element `name` below a node (e.g. each Ustrd line). */
export function textsOf(node: unknown, name: string): string[] {
  return children(node, name)
    .map((item) => textAt(item))
    .filter((text): text is string => text !== undefined);
}

/** An attribute's value. */
export function attribute(node: XmlNode | undefined, name: string): string | undefined {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
