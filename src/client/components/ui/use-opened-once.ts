import { useState } from 'react';

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
