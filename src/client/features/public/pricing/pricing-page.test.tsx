import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRICE_LIST, type PriceList } from '@/shared/schemas/price-list';
import { renderPublicPage } from '@/client/test/render-public-page';
import { renderPublicHtml } from '@/client/ssr/render-public-html';
import { hydrateIslands } from '@/client/app/island-loaders';
import { PricingPage } from './pricing-page';

const NBSP = '\u00a0';

function renderPricing(lang: 'cs' | 'en', vatPayer?: boolean, priceList: PriceList = DEFAULT_PRICE_LIST) {
  const data = vatPayer === undefined ? undefined : { page: 'pricing' as const, vatPayer, priceList };
  return renderPublicPage(<PricingPage />, { lang, path: '/pricing', data });
}

/** Text keys shown instead of texts (a branch the island did not ask for), in the text or in the labels. */
function rawKeysOnScreen(): string[] {
  const labels = Array.from(document.querySelectorAll('[aria-label]'), (el) => el.getAttribute('aria-label'));
  const shown = [document.body.textContent ?? '', ...labels].join('\n');
  return shown.match(/\bpricing\.[A-Za-z]+(?:\.[A-Za-z]+)*/g) ?? [];
}

/** A service toggle of a card (the feature lists have category buttons with the same names). */
function serviceToggle(card: HTMLElement, name: string): HTMLElement {
  const group = within(card).getByRole('group', { name: /Výběr služeb|Choose services/ });
  return within(group).getByRole('button', { name });
}

/** The value shown beside a label in a card's price box. */
function priceOf(card: HTMLElement, label: string): string | null | undefined {
  return within(card).getByText(label).closest('div')?.querySelector('dd')?.textContent;
}

