import type { Config } from '../config';
import type { Database } from '../db/database';
import { countUsers, createUser, UsernameTakenError } from '@/server/data/accounts/users';

/**
 * There is no default admin: the first one comes from ADMIN_* while the users table is empty. Several instances
 * starting together on one database may all try; the unique username lets one win, and the others find it there.
 */
export async function ensureInitialAdmin(
  db: Database,
  admin: Config['initialAdmin'],
): Promise<'created' | 'exists' | 'none'> {
  if ((await countUsers(db)) > 0) return 'exists';
  if (!admin) return 'none';
  try {
    const created = await createUser(db, admin, { onlyIfNoUsers: true });
    return created ? 'created' : 'exists';
  } catch (err) {
    if (err instanceof UsernameTakenError) return 'exists';
    throw err;
  }
}
