/**
 * Portal sessions in tests (issue 25): a client with portal access and a signed-in TestClient for it, made directly
 * through the portal's data modules (the sign-in by e-mail link has tests of its own).
 */
import { and, desc, eq, ilike } from 'drizzle-orm';
import { PORTAL_COOKIE_NAME } from '@/shared/portal';
import type { Database } from '@/server/db/database';
import { mailOutbox, portalAccess } from '@/server/db/schema';
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

/**
 * Signs in to the portal as a client would: asks for a link by e-mail (the address must have access), reads the link
 * from the outbox, opens it and presses its button. `headers` go with every request (e.g. X-Forwarded-For).
 */
export async function signInToPortalByLink(server: TestServer, email: string, headers: Record<string, string> = {}): Promise<TestClient> {
  const browser = server.client();
  const form = (path: string, fields: Record<string, string>) =>
    browser.request('POST', path, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded', ...headers });
  const mailed = () => server.db.select({ text: mailOutbox.text }).from(mailOutbox).where(and(eq(mailOutbox.kind, 'portal_sign_in'), ilike(mailOutbox.recipients, `%${email}%`))).orderBy(desc(mailOutbox.id));
  const before = (await mailed()).length;
  const asked = await form('/portal/sign-in', { email, language: 'cs' });
  if (asked.status !== 200) throw new Error(`portal sign-in request: ${asked.status}`);
  // The link is made and mailed after the answer (decision 032).
  const end = Date.now() + 5000;
  let mails = await mailed();
  while (mails.length <= before && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    mails = await mailed();
  }
  const link = /https?:\/\/\S+\/sign-in\/[A-Za-z0-9_-]+/.exec(mails[0]?.text ?? '')?.[0];
  if (mails.length <= before || !link) throw new Error('no portal sign-in mail');
  const signedIn = await form(new URL(link).pathname, {});
  if (signedIn.status !== 303) throw new Error(`portal sign-in: ${signedIn.status}`);
  return browser;
}
