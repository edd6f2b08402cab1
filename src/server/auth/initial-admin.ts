import type { Config } from '../config';
import type { Database } from '../db/database';
import { countUsers, createUser } from './users';

/** There is no default admin: the first one comes from ADMIN_* while the users table is empty. */
export async function ensureInitialAdmin(
  db: Database,
  admin: Config['initialAdmin'],
): Promise<'created' | 'exists' | 'none'> {
  if ((await countUsers(db)) > 0) return 'exists';
  if (!admin) return 'none';
  const created = await createUser(db, admin, { onlyIfNoUsers: true });
  return created ? 'created' : 'exists';
}
