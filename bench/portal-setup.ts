/**
 * What `npm run bench:web -- --portal` measures the client portal (issue 25) on, made through the production server's
 * own HTTP API, as staff and as the client would — nothing written to the database behind the server's back:
 *   - staff sign in (ADMIN_USERNAME / ADMIN_PASSWORD of the started server) and set the agency's billing details (a bank
 *     account: the invoice's QR Platba), create a client, turn the client's portal on, create and send a proposal,
 *     create and issue an invoice (unpaid), create a project;
 *   - the client asks for a sign-in link on /portal, takes it from the e-mail the in-process SMTP server received and
 *     signs in (the portal session cookie), writes a message about the project and asks to change the billing details
 *     (so the project's messages and the details' pending change are on their pages too);
 *   - a second link, not used, for the link page ("sign in" with one button).
 * The proposal stays open (its answer forms on the page), the invoice unpaid (its QR code on the page).
 */
import { portalPath } from '../src/shared/portal';
import { COMPLETE_AGENCY_BILLING } from '../src/server/test/billing-fixtures';
import { signIn } from '../src/server/test/server-process';
import type { TestSmtpServer } from '../src/server/test/smtp-test-server';

const ADMIN = { username: 'bench-admin', password: 'bench-password-1' };
const CLIENT_EMAIL = 'vera@kvetinarstvi.cz';

/** The server's environment for the portal: staff to set it up, mail through the in-process SMTP server. */
export function portalServerEnv(smtp: TestSmtpServer): Record<string, string> {
  return { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: 'Petra Portálová', ADMIN_EMAIL: 'petra@lipadigital.cz', SMTP_URL: smtp.url, MAIL_FROM: 'kancelar@lipadigital.cz' };
}

export interface PortalPage {
  /** The page's path after the language prefix ('' for the sign-in page or the overview). */
  path: string;
  name: string;
  /** Opened with the client's session cookie. */
  signedIn: boolean;
}

export interface PortalFixture {
  pages: PortalPage[];
  /** The Cookie header of the client's portal session. */
  cookie: string;
}

export async function preparePortal(url: string, smtp: TestSmtpServer): Promise<PortalFixture> {
  const staff = await signIn(url, ADMIN.username, ADMIN.password);
  const call = async <T = { id: number }>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(url + path, {
      method,
      headers: { cookie: staff, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  await call('PUT', '/api/admin/settings/billing', COMPLETE_AGENCY_BILLING);
  const client = await call('POST', '/api/admin/clients', {
    name: 'Věra Květinová', email: CLIENT_EMAIL, billingName: 'Květinářství Věra s.r.o.', ico: '25596641', dic: 'CZ25596641',
    billingStreet: 'Masarykova 3', billingCity: 'Olomouc', billingPostalCode: '779 00', billingCountry: 'CZ', vatPayer: true, phone: '+420 777 123 456',
  });
  await call('PUT', `/api/admin/clients/${client.id}/portal`, { enabled: true });
  const proposal = await call('POST', '/api/admin/proposals', {
    clientId: client.id, title: 'E-shop květinářství', language: 'cs', validUntil: '2099-12-31',
    lines: [
      { service: 'Návrh a vývoj e-shopu', description: 'Katalog, košík, platby kartou', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 6_000_000 },
      { service: 'Správa a hosting', quantityThousandths: 1000, unit: 'měs.', unitPriceMinor: 150_000, recurrence: 'monthly' },
    ],
  });
  await call('POST', `/api/admin/proposals/${proposal.id}/send`);
  const draft = await call('POST', '/api/admin/invoices', {
    clientId: client.id,
    lines: [{ description: 'Úvodní analýza', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 1_000_000 }],
  });
  const invoice = await call('POST', `/api/admin/invoices/${draft.id}/issue`);
  const project = await call('POST', '/api/admin/projects', { clientId: client.id, name: 'Redesign webu', description: 'Nový web květinářství' });

  // The client signs in from the e-mailed link.
  const token = await requestLink(url, smtp);
  const used = await fetch(`${url}${portalPath('cs', `/sign-in/${token}`)}`, { method: 'POST', redirect: 'manual' });
  if (used.status !== 303) throw new Error(`portal sign-in: ${used.status} ${await used.text()}`);
  const cookie = (used.headers.get('set-cookie') ?? '').split(';')[0]!;
  const form = async (path: string, fields: Record<string, string>) => {
    const res = await fetch(url + portalPath('cs', path), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    if (res.status !== 303) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  };
  await form(`/projects/${project.id}/messages`, { message: 'Můžeme posunout termín spuštění na březen?' });
  await form('/details', {
    billingName: 'Květinářství Věra s.r.o.', ico: '25596641', dic: 'CZ25596641', billingStreet: 'Husova 8', billingCity: 'Olomouc',
    billingPostalCode: '779 00', billingCountry: 'CZ', phone: '+420 777 123 456', vatPayer: 'on', note: 'Přestěhovali jsme se.',
  });
  // A link for the link page, left unused (the page's GET does not use it; it stays valid 15 minutes).
  const unused = await requestLink(url, smtp);

  return {
    cookie,
    pages: [
      { path: '', name: 'sign-in', signedIn: false },
      { path: `/sign-in/${unused}`, name: 'sign-in link', signedIn: false },
      { path: '', name: 'overview', signedIn: true },
      { path: `/proposals/${proposal.id}`, name: 'proposal', signedIn: true },
      { path: `/invoices/${invoice.id}`, name: 'invoice', signedIn: true },
      { path: `/projects/${project.id}`, name: 'project', signedIn: true },
      { path: '/details', name: 'details', signedIn: true },
    ],
  };
}

/** Asks for a sign-in link on the portal's form and returns the token of the e-mail that brings it. */
async function requestLink(url: string, smtp: TestSmtpServer): Promise<string> {
  const before = smtp.received.length;
  const res = await fetch(url + portalPath('cs', '/sign-in'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: CLIENT_EMAIL, language: 'cs' }).toString(),
  });
  if (res.status !== 200) throw new Error(`portal sign-in request: ${res.status}`);
  for (let i = 0; i < 150; i++) {
    const mail = smtp.received.slice(before).find((m) => m.to.includes(CLIENT_EMAIL));
    const token = mail?.raw.replace(/=\r?\n/g, '').match(/\/portal\/sign-in\/([A-Za-z0-9_-]+)/)?.[1];
    if (token) return token;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no sign-in mail to ${CLIENT_EMAIL}; received: ${smtp.received.map((m) => m.subject).join(' | ')}`);
}
