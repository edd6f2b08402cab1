/**
 * Public-site journeys (issue "Public site" item 8; docs/product/public-site.md#pages-and-languages, docs/product/rules.md#behaviour, docs/product/rules.md#validation, docs/product/rules.md#language-settings) against the production build: language
 * switch and persistence, portfolio filter and dialog, pricing numbers, contact form to database, blog dialog,
 * phone drawer, 404 routes, the served HTML, keyboard use and reduced motion. No console errors on any page.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contact as csContact } from '../src/client/i18n/cs/contact';
import { pricing as csPricing } from '../src/client/i18n/cs/pricing';
import { site as csSite } from '../src/client/i18n/cs/site';
import { validation as csValidation } from '../src/client/i18n/cs/validation';
import { pricing as enPricing } from '../src/client/i18n/en/pricing';
import { site as enSite } from '../src/client/i18n/en/site';
import { INITIAL_PORTFOLIO_ITEMS } from '../src/shared/initial-content';

/** The six initial projects (decision 019): what the home portfolio shows first on a new database. */
const SHOWCASE_PROJECTS = INITIAL_PORTFOLIO_ITEMS.map((p) => ({
  name: p.title,
  services: p.services,
  url: p.link,
  challenge: { cs: p.challengeCs },
  solution: { cs: p.solutionCs },
}));
import { PAGE_FADE_MS } from '../src/client/public-site/layout/layout-constants';
import { LANGUAGE_STORAGE_KEY, type Language } from '../src/shared/constants';
import { formatPrice } from '../src/shared/currency';
import {
  calculatePlanPrice,
  type PaymentMode,
  type PricingPlan,
  type PricingService,
} from '../src/shared/pricing';
import { PUBLIC_PAGES } from '../src/shared/site-paths';
import { launchBrowser, openPage, PHONE } from './support/browser';
import { pageUrl, realConsoleErrors, scrollToIsland, visit } from './support/public-site';

const baseUrl = inject('baseUrl');
const admin = { username: inject('adminUsername'), password: inject('adminPassword') };
const NBSP = '\u00a0';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The path of the page's current URL (with the query). */
function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

