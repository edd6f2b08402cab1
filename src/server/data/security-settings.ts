/** The installation's security rules kept in app_meta: whether every staff member must use two-factor sign-in. */
import { eq } from 'drizzle-orm';
import type { SecuritySettings } from '@/shared/schemas/staff';
import type { Database } from '../db/database';
import { appMeta } from '../db/schema';
import type { Transaction } from './content-version';

export const REQUIRE_TWO_FACTOR_KEY = 'require_two_factor';

export async function readSecuritySettings(db: Database | Transaction): Promise<SecuritySettings> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, REQUIRE_TWO_FACTOR_KEY));
  return { requireTwoFactor: row?.value === 'true' };
}
