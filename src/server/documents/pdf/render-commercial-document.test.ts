import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CommercialDocument } from '@/shared/documents/commercial-document';
import { normalizeSpaces, pdfText } from '@/server/test/pdf-text';
import { renderCommercialDocumentPdf } from './render-commercial-document';
import { sampleCommercialDocument, sampleLine, samplePartTotals, type SampleLineInput } from './sample-commercial-document';

/** A document with these lines and their totals (one part each way). */
function withLines(base: CommercialDocument, inputs: SampleLineInput[]): CommercialDocument {
  const lines = inputs.map(sampleLine);
  return { ...base, lines, partTotals: samplePartTotals(lines) };
}

const expectText = (text: string, ...expected: string[]) => {
  for (const phrase of expected) expect(text).toContain(normalizeSpaces(phrase));
};

/** A one-part invoice in the given VAT regime (lines at 0 % unless Czech VAT). */
function invoice(vatWording: CommercialDocument['vatWording'], language: CommercialDocument['language'] = 'cs'): CommercialDocument {
  const vatPercent = vatWording === 'czech_vat' ? 21 : 0;
  return withLines(
    {
      ...sampleCommercialDocument(language),
      kind: 'invoice',
      number: '2026-0007',
      vatWording,
      dates: { issued: '2026-11-26', taxableSupply: '2026-11-25', due: '2026-12-10' },
      variableSymbol: '20260007',
      introHtml: null,
      termsHtml: null,
    },
    [{ description: 'Webdesign', quantity: 1, unit: 'ks', unitPriceMinor: 1_000_000, vatPercent }],
  );
}

