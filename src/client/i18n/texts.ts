/**
 * Texts of public pages without a translation library in the browser: a public page ships only the texts its
 * interactive parts (islands) use, already in the page's language, and looks them up here. Keys are the same dotted
 * paths i18next uses for the same resources ('nav.services'); `{{name}}` placeholders are filled the same way.
 * The server renders public pages with the same lookup, so the browser's output always matches the served HTML.
 */
import { textAt } from '@/shared/site-texts/text-tree';
import type { cs } from './cs';

export type TextTree = { readonly [key: string]: TextValue };
type TextValue = string | TextTree | readonly unknown[];

/** Dotted paths of every text (string leaf) in a resource set. */
type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Dotted paths of every object or list in a resource set (for texts read whole, like the sample blog posts). */
type BranchPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends readonly unknown[]
      ? `${Prefix}${K}`
      : `${Prefix}${K}` | BranchPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type Resources = typeof cs;
export type TextKey = LeafPaths<Resources>;
export type TextBranchKey = BranchPaths<Resources>;
export type TextVariables = Record<string, string | number>;

/** The value at a dotted path, or undefined (the site texts' one lookup). */
export const lookupText = textAt;

/** Fills `{{name}}` placeholders; unknown names are left as written, so a mistake shows on the page. */
export function fillPlaceholders(template: string, variables?: TextVariables): string {
  if (!variables) return template;
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) =>
    name in variables ? String(variables[name]) : whole,
  );
}

/** The text at `key` with its placeholders filled; the key itself when missing (visible, and caught by tests). */
export function translate(tree: unknown, key: string, variables?: TextVariables): string {
  const value = lookupText(tree, key);
  return typeof value === 'string' ? fillPlaceholders(value, variables) : key;
}

/** A resource set reduced to these branches (what an island needs), keeping their paths. */
export function pickTexts(tree: unknown, keys: readonly string[]): TextTree {
  const picked: Record<string, unknown> = {};
  for (const key of keys) {
    const value = lookupText(tree, key);
    if (value === undefined) throw new Error(`No texts at "${key}"`);
    const parts = key.split('.');
    let node = picked;
    parts.slice(0, -1).forEach((part) => {
      // A copy, so that adding to it never changes the resource set itself.
      node[part] = { ...(node[part] as Record<string, unknown> | undefined) };
      node = node[part] as Record<string, unknown>;
    });
    node[parts[parts.length - 1]!] = value;
  }
  return picked as TextTree;
}
