/**
 * A sample proposal in Czech or English, for the PDF's tests and its preview (scripts/render-document-preview.ts).
 * Its amounts are worked out here the simple way (VAT per line, rounded half up to the haléř), enough for a sample;
 * real documents get theirs from the shared money rules.
 */
import type { Language } from '@/shared/constants';
import type {
  CommercialDocument,
  DocumentLine,
  DocumentPartTotals,
  LineRecurrence,
  VatRecapRow,
} from '@/shared/documents/commercial-document';
import { LINE_RECURRENCES } from '@/shared/documents/commercial-document';

export interface SampleLineInput {
  description: string;
  quantity: number;
  unit: string;
  unitPriceMinor: number;
  vatPercent: number;
  discountPercent?: number;
  recurrence?: LineRecurrence;
}

/** A line with its base, VAT and total (integer haléře; quantity and discount applied, then rounded). */
export function sampleLine(input: SampleLineInput): DocumentLine {
  const discountPercent = input.discountPercent ?? 0;
  const baseMinor = Math.round((input.quantity * input.unitPriceMinor * (100 - discountPercent)) / 100);
  const vatMinor = Math.round((baseMinor * input.vatPercent) / 100);
  return {
    description: input.description,
    quantity: input.quantity,
    unit: input.unit,
    unitPriceMinor: input.unitPriceMinor,
    discountPercent,
    vatPercent: input.vatPercent,
    baseMinor,
    vatMinor,
    totalMinor: baseMinor + vatMinor,
    recurrence: input.recurrence ?? 'one_time',
  };
}

/** The VAT recap and totals of each part the lines hold (sums of the lines, per rate, highest rate first). */
export function samplePartTotals(lines: DocumentLine[]): Partial<Record<LineRecurrence, DocumentPartTotals>> {
  const out: Partial<Record<LineRecurrence, DocumentPartTotals>> = {};
  for (const recurrence of LINE_RECURRENCES) {
    const part = lines.filter((line) => line.recurrence === recurrence);
    if (part.length === 0) continue;
    const rates = [...new Set(part.map((line) => line.vatPercent))].sort((a, b) => b - a);
    const vatRecap: VatRecapRow[] = rates.map((percent) => {
      const atRate = part.filter((line) => line.vatPercent === percent);
      const baseMinor = atRate.reduce((sum, line) => sum + line.baseMinor, 0);
      const vatMinor = atRate.reduce((sum, line) => sum + line.vatMinor, 0);
      return { percent, baseMinor, vatMinor, totalMinor: baseMinor + vatMinor };
    });
    const baseMinor = vatRecap.reduce((sum, row) => sum + row.baseMinor, 0);
    const vatMinor = vatRecap.reduce((sum, row) => sum + row.vatMinor, 0);
    out[recurrence] = { vatRecap, totals: { baseMinor, vatMinor, roundingMinor: 0, totalMinor: baseMinor + vatMinor } };
  }
  return out;
}

