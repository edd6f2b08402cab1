import { afterEach, beforeEach } from 'vitest';

/**
 * Runs each test of the file (or describe block) with the process — and so jsdom's Date — in `zone`, restoring the
 * zone after. The back office shows and reads dates in Prague time whatever the browser's zone; a zone far from
 * Prague makes a date handled in the browser's zone show as a different day or hour.
 */
export function inTimeZone(zone: string): void {
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.TZ;
    process.env.TZ = zone;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });
}
