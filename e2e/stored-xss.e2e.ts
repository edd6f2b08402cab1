/**
 * Stored XSS: a corpus of script payloads goes in through the API — contact messages (name, message), clients (name,
 * company, notes, website), projects (name, description), blog posts (title, content, both translations, published)
 * and portfolio items (title, description, link, image; featured) — and is then shown on the public pages (home with
 * the featured items and a project dialog, the blog with a post open, in both languages) and on every admin screen
 * (messages with a message open, clients, a client's detail, projects, blog, portfolio, dashboard).
 *
 * The browser runs with the Content-Security-Policy BYPASSED, so this tests the output encoding and the HTML
 * sanitiser themselves (the policy is a second, separate layer: security-headers.e2e.ts). `window.__xss` is a
 * tripwire: its setter records any write; it must stay unwritten, no dialog may open, and no rendered element may
 * carry an on* handler attribute, a javascript: address or an injected script.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { wakeEveryIsland } from './support/public-site';

const baseUrl = inject('baseUrl');
const admin = { username: inject('adminUsername'), password: inject('adminPassword') };

const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  'javascript:window.__xss=1',
  '<svg onload="window.__xss=1"></svg>',
  '"><script>window.__xss=1</script>',
  "'><img src=x onerror=window.__xss=1>",
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1">klikni</a>',
  '<details open ontoggle="window.__xss=1">',
  '{{constructor.constructor("window.__xss=1")()}}',
];
/** The marker every payload's visible text carries, to prove the content was really on the page. */
const MARKER = 'window.__xss=1';

let browser: Browser;
let cookie = '';
/** Values the API refused on validation (so they never reached a page): reported, not silently dropped. */
const refused: string[] = [];
let clientId = 0;
/** Everything this file stored, deleted again afterwards: the broken image addresses must not reach other suites. */
const created: string[] = [];
/** The first payload post's slug, and its English one (each language has its own address, decision 021). */
let postSlug = '';
let postSlugEn = '';
let featuredTitle = '';

async function api(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await fetch(baseUrl + path, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

/** Creates with the payload; when a field refuses it (validation), records that and retries without the field. */
async function create(path: string, body: Record<string, unknown>, optional: string[]): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  let attempt = { ...body };
  for (let i = 0; i <= optional.length; i++) {
    const res = await api('POST', path, attempt);
    if (res.status === 201) return res.json;
    const field = res.json?.field as string | undefined;
    expect(res.status, `${path}: ${JSON.stringify(res.json)}`).toBe(400);
    expect(optional, `${path} refused a required field: ${JSON.stringify(res.json)}`).toContain(field);
    refused.push(`${path} ${field}=${JSON.stringify(attempt[field!])} (${res.json.fields[field!]})`);
    attempt = { ...attempt, [field!]: null };
  }
  throw new Error(`${path} never accepted the payload`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(login.status).toBe(200);
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;

  for (const [i, p] of PAYLOADS.entries()) {
    const contact = await api('POST', '/api/contact', { name: p, email: `xss${i}@example.cz`, message: `Zpráva ${i}: ${p}` });
    expect(contact.status).toBe(201);
    created.push(`/api/admin/messages/${contact.json.id}`);
    const client = await create(
      '/api/admin/clients',
      { name: p, email: `xss${i}@example.cz`, company: p, internalNotes: p, website: p, contractUrl: p, industry: p },
      ['website', 'contractUrl'],
    );
    clientId ||= client.id;
    created.push(`/api/admin/clients/${client.id}`); // its projects go with it
    await create('/api/admin/projects', { clientId: client.id, name: p, description: p, notes: p }, []);
    const html = `<p>${p}</p>${PAYLOADS.join('<br>')}<p><a href="javascript:window.__xss=1">odkaz</a></p>`;
    const post = await create(
      '/api/admin/blog',
      {
        title: `${p} ${i}`,
        content: html,
        published: true,
        imageUrl: i % 2 ? `/images/x.svg"onerror="window.__xss=1` : null,
        translations: { cs: { title: `${p} cs`, content: html, description: p }, en: { title: `${p} en`, content: html, description: p } },
      },
      ['imageUrl'],
    );
    postSlug ||= post.slug;
    postSlugEn ||= post.translations.en.slug;
    created.push(`/api/admin/blog/${post.id}`);
    const item = await create(
      '/api/admin/portfolio',
      {
        title: `${p} ${i}`,
        description: p,
        imageUrl: `/images/x.svg"onerror="window.__xss=1`,
        category: 'web',
        link: i % 2 ? p : `https://example.com/"><script>window.__xss=1</script>`,
        featured: true,
      },
      ['link', 'imageUrl'],
    );
    featuredTitle ||= item.title;
    created.push(`/api/admin/portfolio/${item.id}`);
  }
}, 120_000);

afterAll(async () => {
  console.log(`stored XSS: ${PAYLOADS.length} payloads; refused by validation (never stored):\n  ${refused.join('\n  ')}`);
  await browser?.close();
  for (const path of created.reverse()) expect((await api('DELETE', path)).status, `DELETE ${path}`).toBe(204);
});

/** A page with the tripwire armed; dialogs are recorded and dismissed. */
async function armedPage(locale = 'cs-CZ') {
  const tracked = await openPage(browser, { bypassCSP: true, locale });
  const dialogs: string[] = [];
  tracked.page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  await tracked.page.addInitScript(() => {
    const hits: string[] = [];
    Object.defineProperty(window, '__xssHits', { value: hits });
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => undefined,
      set: (v: unknown) => {
        hits.push(`${String(v)} at ${location.pathname}`);
      },
    });
  });
  return { ...tracked, dialogs };
}