describe('language switch', () => {
  it('switches /pricing to English from the header dropdown, remembers it, and switches back', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ' });
    await visit(page, `${baseUrl}/pricing`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('cs');

    await page.getByRole('button', { name: `${csSite.language.label}: ${csSite.language.cs}` }).click();
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${baseUrl}/en/pricing`);
    await page.getByRole('heading', { level: 1, name: enPricing.heading }).waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByText(enSite.language.changed).waitFor();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('en');

    // The choice is kept: the unprefixed home page now sends to the English one (cookie read by the server).
    await visit(page, `${baseUrl}/`);
    expect(pathOf(page)).toBe('/en');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');

    await page.getByRole('button', { name: `${enSite.language.label}: ${enSite.language.en}` }).click();
    await page.getByRole('banner').getByRole('link', { name: csSite.language.cs }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText(csSite.language.changed).waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('cs');
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('cs');
    // The toast is for the switch only: opening another page shows none.
    await visit(page, `${baseUrl}/about`);
    await page.waitForTimeout(300);
    await expect(page.getByText(csSite.language.changed).count()).resolves.toBe(0);
    await visit(page, `${baseUrl}/pricing`);
    expect(pathOf(page)).toBe('/pricing');
    await page.getByRole('heading', { level: 1, name: csPricing.heading }).waitFor();

    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe('portfolio', () => {
  /** The cards that are shown, with their service labels (cards leaving are inert and aria-hidden, then removed). */
  const shownCards = (page: Page) =>
    page.locator('#portfolio li[data-phase]:not([data-phase="exit"]) article').evaluateAll((articles) =>
      articles.map((a) => ({
        name: a.querySelector('h3')?.textContent ?? '',
        services: [...a.querySelectorAll('ul li')].map((li) => li.textContent ?? ''),
      })),
    );
  const names = async (page: Page) => (await shownCards(page)).map((card) => card.name);

  it('filters by the union of the selected services; the dialog has Challenge, Solution and a new-tab link', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ' });
    await visit(page, `${baseUrl}/`);
    const filters = page.getByRole('group', { name: 'Filtrovat projekty podle služby' });
    // The portfolio is far down the page: it hydrates as it comes near.
    await scrollToIsland(filters);
    const builtIn = SHOWCASE_PROJECTS.map((p) => p.name);
    expect(builtIn).toHaveLength(6);
    // The six built-in projects come first (items featured in the back office, if any, follow them).
    const all = await shownCards(page);
    expect(all.slice(0, 6).map((card) => card.name)).toEqual(builtIn);

    const social = filters.getByRole('button', { name: 'Správa sociálních médií' });
    const marketing = filters.getByRole('button', { name: 'Marketing' });
    await social.click();
    await marketing.click();
    await expect.poll(() => social.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => marketing.getAttribute('aria-pressed')).toBe('true');
    const union = all
      .filter((card) => card.services.includes('Správa sociálních médií') || card.services.includes('Marketing'))
      .map((card) => card.name);
    const builtInUnion = SHOWCASE_PROJECTS.filter((p) => p.services.includes('social') || p.services.includes('marketing'));
    const builtInBoth = SHOWCASE_PROJECTS.filter((p) => p.services.includes('social') && p.services.includes('marketing'));
    expect(union.slice(0, builtInUnion.length)).toEqual(builtInUnion.map((p) => p.name));
    // The data tells a union from an intersection and from "everything".
    expect(builtInUnion.length).toBeGreaterThan(builtInBoth.length);
    expect(builtInUnion.length).toBeLessThan(builtIn.length);
    await expect.poll(() => names(page)).toEqual(union);

    await social.click();
    await marketing.click();
    await expect.poll(() => social.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => marketing.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => names(page)).toEqual(all.map((card) => card.name));

    const project = SHOWCASE_PROJECTS.find((p) => p.name === 'Vlna & Len');
    if (!project?.challenge || !project.solution || !project.url) throw new Error('Vlna & Len is a built-in project with its story');
    const viewMore = page.getByRole('button', { name: `Zobrazit více: ${project.name}` });
    await viewMore.click();
    const dialog = page.getByRole('dialog', { name: project.name });
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: 'Výzva' }).waitFor();
    await dialog.getByText(project.challenge.cs).waitFor();
    await dialog.getByRole('heading', { name: 'Řešení' }).waitFor();
    await dialog.getByText(project.solution.cs).waitFor();
    const link = dialog.getByRole('link', { name: /Navštívit web/ });
    await expect.poll(() => link.getAttribute('target')).toBe('_blank');
    await expect.poll(() => link.getAttribute('href')).toBe(project.url);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Zobrazit více: ${project.name}`,
    );
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe('pricing calculator', () => {
  const TEXTS = { cs: csPricing, en: enPricing } as const;

  /** The plan card's price box as label → value. */
  async function priceBox(card: Locator): Promise<Record<string, string>> {
    return card.locator('dl > div').evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']),
      ),
    );
  }

  function expectedBox(plan: PricingPlan, services: PricingService[], mode: PaymentMode, lang: Language) {
    const texts = TEXTS[lang].priceBox;
    const price = calculatePlanPrice(plan, services, mode);
    return {
      [mode === 'monthlyFocused' ? texts.reducedSetup : texts.setup]: formatPrice(price.setup, lang),
      [mode === 'monthlyFocused' ? texts.increasedMonthly : texts.monthly]: formatPrice(price.monthly, lang),
      [texts.firstYear]: formatPrice(price.firstYearTotal, lang),
    };
  }

  const SELECTIONS: { plan: PricingPlan; services: PricingService[] }[] = [
    { plan: 'standard', services: ['webDevelopment'] },
    { plan: 'premium', services: ['design', 'marketing'] },
    { plan: 'basic', services: ['webDevelopment', 'design', 'socialMedia', 'marketing'] },
  ];

  it.each(['cs', 'en'] as const)('shows the formula’s numbers in both payment modes (%s)', async (lang) => {
    const texts = TEXTS[lang];
    const { page, context, consoleErrors } = await openPage(browser, { locale: lang === 'cs' ? 'cs-CZ' : 'en-US' });
    await visit(page, pageUrl(baseUrl, '/pricing', lang));
    for (const { plan, services } of SELECTIONS) {
      const card = page.getByRole('article', { name: texts.plans[plan].name, exact: true });
      expect(await priceBox(card)).toEqual(expectedBox(plan, [], 'standard', lang));
      const group = card.getByRole('group', { name: texts.services.title });
      for (const service of services) await group.getByRole('button', { name: texts.services[service], exact: true }).click();
      expect(await priceBox(card)).toEqual(expectedBox(plan, services, 'standard', lang));

      await card.getByRole('button', { name: new RegExp(texts.paymentOptions.title) }).click();
      await card.getByRole('radio', { name: new RegExp(texts.paymentOptions.monthlyFocused) }).check();
      expect(await priceBox(card)).toEqual(expectedBox(plan, services, 'monthlyFocused', lang));
      await card.getByRole('radio', { name: new RegExp(texts.paymentOptions.standard) }).check();
      expect(await priceBox(card)).toEqual(expectedBox(plan, services, 'standard', lang));
      await card.getByRole('radio', { name: new RegExp(texts.paymentOptions.monthlyFocused) }).check();
    }

    if (lang === 'cs') {
      // Worked example, by hand: standard + web development = 2000 + 8000 × 0.8 = 8 400 Kč; 80 + 300 × 0.8 = 320 Kč;
      // monthly-focused: year 12 240, setup 840, target 15 300, monthly round(14 460 / 12) = 1 205.
      const standard = page.getByRole('article', { name: 'Standardní', exact: true });
      await standard.getByRole('radio', { name: /Standardní platba/ }).check();
      expect(await priceBox(standard)).toEqual({
        'Jednorázový zřizovací poplatek': `8${NBSP}400 Kč`,
        'Měsíční platba': '320 Kč',
        'Celkem za první rok': `12${NBSP}240 Kč`,
      });
      await standard.getByRole('radio', { name: /Důraz na měsíční platby/ }).check();
      expect(await priceBox(standard)).toEqual({
        'Snížený zřizovací poplatek': '840 Kč',
        'Zvýšená měsíční platba': `1${NBSP}205 Kč`,
        'Celkem za první rok': `15${NBSP}300 Kč`,
      });
    } else {
      // 8 400 Kč × 0.043 = $361.2 → $361; 320 × 0.043 = $13.76 → $14.
      const standard = page.getByRole('article', { name: 'Standard', exact: true });
      await standard.getByRole('radio', { name: /Standard payment/ }).check();
      const box = await priceBox(standard);
      expect(box['One-time setup fee']).toBe('$361');
      expect(box['Monthly fee']).toBe('$14');
    }
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe('contact form', () => {
  async function adminCookie(): Promise<string> {
    const res = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  it('shows the Czech validation texts, then sends, confirms with a toast, resets, and stores the message', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ' });
    await visit(page, `${baseUrl}/contact`);
    const form = csContact.form;
    const submit = page.getByRole('button', { name: form.submit });
    await submit.click();
    await page.getByText(csValidation.contactNameMin).waitFor();
    await page.getByText(csValidation.contactEmailInvalid).waitFor();
    await page.getByText(csValidation.contactMessageMin).waitFor();

    const name = page.getByLabel(form.name, { exact: true });
    const email = page.getByLabel(form.email, { exact: true });
    const message = page.getByLabel(form.message, { exact: true });
    await name.fill('J');
    await email.fill('jana@');
    await message.fill('Krátká');
    await submit.click();
    await expect.poll(() => page.getByRole('alert').allTextContents()).toEqual([
      csValidation.contactNameMin,
      csValidation.contactEmailInvalid,
      csValidation.contactMessageMin,
    ]);

    const unique = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const text = `Dobrý den, chtěli bychom nový web pro naši vinotéku. (${unique})`;
    await name.fill('Jana Nováková');
    await email.fill('jana.novakova@example.cz');
    await message.fill(text);
    await submit.click();
    await page.getByText(form.successTitle).waitFor();
    await page.getByText(form.successDescription).waitFor();
    await expect.poll(() => name.inputValue()).toBe('');
    await expect.poll(() => email.inputValue()).toBe('');
    await expect.poll(() => message.inputValue()).toBe('');
    await expect(page.getByRole('alert').count()).resolves.toBe(0);

    const cookie = await adminCookie();
    const res = await fetch(`${baseUrl}/api/admin/messages?q=${encodeURIComponent(unique)}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { name: string; email: string; message: string; status: string }[];
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Jana Nováková', email: 'jana.novakova@example.cz', message: text, status: 'unread' }),
    ]);
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe('blog', () => {
  it('opens a post in a dialog from its card and closes it again', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
    await visit(page, `${baseUrl}/en/blog`);
    const card = page.locator('main article').nth(1);
    const title = (await card.locator('h2').textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await card.click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: title }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(title);
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe('phone drawer', () => {
  it('at 390 px: open the menu, expand Services, choose a service → the drawer closes and the page changes', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { viewport: PHONE, locale: 'cs-CZ' });
    await visit(page, `${baseUrl}/about`);
    await expect(page.getByRole('navigation', { name: csSite.nav.mainNavigation }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: csSite.nav.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: csSite.nav.menuTitle });
    await drawer.waitFor();
    // docs/product/rules.md#layout-and-timing: drawer width 300 px on small screens (layout width: the slide-in transform may still be running).
    await expect.poll(() => drawer.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(300);
    const marketing = drawer.getByRole('link', { name: csSite.nav.serviceLinks.marketing.title });
    await expect(marketing.count()).resolves.toBe(0);
    await drawer.getByRole('button', { name: csSite.nav.services }).click();
    await marketing.click();
    await page.waitForURL(`${baseUrl}/services/marketing`);
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /marketing/i }).waitFor();
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe('404 routes', () => {
  const MISSING = ['/portfolio', '/services/unknown', '/nonexistent'];

  it.each(MISSING.flatMap((path) => [path, `/en${path}`]))('%s answers 404 with the not-found texts', async (path) => {
    const res = await fetch(baseUrl + path, { redirect: 'manual' });
    expect(res.status).toBe(404);
    const html = await res.text();
    if (path.startsWith('/en/')) {
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<title>Page Not Found');
      expect(html).toContain('404 Page Not Found');
      expect(html).toContain('Did you forget to add the page to the router?');
    } else {
      expect(html).toContain('<html lang="cs">');
      expect(html).toContain(csSite.notFound.heading);
      expect(html).toContain(csSite.notFound.hint);
    }
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('renders in the browser without console errors other than the 404 itself', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
    expect(await visit(page, `${baseUrl}/en/services/unknown`)).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expect(page.title()).resolves.toContain('Page Not Found');
    expect(realConsoleErrors(consoleErrors, true)).toEqual([]);
    await context.close();
  });
});

describe('served HTML (no browser)', () => {
  async function get(path: string) {
    const res = await fetch(baseUrl + path, { redirect: 'manual' });
    return { status: res.status, headers: res.headers, text: await res.text() };
  }

  function jsonLd(html: string): { '@type': string; blogPost?: { '@type': string }[] }[] {
    return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
  }

  it.each(['cs', 'en'] as const)('/pricing in %s: canonical, hreflang, social cards, lang and the content', async (lang) => {
    const path = pageUrl('', '/pricing', lang);
    const { status, text } = await get(path);
    expect(status).toBe(200);
    const texts = lang === 'cs' ? csPricing : enPricing;
    expect(text).toContain(`<html lang="${lang}">`);
    expect(text).toContain(`<link rel="canonical" href="${baseUrl}${path}" />`);
    expect(text).toContain(`<link rel="alternate" hreflang="cs" href="${baseUrl}/pricing" />`);
    expect(text).toContain(`<link rel="alternate" hreflang="en" href="${baseUrl}/en/pricing" />`);
    expect(text).toContain(`<link rel="alternate" hreflang="x-default" href="${baseUrl}/pricing" />`);
    expect(text).toMatch(new RegExp(`<meta property="og:title" content="${texts.metaTitle} \\| Lipa Digital" />`));
    expect(text).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(text).toMatch(new RegExp(`<h1[^>]*>${texts.heading}</h1>`));
    expect(text).toContain(texts.intro);
    for (const plan of ['basic', 'standard', 'premium'] as const) expect(text).toContain(texts.plans[plan].name);
  });

  it('the home page carries the agency and the blog page the posts as JSON-LD', async () => {
    for (const path of ['/', '/en']) {
      const types = jsonLd((await get(path)).text).map((d) => d['@type']);
      expect(types.some((t) => t === 'LocalBusiness' || t === 'ProfessionalService'), `${path}: ${types}`).toBe(true);
    }
    for (const path of ['/blog', '/en/blog']) {
      const blog = jsonLd((await get(path)).text).find((d) => d['@type'] === 'Blog');
      expect(blog, path).toBeDefined();
      expect(blog?.blogPost?.length).toBeGreaterThanOrEqual(4);
      expect(blog?.blogPost?.every((p) => p['@type'] === 'BlogPosting')).toBe(true);
    }
  });

  it('sitemap.xml lists every public page in both languages; robots.txt keeps crawlers out of /admin', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    for (const path of PUBLIC_PAGES) {
      expect(sitemap.text).toContain(`<loc>${pageUrl(baseUrl, path, 'cs')}</loc>`);
      expect(sitemap.text).toContain(`<loc>${pageUrl(baseUrl, path, 'en')}</loc>`);
    }
    const robots = await get('/robots.txt');
    expect(robots.text).toMatch(/^Disallow: \/admin$/m);
    expect(robots.text).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it.each(['/admin', '/auth'])('%s is marked noindex', async (path) => {
    const { status, text, headers } = await get(path);
    expect(status).toBe(200);
    expect(text).toMatch(/<meta name="robots" content="noindex[^"]*" \/>/);
    expect(headers.get('x-robots-tag')).toContain('noindex');
  });
});

describe('keyboard', () => {
  it('the first Tab reaches the skip link, which moves focus to main; nav links show a focus outline', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ' });
    await visit(page, `${baseUrl}/pricing`);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: csSite.common.skipToContent });
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.width > 10 && box.height > 10, 'the focused skip link is visible').toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');

    await visit(page, `${baseUrl}/pricing`);
    const nav = page.getByRole('navigation', { name: csSite.nav.mainNavigation });
    const blogLink = nav.getByRole('link', { name: csSite.nav.blog });
    for (let i = 0; i < 12 && !(await blogLink.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    const outline = await blogLink.evaluate((el) => {
      const style = getComputedStyle(el);
      return { focused: el === document.activeElement, style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline).toEqual({ focused: true, style: 'solid', width: 2 });
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe('motion', () => {
  const counterValues = (page: Page) => page.locator('section[aria-labelledby="stats-title"] dd').allTextContents();
  /**
   * Pages are separate documents; the fade is a cross-document view transition. Records, in every document of the
   * context, whether the page was revealed with one and the durations of the old/new page animations.
   */
  const recordPageReveal = (page: Page) =>
    page.addInitScript(() => {
      window.addEventListener('pagereveal', (event) => {
        const record = (reveal: unknown) => ((window as unknown as { reveal: unknown }).reveal = reveal);
        const transition = (event as Event & { viewTransition?: { ready: Promise<void> } | null }).viewTransition;
        if (!transition) {
          record({ transition: false, durations: [] });
          return;
        }
        // The animations exist once the transition is ready.
        void transition.ready.then(() =>
          record({
            transition: true,
            durations: document
              .getAnimations()
              .filter((a) => (a.effect as KeyframeEffect | null)?.pseudoElement?.startsWith('::view-transition'))
              .map((a) => `${(a.effect as KeyframeEffect).pseudoElement} ${String(a.effect?.getTiming().duration)}`),
          }),
        );
      });
    });
  const fadeOnArrival = (page: Page) =>
    page.waitForFunction(() => (window as unknown as { reveal?: unknown }).reveal).then((handle) => handle.jsonValue());

  it('with prefers-reduced-motion the counters show their final values at once and pages do not fade', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ', reducedMotion: 'reduce' });
    await recordPageReveal(page);
    await visit(page, `${baseUrl}/`);
    await page.locator('#stats-title').evaluate((el) => el.closest('section')?.scrollIntoView());
    for (let i = 0; i < 5; i++) {
      expect(await counterValues(page)).toEqual(['10+', '40+', '5+']);
      await page.waitForTimeout(100);
    }
    await page.getByRole('navigation', { name: csSite.nav.mainNavigation }).getByRole('link', { name: csSite.nav.pricing }).click();
    await page.waitForURL(`${baseUrl}/pricing`);
    await page.getByRole('heading', { level: 1, name: csPricing.heading }).waitFor();
    expect(await fadeOnArrival(page)).toEqual({ transition: false, durations: [] });
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('without it the counters count up from 0 and a location change fades the pages out and in over 0.3 s', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ', reducedMotion: 'no-preference' });
    await recordPageReveal(page);
    await visit(page, `${baseUrl}/`);
    await page.locator('#stats-title').evaluate((el) => el.closest('section')?.scrollIntoView());
    await expect.poll(async () => Number.parseInt((await counterValues(page))[1] ?? '', 10), { interval: 20 }).toBeLessThan(40);
    await expect.poll(() => counterValues(page), { timeout: 5000 }).toEqual(['10+', '40+', '5+']);
    await page.getByRole('navigation', { name: csSite.nav.mainNavigation }).getByRole('link', { name: csSite.nav.pricing }).click();
    await page.waitForURL(`${baseUrl}/pricing`);
    await page.getByRole('heading', { level: 1, name: csPricing.heading }).waitFor();
    // The old page fades out and the new one in, each over 0.3 s.
    const reveal = (await fadeOnArrival(page)) as { transition: boolean; durations: string[] };
    expect(reveal.transition).toBe(true);
    expect(reveal.durations).toEqual(
      expect.arrayContaining([`::view-transition-old(root) ${PAGE_FADE_MS}`, `::view-transition-new(root) ${PAGE_FADE_MS}`]),
    );
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
