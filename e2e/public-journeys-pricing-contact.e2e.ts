/**
 * Public-site journeys against the production build, part 2 (docs/product/rules.md#pricing,
 * docs/product/rules.md#contact-form-validation): the pricing calculator's numbers in both languages and payment
 * modes; the contact form from its validation texts to the stored message.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contact as csContact } from '../src/shared/site-texts/cs/contact';
import { pricing as csPricing } from '../src/shared/site-texts/cs/pricing';
import { validation as csValidation } from '../src/client/i18n/cs/validation';
import { pricing as enPricing } from '../src/shared/site-texts/en/pricing';
import { type Language } from '../src/shared/constants';
import { formatPrice } from '../src/shared/currency';
import { DEFAULT_PRICE_LIST } from '../src/shared/schemas/price-list';
import { calculatePlanPrice, type PaymentMode, type PricingPlan, type PricingService } from '../src/shared/pricing';
import { launchBrowser, openPage } from './support/browser';
import { pageUrl, realConsoleErrors, visit } from './support/public-site';

const baseUrl = inject('baseUrl');
const admin = { username: inject('adminUsername'), password: inject('adminPassword') };
const NBSP = '\u00a0';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

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
    const price = calculatePlanPrice(DEFAULT_PRICE_LIST, plan, services, mode);
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
      const card = page.getByRole('article', { name: DEFAULT_PRICE_LIST.plans[plan].translations[lang].name, exact: true });
      expect(await priceBox(card)).toEqual(expectedBox(plan, [], 'standard', lang));
      const group = card.getByRole('group', { name: texts.services.title });
      for (const service of services) await group.getByRole('button', { name: texts.services[service], exact: true }).click();
      // The first card's first clicks come before its island is live: they take effect once it is (decision 005).
      await expect.poll(() => priceBox(card)).toEqual(expectedBox(plan, services, 'standard', lang));

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
