/**
 * Portal sessions in tests (issue 25): a client with portal access and a signed-in TestClient for it, made directly
 * through the portal's data modules (the sign-in by e-mail link has tests of its own).
 */
import { PORTAL_COOKIE_NAME } from '@/shared/portal';
import type { Database } from '@/server/db/database';
import { portalAccess } from '@/server/db/schema';
import { portalSessionStore } from '@/server/data/portal/portal-sessions';
import type { TestClient, TestServer } from './test-server';

/** Turns portal access on for a client (as staff would). */
export async function grantPortalAccess(db: Database, clientId: number): Promise<void> {
  await db.insert(portalAccess).values({ clientId }).onConflictDoNothing();
}

/** A browser signed in to the portal as the client (access turned on first). */
export async function portalClientFor(server: TestServer, clientId: number, email = `client${clientId}@example.cz`): Promise<TestClient> {
  await grantPortalAccess(server.db, clientId);
  const { id } = await portalSessionStore(server.db).create(server.db, clientId, email);
  const browser = server.client();
  browser.cookies.set(PORTAL_COOKIE_NAME, id);
  return browser;
}