/** Nothing ran and nothing dangerous is in the DOM; the payload text itself is on the page (escaped). */
async function expectInert(page: Page, dialogs: string[], where: string, expectMarker = true) {
  await page.waitForTimeout(300); // let onerror/onload handlers of broken images fire, if any exist
  const report = await page.evaluate(() => {
    const handlers: string[] = [];
    const jsLinks: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) {
        if (/^on/i.test(attr)) handlers.push(`<${el.tagName.toLowerCase()} ${attr}>`);
        const value = el.getAttribute(attr) ?? '';
        if (/^(href|src|action|formaction|xlink:href)$/i.test(attr) && /^\s*javascript:/i.test(value)) jsLinks.push(`<${el.tagName.toLowerCase()} ${attr}="${value}">`);
      }
    }
    const scripts = [...document.querySelectorAll('script')]
      .filter((s) => !(s.src && new URL(s.src).pathname.startsWith('/assets/')) && !['application/json', 'application/ld+json'].includes(s.type))
      .map((s) => s.outerHTML.slice(0, 120));
    return {
      hits: (window as unknown as { __xssHits: string[] }).__xssHits,
      xss: (window as unknown as { __xss?: unknown }).__xss,
      handlers,
      jsLinks,
      scripts,
      text: document.body.innerText,
    };
  });
  expect(report.hits, `tripwire on ${where}`).toEqual([]);
  expect(report.xss, where).toBeUndefined();
  expect(dialogs, `dialogs on ${where}`).toEqual([]);
  expect(report.handlers, `on* attributes on ${where}`).toEqual([]);
  expect(report.jsLinks, `javascript: addresses on ${where}`).toEqual([]);
  expect(report.scripts, `injected scripts on ${where}`).toEqual([]);
  if (expectMarker) expect(report.text, `the payload text should be shown (escaped) on ${where}`).toContain(MARKER);
}

describe('stored XSS: public pages', () => {
  it.each(['cs', 'en'] as const)('home with the featured items, and a featured item opened (%s)', async (lang) => {
    const { page, context, dialogs } = await armedPage(lang === 'cs' ? 'cs-CZ' : 'en-US');
    await page.goto(`${baseUrl}${lang === 'en' ? '/en' : '/'}`);
    await wakeEveryIsland(page);
    await expectInert(page, dialogs, `home (${lang})`);
    await page.getByRole('heading', { name: featuredTitle }).first().scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: new RegExp(`: ${featuredTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first().click();
    await page.getByRole('dialog').waitFor();
    await expectInert(page, dialogs, `home project dialog (${lang})`);
    await context.close();
  });

  it.each(['cs', 'en'] as const)('blog with the published posts, a post opened, and its own page (%s)', async (lang) => {
    const { page, context, dialogs } = await armedPage(lang === 'cs' ? 'cs-CZ' : 'en-US');
    const prefix = lang === 'en' ? '/en' : '';
    await page.goto(`${baseUrl}${prefix}/blog`);
    await wakeEveryIsland(page);
    await expectInert(page, dialogs, `blog (${lang})`);
    // The newest post (one of the payload posts) opened in its dialog.
    await page.locator('article h2 button').first().click();
    await page.getByRole('dialog').waitFor();
    await expectInert(page, dialogs, `blog post dialog (${lang})`);
    // The post's own page; its old address (/blog?post=) leads there.
    await page.goto(`${baseUrl}${prefix}/blog?post=${encodeURIComponent(postSlug)}`);
    expect(new URL(page.url()).pathname).toBe(`${prefix}/blog/${lang === 'en' ? postSlugEn : postSlug}`);
    await wakeEveryIsland(page);
    await expectInert(page, dialogs, `blog post page (${lang})`);
    await context.close();
  });
});

describe('stored XSS: back office', () => {
  it('every admin screen shows the payloads as text', async () => {
    const { page, context, dialogs } = await armedPage('en-US');
    await page.goto(`${baseUrl}/auth`);
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/admin`);
    await page.waitForLoadState('networkidle');
    await expectInert(page, dialogs, '/admin', false);

    for (const screen of ['messages', 'clients', `clients/${clientId}`, 'projects', 'blog', 'portfolio']) {
      const response = await page.goto(`${baseUrl}/admin/${screen}`);
      expect(response?.status(), `/admin/${screen}`).toBe(200);
      await page.getByText(MARKER).first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      await expectInert(page, dialogs, `/admin/${screen}`);
    }

    // A message opened in its dialog.
    await page.goto(`${baseUrl}/admin/messages`);
    await page.getByText(MARKER).first().waitFor();
    // The sender's name (a payload) is the button that opens the message.
    await page.getByRole('button', { name: PAYLOADS[1], exact: true }).first().click();
    await page.getByRole('dialog').waitFor();
    await expectInert(page, dialogs, '/admin/messages (message opened)');
    await context.close();
  });
});
