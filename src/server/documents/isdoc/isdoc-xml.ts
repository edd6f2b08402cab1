/**
 * The text of an ISDOC document (docs/decisions/030-isdoc.md#xml): a small element tree written out by hand, every
 * text and attribute value through the one escape function below, and every amount an exact decimal written from
 * integers by string slicing — no floating point touches a number.
 */

export interface XmlElement {
  name: string;
  attributes: readonly (readonly [string, string])[];
  /** Text content (escaped when written); absent for an element with children. */
  text?: string;
  children?: readonly XmlElement[];
}

type Attributes = Readonly<Record<string, string | undefined>>;
/** A child that is left out: optional elements are written `condition && element(…)`. */
type Child = XmlElement | null | undefined | false;

const attributeList = (attributes: Attributes = {}) =>
  Object.entries(attributes).flatMap(([name, value]) => (value === undefined ? [] : [[name, value] as const]));

/** An element holding text (possibly empty). */
export function leaf(name: string, text: string, attributes?: Attributes): XmlElement {
  return { name, attributes: attributeList(attributes), text };
}

/** An element holding other elements, in the order given (the schema's order); left-out children are skipped. */
export function node(name: string, children: readonly (Child | readonly Child[])[], attributes?: Attributes): XmlElement {
  const kept = children.flat().filter((child): child is XmlElement => Boolean(child));
  return { name, attributes: attributeList(attributes), children: kept };
}

// Characters XML 1.0 does not allow at all (C0 controls but tab, LF and CR; U+FFFE, U+FFFF; unpaired surrogates):
// dropped, since no escape can carry them.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // A parser turns a raw CR into LF, and tabs and line breaks inside an attribute into spaces: character
  // references keep them as they were.
  '\r': '&#13;',
  '\n': '&#10;',
  '\t': '&#9;',
};

/** Text as XML character data or an attribute value: markup characters escaped, characters XML forbids dropped. */
export function escapeXml(text: string, inAttribute = false): string {
  const special = inAttribute ? /[&<>"'\r\n\t]/g : /[&<>"'\r]/g;
  return text.replace(NOT_XML, '').replace(special, (c) => ENTITIES[c]!);
}

function write(element: XmlElement, indent: string, out: string[]): void {
  const attributes = element.attributes.map(([name, value]) => ` ${name}="${escapeXml(value, true)}"`).join('');
  const children = element.children;
  if (children === undefined) {
    out.push(`${indent}<${element.name}${attributes}>${escapeXml(element.text ?? '')}</${element.name}>`);
  } else if (children.length === 0) {
    out.push(`${indent}<${element.name}${attributes}/>`);
  } else {
    out.push(`${indent}<${element.name}${attributes}>`);
    for (const child of children) write(child, `${indent}  `, out);
    out.push(`${indent}</${element.name}>`);
  }
}

/** The whole document, UTF-8 declared, indented by two spaces, ending with a line break. */
export function xmlDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, '', out);
  return `${out.join('\n')}\n`;
}

/**
 * An integer in units of 10^-scale as an xs:decimal, by string slicing: (123450n, 2) → "1234.50", (-5n, 2) → "-0.05",
 * (1500n, 3, 0) → "1.5". Trailing zeros of the fraction are dropped down to `minFractionDigits`.
 */
export function decimal(value: bigint | number, scale: number, minFractionDigits = scale): string {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) throw new RangeError(`Not a safe integer: ${value}`);
  const big = BigInt(value);
  const digits = (big < 0n ? -big : big).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  let fraction = digits.slice(digits.length - scale);
  while (fraction.length > minFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const sign = big < 0n ? '-' : '';
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Minor units (haléře, cents) as an amount with two decimals: 123450 → "1234.50". */
export const money = (minor: bigint | number): string => decimal(minor, 2);