describe('PricingPage', () => {
  it('has the heading and intro as page HTML and the cards in the pricing-plans island with only their texts', () => {
    const { islands, meta } = renderPricing('en');
    expect(meta.current()).toMatchObject({ title: 'Pricing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    const records = islands.list();
    expect(records.map((r) => r.name)).toEqual(['pricing-plans']);
    const [record] = records;
    expect(JSON.parse(JSON.stringify(record!.props))).toEqual(record!.props);
    const shipped = Object.keys(record!.texts.pricing as object);
    expect(shipped).not.toContain('heading');
    expect(shipped).not.toContain('intro');
    expect(shipped).not.toContain('metaDescription');
    // Every text the cards show came with the island: no key shows instead of a text.
    expect(rawKeysOnScreen()).toEqual([]);
  });

  it('shows no text keys with every panel open, in both languages', async () => {
    for (const lang of ['cs', 'en'] as const) {
      const user = userEvent.setup();
      const { unmount } = renderPricing(lang);
      for (const trigger of screen.getAllByRole('button', { expanded: false })) await user.click(trigger);
      expect(screen.getAllByRole('radio')).toHaveLength(6);
      expect(rawKeysOnScreen()).toEqual([]);
      unmount();
    }
  });

  it('shows three plans with standard recommended and the payment links opening in a new tab', () => {
    renderPricing('cs');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]!).getByText('Doporučujeme')).toBeInTheDocument();
    expect(within(cards[0]!).queryByText('Doporučujeme')).toBeNull();
    const link = within(screen.getByRole('article', { name: 'Standardní' })).getByRole('link', { name: /^Vybrat tarif – Standardní/ });
    expect(link).toHaveAttribute('href', DEFAULT_PRICE_LIST.plans.standard.paymentLink);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('starts at 0 with a hint, and toggling a service updates the price box', async () => {
    const user = userEvent.setup();
    renderPricing('cs');
    const card = screen.getByRole('article', { name: 'Standardní' });
    expect(within(card).getByText('Vyberte alespoň jednu službu a uvidíte cenu.')).toBeInTheDocument();
    expect(priceOf(card, 'Celkem za první rok')).toBe('0 Kč');

    const web = serviceToggle(card, 'Vývoj webu');
    expect(web).toHaveAttribute('aria-pressed', 'false');
    await user.click(web);
    expect(web).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).queryByText('Vyberte alespoň jednu službu a uvidíte cenu.')).toBeNull();
    // setup 2000 + 8000 × 0.8 = 8400; monthly 80 + 300 × 0.8 = 320; first year 8400 + 12 × 320 = 12240
    expect(priceOf(card, 'Jednorázový zřizovací poplatek')).toBe(`8${NBSP}400 Kč`);
    expect(priceOf(card, 'Měsíční platba')).toBe('320 Kč');
    expect(priceOf(card, 'Celkem za první rok')).toBe(`12${NBSP}240 Kč`);

    // Other plans keep their own selection.
    expect(priceOf(screen.getByRole('article', { name: 'Prémiový' }), 'Celkem za první rok')).toBe('0 Kč');

    await user.click(web);
    expect(priceOf(card, 'Celkem za první rok')).toBe('0 Kč');
  });

  it('monthly-focused payment lowers the setup and raises the monthly fee as the formula says', async () => {
    const user = userEvent.setup();
    renderPricing('cs');
    const card = screen.getByRole('article', { name: 'Standardní' });
    await user.click(serviceToggle(card, 'Vývoj webu'));

    const paymentTrigger = within(card).getByRole('button', { name: /Možnosti platby/ });
    expect(paymentTrigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(paymentTrigger);
    expect(within(card).getByRole('radio', { name: /Standardní platba/ })).toBeChecked();
    await user.click(within(card).getByRole('radio', { name: /Důraz na měsíční platby/ }));

    // yearTotal 12240; setup round(840) = 840; target round(12240 × 1.25) = 15300; monthly round(14460 / 12) = 1205
    expect(priceOf(card, 'Snížený zřizovací poplatek')).toBe('840 Kč');
    expect(priceOf(card, 'Zvýšená měsíční platba')).toBe(`1${NBSP}205 Kč`);
    expect(priceOf(card, 'Celkem za první rok')).toBe(`15${NBSP}300 Kč`);

    // Only this plan switched.
    const premium = screen.getByRole('article', { name: 'Prémiový' });
    expect(within(premium).getByText('Jednorázový zřizovací poplatek')).toBeInTheDocument();
  });

  it('shows English prices in US dollars', async () => {
    const user = userEvent.setup();
    renderPricing('en');
    const card = screen.getByRole('article', { name: 'Premium' });
    for (const name of ['Web Development', 'Design', 'Social Media', 'Marketing']) {
      await user.click(serviceToggle(card, name));
    }
    // 23000 Kč × 0.043 = 989; 1620 × 0.043 = 69.66; 42440 × 0.043 = 1824.92
    expect(priceOf(card, 'One-time setup fee')).toBe('$989');
    expect(priceOf(card, 'Monthly fee')).toBe('$70');
    expect(priceOf(card, 'Total for the first year')).toBe('$1,825');
  });

  it('a VAT payer agency: every price in the cards and the quote summary says "bez DPH" / "excl. VAT"', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPricing('cs', true);
    const card = screen.getByRole('article', { name: 'Standardní' });
    await user.click(serviceToggle(card, 'Vývoj webu'));
    expect(priceOf(card, 'Jednorázový zřizovací poplatek')).toBe(`8${NBSP}400 Kč bez DPH`);
    expect(priceOf(card, 'Měsíční platba')).toBe('320 Kč bez DPH');
    expect(priceOf(card, 'Celkem za první rok')).toBe(`12${NBSP}240 Kč bez DPH`);
    await user.click(within(card).getByRole('button', { name: /^Poptat tuto nabídku/ }));
    const summary = within(await screen.findByRole('dialog')).getByRole('region', { name: 'Vaše konfigurace' });
    expect(summary).toHaveTextContent('Celkem za první rok12 240 Kč bez DPH');
    unmount();

    renderPricing('en', true);
    expect(priceOf(screen.getByRole('article', { name: 'Premium' }), 'Monthly fee')).toBe('$0 excl. VAT');
  });

  it('a non-payer agency: the prices carry no VAT words', () => {
    renderPricing('cs', false);
    expect(priceOf(screen.getByRole('article', { name: 'Standardní' }), 'Měsíční platba')).toBe('0 Kč');
    expect(document.body).not.toHaveTextContent('DPH');
  });

  it('shows the price list the page was rendered with: its names, texts, features, link and prices', async () => {
    const user = userEvent.setup();
    const standard = DEFAULT_PRICE_LIST.plans.standard;
    const published: PriceList = {
      ...DEFAULT_PRICE_LIST,
      version: 3,
      publishedAt: '2026-11-30T09:00:00.000Z',
      plans: {
        ...DEFAULT_PRICE_LIST.plans,
        standard: {
          ...standard,
          setup: 2500,
          paymentLink: 'https://pay.example.cz/standard',
          translations: {
            ...standard.translations,
            cs: { name: 'Firemní', description: 'Pro firmy, které rostou.', features: { ...standard.translations.cs.features, design: [], other: ['Správce projektu'] } },
          },
        },
      },
    };
    renderPricing('cs', false, published);
    const card = screen.getByRole('article', { name: 'Firemní' });
    expect(within(card).getByText('Pro firmy, které rostou.')).toBeInTheDocument();
    expect(within(card).getByText('Správce projektu')).toBeInTheDocument();
    // A category without features is not shown.
    expect(within(card).queryByRole('button', { name: 'Design', expanded: true })).toBeNull();
    expect(within(card).getByRole('link', { name: /^Vybrat tarif – Firemní/ })).toHaveAttribute('href', 'https://pay.example.cz/standard');
    await user.click(serviceToggle(card, 'Vývoj webu'));
    // setup 2500 + 8000 × 80 % = 2500 + 6400 = 8900; monthly 80 + 300 × 80 % = 320; first year 8900 + 3840 = 12740
    expect(priceOf(card, 'Jednorázový zřizovací poplatek')).toBe(`8${NBSP}900 Kč`);
    expect(priceOf(card, 'Celkem za první rok')).toBe(`12${NBSP}740 Kč`);
  });

  it('feature lists start open and collapse', async () => {
    const user = userEvent.setup();
    renderPricing('cs');
    const card = screen.getByRole('article', { name: 'Základní' });
    expect(within(card).getByText('5 příspěvků měsíčně')).toBeInTheDocument();
    const trigger = within(card).getByRole('button', { name: 'Sociální média' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger);
    expect(within(card).queryByText('5 příspěvků měsíčně')).toBeNull();
  });

  it('hydrates the served cards without mismatches, and the hydrated calculator works', async () => {
    const { html, islands: served } = renderPublicHtml(<PricingPage />, { lang: 'cs', path: '/pricing' });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    try {
      const page = JSON.parse(JSON.stringify(served)) as typeof served;
      await act(() => hydrateIslands(page).begun);
      expect(consoleError).not.toHaveBeenCalled();

      const user = userEvent.setup();
      const card = screen.getByRole('article', { name: 'Standardní' });
      await user.click(serviceToggle(card, 'Vývoj webu'));
      expect(priceOf(card, 'Celkem za první rok')).toBe(`12${NBSP}240 Kč`);
      const paymentTrigger = within(card).getByRole('button', { name: /Možnosti platby/ });
      await user.click(paymentTrigger);
      // The trigger names the panel it opened.
      const radio = within(card).getByRole('radio', { name: /Standardní platba/ });
      expect(document.getElementById(paymentTrigger.getAttribute('aria-controls')!)).toContainElement(radio);
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
  });
});
