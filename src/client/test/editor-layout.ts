import { beforeAll } from 'vitest';

/**
 * jsdom lays nothing out, but the rich-text editor (ProseMirror) asks for rectangles to scroll the selection into
 * view: give ranges, elements and text nodes empty ones for the tests of the calling file.
 */
export function stubEditorLayout(): void {
  beforeAll(() => {
    const rect: DOMRect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
    const rects = (): DOMRectList => Object.assign([rect], { item: () => rect });
    const layout = { getClientRects: rects, getBoundingClientRect: () => rect };
    // Text nodes have no layout methods in the DOM's types; ProseMirror calls them on text nodes too.
    for (const proto of [Range.prototype, Element.prototype, Text.prototype]) {
      for (const [name, stub] of Object.entries(layout)) if (!(name in proto)) Object.defineProperty(proto, name, { value: stub, configurable: true, writable: true });
    }
    document.elementFromPoint ??= () => null;
  });
}
