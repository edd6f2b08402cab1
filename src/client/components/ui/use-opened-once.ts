import { createElement, useState, type ComponentType } from 'react';

/**
 * Whether a dialog has been opened at least once. A form dialog is rendered only from then on: before, its form,
 * schema and fields were built again with every render of the screen behind it (each search typed in its list).
 * Once opened it stays rendered, so closing keeps its animation and reopening is immediate.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** The dialog `Content` (its `open` prop) rendered from its first opening on (useOpenedOnce), nothing before. */
export function fromFirstOpening<P extends { open: boolean }>(Content: ComponentType<P>): ComponentType<P> {
  function FromFirstOpening(props: P) {
    return useOpenedOnce(props.open) ? createElement(Content, props) : null;
  }
  FromFirstOpening.displayName = `FromFirstOpening(${Content.displayName ?? Content.name})`;
  return FromFirstOpening;
}