const TEXT = {
  cs: {
    lines: [
      ['Návrh a vývoj webu na míru: responzivní design, redakční systém, šest šablon stránek, napojení na analytiku', 1, 'ks'],
      ['Copywriting úvodních stránek – Příliš žluťoučký kůň úpěl ďábelské ódy', 12, 'h'],
      ['Tištěný katalog služeb (ŘŠČŽÝÁÍÉŮÚ)', 2, 'ks'],
      ['Správa a hosting webu, aktualizace a zálohy', 1, 'měs.'],
      ['Správa sociálních sítí (8 příspěvků měsíčně)', 1, 'měs.'],
    ],
    intro:
      '<p>Dobrý den,</p><p>děkujeme za Vaši poptávku. Na základě <strong>kalkulace z našeho webu</strong> Vám posíláme nabídku webu a jeho správy. Nabídka obsahuje:</p><ul><li><p>návrh a vývoj webu,</p></li><li><p>texty úvodních stránek,</p></li><li><p>měsíční správu webu a sociálních sítí.</p></li></ul>',
    terms:
      '<ol><li><p>Jednorázová část je splatná ve dvou splátkách: <strong>50 %</strong> při zahájení, 50 % při předání.</p></li><li><p>Měsíční správa se fakturuje vždy k 1. dni měsíce; lze ji vypovědět s měsíční výpovědní lhůtou.</p></li></ol><p>Všeobecné obchodní podmínky najdete na <a href="https://lipadigital.cz/obchodni-podminky">lipadigital.cz/obchodni-podminky</a>.</p>',
    customer: { name: 'Pekárna U Řeky s.r.o.', addressLines: ['Náměstí Přemysla Otakara II. 7', '370 01 České Budějovice'] },
  },
  en: {
    lines: [
      ['Custom website design and development: responsive design, content management, six page templates, analytics', 1, 'pc'],
      ['Copywriting of the main pages', 12, 'h'],
      ['Printed service catalogue', 2, 'pcs'],
      ['Website care and hosting, updates and backups', 1, 'mo'],
      ['Social media management (8 posts a month)', 1, 'mo'],
    ],
    intro:
      '<p>Hello,</p><p>thank you for your enquiry. Based on <strong>the estimate from our website</strong>, here is our proposal for your new website and its care. It includes:</p><ul><li><p>the design and development of the website,</p></li><li><p>the copy of the main pages,</p></li><li><p>monthly care of the website and social media.</p></li></ul>',
    terms:
      '<ol><li><p>The one-time part is paid in two instalments: <strong>50 %</strong> at the start, 50 % on delivery.</p></li><li><p>Monthly care is invoiced on the 1st of each month; either side may end it with one month\'s notice.</p></li></ol><p>Our terms of business: <a href="https://lipadigital.cz/en/terms">lipadigital.cz/en/terms</a>.</p>',
    customer: { name: 'Riverside Bakery s.r.o.', addressLines: ['Na Poříčí 12', '110 00 Praha 1', 'Czech Republic'] },
  },
} as const;

const PRICES: readonly { unitPriceMinor: number; vatPercent: number; discountPercent: number; recurrence: LineRecurrence }[] = [
  { unitPriceMinor: 8_500_000, vatPercent: 21, discountPercent: 10, recurrence: 'one_time' },
  { unitPriceMinor: 120_000, vatPercent: 21, discountPercent: 0, recurrence: 'one_time' },
  { unitPriceMinor: 450_050, vatPercent: 12, discountPercent: 0, recurrence: 'one_time' },
  { unitPriceMinor: 350_000, vatPercent: 21, discountPercent: 0, recurrence: 'monthly' },
  { unitPriceMinor: 600_000, vatPercent: 21, discountPercent: 0, recurrence: 'monthly' },
];

/** The sample proposal: one-time and monthly parts, two VAT rates, a discount, intro and terms. */
export function sampleCommercialDocument(lang: Language): CommercialDocument {
  const text = TEXT[lang];
  const lines = text.lines.map(([description, quantity, unit], index) => sampleLine({ description, quantity, unit, ...PRICES[index]! }));
  return {
    kind: 'proposal',
    number: 'N-2026-0042',
    language: lang,
    currency: 'CZK',
    vatWording: 'czech_vat',
    dates: { issued: '2026-11-26', validUntil: '2026-12-26' },
    supplier: {
      name: 'Lipa Digital s.r.o.',
      addressLines: ['Horní náměstí 12', '779 00 Olomouc'],
      ico: '27082440',
      dic: 'CZ27082440',
      vatPayer: true,
      registration:
        lang === 'cs'
          ? 'Společnost zapsaná v obchodním rejstříku vedeném Krajským soudem v Ostravě, oddíl C, vložka 61234.'
          : 'Registered in the Commercial Register kept by the Regional Court in Ostrava, section C, file 61234.',
      bankAccount: '1265098001/5500',
      iban: 'CZ5855000000001265098001',
      email: 'hello@lipadigital.cz',
      phone: '+420 585 204 118',
      web: 'lipadigital.cz',
    },
    customer: { ...text.customer, addressLines: [...text.customer.addressLines], ico: '25596641', dic: 'CZ25596641' },
    lines,
    partTotals: samplePartTotals(lines),
    introHtml: text.intro,
    termsHtml: text.terms,
    createdAt: '2026-11-26T09:30:00Z',
  };
}
