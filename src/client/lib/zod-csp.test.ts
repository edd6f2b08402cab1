import { describe, expect, it } from 'vitest';

describe('zod without eval (CSP)', () => {
  it('zod picks up the jitless setting made before it loads', async () => {
    await import('./zod-csp');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // …and still parses objects.
    expect(z.object({ a: z.string() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x' });
  });
});
