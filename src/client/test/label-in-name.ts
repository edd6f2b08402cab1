/**
 * WCAG 2.5.3 Label in Name, checked in client tests: every control named from its content (a button, a link, a tab, a
 * menu item) whose visible text is not part of its accessible name — a speech-control user saying what they see would
 * miss it. The comparison is axe's `label-content-name-mismatch`: case and punctuation aside, the name contains the
 * text. Text hidden from sight (`sr-only`) or from assistive technology (`aria-hidden`) is not visible text.
 */
import { within } from '@testing-library/react';

const ROLES = ['button', 'link', 'tab', 'menuitem', 'menuitemradio', 'menuitemcheckbox'] as const;

function visibleText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  if (node.getAttribute('aria-hidden') === 'true' || node.classList.contains('sr-only') || node.hasAttribute('hidden')) return '';
  return Array.from(node.childNodes, visibleText).join(node.tagName === 'BR' ? ' ' : '');
}

const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** "role "visible text" is named "accessible name"" for each control in `container` that breaks the rule. */
export function labelNotInName(container: HTMLElement = document.body): string[] {
  const found: string[] = [];
  for (const role of ROLES) {
    within(container).queryAllByRole(role, {
      name: (name, element) => {
        const text = comparable(visibleText(element));
        if (text !== '' && !` ${comparable(name)} `.includes(` ${text} `)) found.push(`${role} "${visibleText(element).trim()}" is named "${name}"`);
        return false;
      },
    });
  }
  return found;
}
