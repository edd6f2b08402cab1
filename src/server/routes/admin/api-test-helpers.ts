/** Small assertions shared by the admin API tests. */
import { expect } from 'vitest';
import type { TestResponse } from '@/server/test/test-server';

/** A 400 (or other status) naming `field` with exactly `message`, in the API's error shape. */
export function expectFieldError(res: TestResponse, field: string, message: string, status = 400): void {
  expect(res.status, res.text).toBe(status);
  expect(res.body.field).toBe(field);
  expect(res.body.fields?.[field]).toBe(message);
  expect(res.body.message).toBe(`${field}: ${message}`);
}

/** No answer ever carries a password hash (scrypt$…) or a field named like one. */
export function expectNoPasswordHash(res: TestResponse): void {
  expect(res.text).not.toMatch(/scrypt\$|password_?hash/i);
}
