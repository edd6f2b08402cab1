/**
 * A tree of texts read by dotted path ('home.hero.title'): the one lookup of the resource sets and the site texts. It
 * imports nothing, so public pages' islands read their texts with it without loading the texts themselves.
 */

/** The value at a dotted path of a tree, or undefined. */
export function textAt(tree: unknown, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}
