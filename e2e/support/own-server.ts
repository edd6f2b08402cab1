/**
 * For the e2e files that need a server of their own rather than the shared one (global-setup.ts): the production
 * build on a fresh data folder with a known admin, a browser, optionally an in-process SMTP server it mails through,
 * and one stop() for all of it. Plus reading that mail: the newest message to an address, the link in it.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { freePort, startServer } from '../../src/server/test/server-process';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../src/server/test/smtp-test-server';
import { temporaryDataDir } from '../../src/server/test/temporary-database';

export interface OwnServerAdmin {
  username: string;
  password: string;
  name?: string;
  email?: string;
}

export interface OwnServerOptions {
  /** Prefix of the temporary data folder's name. */
  dataPrefix: string;
  /** The first admin (ADMIN_USERNAME, ADMIN_PASSWORD, and ADMIN_NAME / ADMIN_EMAIL when given). */
  admin: OwnServerAdmin;
  /**
   * Mail goes to an in-process SMTP server (`smtp`), sent from this address; the server then also knows its own
   * address (PUBLIC_URL), which the links in the mail start with.
   */
  mailFrom?: string;
  /** Further environment, over the above. */
  env?: Record<string, string>;
}

export interface OwnServer {
  url: string;
  admin: OwnServerAdmin;
  browser: Browser;
  /** Closes the browser, stops the server, closes the SMTP server, removes the data folder. */
  stop(): Promise<void>;
}

export interface OwnServerWithMail extends OwnServer {
  smtp: TestSmtpServer;
}

export async function startOwnServer(options: OwnServerOptions & { mailFrom: string }): Promise<OwnServerWithMail>;
export async function startOwnServer(options: OwnServerOptions): Promise<OwnServer>;
export async function startOwnServer({ dataPrefix, admin, mailFrom, env }: OwnServerOptions): Promise<OwnServer & { smtp?: TestSmtpServer }> {
  const data = temporaryDataDir(dataPrefix);
  const smtp = mailFrom === undefined ? undefined : await startSmtpServer();
  const port = await freePort();
  const started = await Promise.allSettled([
    launchBrowser(),
    startServer({
      PORT: String(port),
      DATA_DIR: data.dataDir,
      ...(smtp ? { SMTP_URL: smtp.url, MAIL_FROM: mailFrom!, PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ...(admin.name ? { ADMIN_NAME: admin.name } : {}),
      ...(admin.email ? { ADMIN_EMAIL: admin.email } : {}),
      ...env,
    }),
  ]);
  const browser = started[0].status === 'fulfilled' ? started[0].value : undefined;
  const server = started[1].status === 'fulfilled' ? started[1].value : undefined;
  const stop = async () => {
    await browser?.close();
    await server?.stop(10_000);
    await smtp?.close();
    data.remove();
  };
  // A failed start leaves nothing running: whatever did start is stopped again.
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { url: server!.url, admin, browser: browser!, smtp, stop };
}

/** The newest mail delivered to `to` that `matches`, waiting up to 30 s for the outbox to deliver it. */
export async function mailTo(smtp: TestSmtpServer, to: string, matches: (mail: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
  for (let i = 0; i < 150; i++) {
    const mail = smtp.received.findLast((m) => m.to.includes(to) && matches(m));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no matching mail to ${to}; received: ${smtp.received.map((m) => `${m.to.join(',')}: ${m.subject}`).join(' | ')}`);
}

/** The newest mail to `to` whose text holds a link matching `link`, with that link. */
export async function linkMailedTo(smtp: TestSmtpServer, to: string, link: RegExp): Promise<ReceivedMail & { link: string }> {
  const mail = await mailTo(smtp, to, (m) => link.test(m.text));
  return { ...mail, link: mail.text.match(link)![0] };
}