describe('renderCommercialDocumentPdf', () => {
  it('prints the Czech proposal: title, parties, dates, lines, subtotals, VAT recap and totals per part, page numbers', async () => {
    const { pages, text, info } = await pdfText(await renderCommercialDocumentPdf(sampleCommercialDocument('cs')));
    expect(pages).toHaveLength(2);
    expectText(text, 'Cenová nabídka', 'č. N-2026-0042', 'DODAVATEL', 'Lipa Digital s.r.o.', 'IČO: 27082440', 'DIČ: CZ25596641');
    expectText(text, 'Datum vystavení: 26. 11. 2026', 'Platnost do: 26. 12. 2026', 'IBAN: CZ58 5500 0000 0012 6509 8001');
    // A line: quantity with its unit, unit price, discount, rate, base, VAT, total.
    expectText(text, '1 ks 85 000,00 10 % 21 % 76 500,00 16 065,00 92 565,00');
    expectText(text, 'Mezisoučet jednorázově 99 901,00 20 169,12 120 070,12', 'Mezisoučet měsíčně 9 500,00 1 995,00 11 495,00');
    // The recap per rate, then the part's totals.
    expectText(text, 'REKAPITULACE DPH Sazba Základ DPH Celkem 21 % 90 900,00 19 089,00 109 989,00 12 % 9 001,00 1 080,12 10 081,12');
    expectText(text, 'Celkem bez DPH 99 901,00 Kč DPH celkem 20 169,12 Kč Celkem jednorázově 120 070,12 Kč');
    expectText(text, 'Celkem měsíčně 11 495,00 Kč');
    expectText(pages[0]!, 'Strana 1 z 2');
    expectText(pages[1]!, 'Strana 2 z 2', 'Cenová nabídka č. N-2026-0042', 'Podmínky', '1. Jednorázová část');
    expectText(text, 'Společnost zapsaná v obchodním rejstříku vedeném Krajským soudem v Ostravě');
    expect(info).toMatchObject({ Title: 'Cenová nabídka č. N-2026-0042', Author: 'Lipa Digital s.r.o.', CreationDate: "D:20261126093000Z" });
  });

  it('prints the English proposal with English labels, dates and amounts', async () => {
    const { pages, text } = await pdfText(await renderCommercialDocumentPdf(sampleCommercialDocument('en')));
    expectText(text, 'Proposal', 'No. N-2026-0042', 'Date of issue: Nov 26, 2026', 'Valid until: Dec 26, 2026');
    expectText(text, 'VAT SUMMARY Rate Net VAT Total 21 % 90,900.00 19,089.00 109,989.00'.replace('21 %', '21%'));
    expectText(text, 'Total one-time CZK 120,070.12', 'Total monthly CZK 11,495.00', 'Amounts in CZK');
    expectText(pages[0]!, 'Page 1 of 2');
  });

  it('repeats the table header on every page of a long table and numbers the pages "Strana X z Y"', async () => {
    const inputs = Array.from({ length: 40 }, (_, index) => ({
      description: `Položka ${index + 1}: konzultace a úpravy`,
      quantity: index + 1,
      unit: 'h',
      unitPriceMinor: 99_950,
      vatPercent: 21,
    }));
    const { pages } = await pdfText(await renderCommercialDocumentPdf(withLines({ ...sampleCommercialDocument('cs'), introHtml: null, termsHtml: null }, inputs)));
    expect(pages).toHaveLength(2);
    expectText(pages[0]!, 'Strana 1 z 2', 'Popis Množství Cena/jedn. Sazba Základ DPH Celkem', 'Položka 1: konzultace');
    expectText(pages[1]!, 'Strana 2 z 2', 'Popis Množství Cena/jedn. Sazba Základ DPH Celkem', 'Položka 40: konzultace', '40 h 999,50 21 % 39 980,00');
    // The sums of 1..40 hours at 999,50: 820 h → 819 590,00 base.
    expectText(pages[1]!, 'Celkem bez DPH 819 590,00 Kč');
  });

  it('prints every Czech letter exactly, from the embedded DejaVu Sans (no standard font in the file)', async () => {
    const source = withLines({ ...sampleCommercialDocument('cs'), customer: { name: 'Příliš žluťoučký kůň úpěl ďábelské ódy', addressLines: ['ŘŠČŽÝÁÍÉŮÚ'] } }, [
      { description: 'ěščřžýáíéúůďťň ĚŠČŘŽÝÁÍÉÚŮĎŤŇ', quantity: 1, unit: 'ks', unitPriceMinor: 100, vatPercent: 21 },
    ]);
    const pdf = await renderCommercialDocumentPdf(source);
    const { text } = await pdfText(pdf);
    expectText(text, 'Příliš žluťoučký kůň úpěl ďábelské ódy', 'ŘŠČŽÝÁÍÉŮÚ', 'ěščřžýáíéúůďťň ĚŠČŘŽÝÁÍÉÚŮĎŤŇ');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toContain('Helvetica');
  });

  it('says "Daň odvede zákazník" / "Reverse charge" and shows no VAT columns for reverse charge', async () => {
    const cs = await pdfText(await renderCommercialDocumentPdf(invoice('reverse_charge')));
    expectText(cs.text, 'Faktura – daňový doklad', 'Daň odvede zákazník', 'Celkem k úhradě 10 000,00 Kč', 'Variabilní symbol: 20260007');
    expectText(cs.text, 'Datum zdan. plnění: 25. 11. 2026', 'Datum splatnosti: 10. 12. 2026');
    expect(cs.text).not.toContain('REKAPITULACE DPH');
    expect(cs.text).not.toContain('Sazba');
    const en = await pdfText(await renderCommercialDocumentPdf(invoice('reverse_charge', 'en')));
    expectText(en.text, 'Reverse charge', 'Total to pay CZK 10,000.00');
  });

  it('says "Nejsem plátce DPH" / "Not a VAT payer" on a non-payer\'s invoice, which is no tax document', async () => {
    const cs = await pdfText(await renderCommercialDocumentPdf(invoice('non_payer')));
    expectText(cs.text, 'Faktura č. 2026-0007', 'Nejsem plátce DPH');
    expect(cs.text).not.toContain('daňový doklad');
    expect(cs.text).not.toContain('DPH celkem');
    const en = await pdfText(await renderCommercialDocumentPdf(invoice('non_payer', 'en')));
    expectText(en.text, 'Invoice No. 2026-0007', 'Not a VAT payer');
    const outside = await pdfText(await renderCommercialDocumentPdf(invoice('outside_eu', 'en')));
    expectText(outside.text, 'Outside the scope of Czech VAT');
  });

  it('prints stored markup as literal text, drops scripts and unsafe links from rich text', async () => {
    const xss = '<script>alert(1)</script>';
    const source = withLines(
      {
        ...sampleCommercialDocument('cs'),
        customer: { name: xss, addressLines: ['<img src=x onerror=alert(1)>'] },
        introHtml: '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><script>alert(2)</script><p><a href="javascript:alert(3)">klik</a> <a href="https://example.com/a">odkaz</a></p>',
        termsHtml: '<p onclick="alert(4)"><strong>Tučně</strong> a <em>kurzívou</em></p>',
      },
      [{ description: xss, quantity: 1, unit: 'ks', unitPriceMinor: 100, vatPercent: 21 }],
    );
    const pdf = await renderCommercialDocumentPdf(source);
    const { text, links } = await pdfText(pdf);
    expectText(text, `ODBĚRATEL ${xss} <img src=x onerror=alert(1)>`, `<script>alert(1)</script>`, 'klik odkaz', 'Tučně a kurzívou');
    expect(text.split(xss).length - 1).toBe(3);
    expect(text).not.toContain('alert(2)');
    expect(links).toEqual(['https://example.com/a']);
    expect(pdf.toString('latin1')).not.toMatch(/javascript|\/JS\b|\/JavaScript/i);
  });

  it('embeds a WebP logo (converted to PNG) and a QR Platba image with its label', async () => {
    const logo = await sharp({ create: { width: 400, height: 120, channels: 4, background: { r: 19, g: 107, b: 67, alpha: 1 } } }).webp().toBuffer();
    const qr = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000000' } }).png().toBuffer();
    const without = await renderCommercialDocumentPdf(invoice('czech_vat'));
    expect(without.toString('latin1')).not.toContain('/Subtype /Image');
    const pdf = await renderCommercialDocumentPdf({ ...invoice('czech_vat'), logo: { data: logo }, paymentQrPng: qr });
    const images = pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? [];
    expect(images).toHaveLength(2);
    const { text } = await pdfText(pdf);
    expectText(text, 'QR Platba');
    // The logo takes the supplier name's place in the top left: the name is printed once (in the supplier block).
    expect(text.split('Lipa Digital s.r.o.').length - 1).toBe(1);
  });

  it('prints a rounding line only when there is one', async () => {
    const base = invoice('czech_vat');
    const plain = await pdfText(await renderCommercialDocumentPdf(base));
    expect(plain.text).not.toContain('Zaokrouhlení');
    const totals = base.partTotals.one_time!.totals;
    const rounded: CommercialDocument = {
      ...base,
      partTotals: { one_time: { ...base.partTotals.one_time!, totals: { ...totals, roundingMinor: -12, totalMinor: totals.totalMinor - 12 } } },
    };
    expectText((await pdfText(await renderCommercialDocumentPdf(rounded))).text, 'Zaokrouhlení -0,12 Kč', 'Celkem k úhradě 12 099,88 Kč');
  });

  it('gives the same bytes for the same input, and another creation date another file', async () => {
    const source = sampleCommercialDocument('cs');
    const [first, second] = await Promise.all([renderCommercialDocumentPdf(source), renderCommercialDocumentPdf(source)]);
    expect(first.equals(second)).toBe(true);
    const later = await renderCommercialDocumentPdf({ ...source, createdAt: '2026-11-27T09:30:00Z' });
    expect(later.equals(first)).toBe(false);
  });

  it('refuses totals that do not match the parts of the lines, amounts that are not whole minor units, and bad dates', async () => {
    const source = sampleCommercialDocument('cs');
    await expect(renderCommercialDocumentPdf({ ...source, partTotals: { one_time: source.partTotals.one_time } })).rejects.toThrow(
      'partTotals.monthly is missing',
    );
    const oneTime = { ...source, lines: source.lines.filter((line) => line.recurrence === 'one_time') };
    await expect(renderCommercialDocumentPdf(oneTime)).rejects.toThrow('partTotals.monthly is given but no line is monthly');
    const fractional = { ...source, lines: source.lines.map((line, index) => (index === 0 ? { ...line, baseMinor: 10.5 } : line)) };
    await expect(renderCommercialDocumentPdf(fractional)).rejects.toThrow('safe integer');
    await expect(renderCommercialDocumentPdf({ ...source, dates: { issued: '26. 11. 2026' } })).rejects.toThrow('yyyy-mm-dd');
  });
});
