/** Texts of the client's proposal page, in both languages (the same keys: typed). */
import type { Language } from '@/shared/constants';
import type { VatMode } from '@/shared/money/document-totals';

export interface ProposalPageTexts {
  heading: string;
  version: string;
  issuedOn: string;
  validUntil: string;
  supplier: string;
  customer: string;
  oneTime: string;
  monthly: string;
  service: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  vatRate: string;
  base: string;
  vat: string;
  total: string;
  recap: string;
  /** A foreign-currency proposal's VAT recap in CZK at the ČNB rate of the day it was sent (issue 38): indicative. */
  recapCzk: (rate: string, currency: string, day: string) => string;
  rounding: string;
  payable: string;
  terms: string;
  fingerprint: string;
  downloadPdf: string;
  vatModeNote: Record<VatMode, string>;
  acceptHeading: string;
  /** The link from a refused form's message (at the top of the page) down to the form. */
  toForm: string;
  typedName: string;
  consent: string;
  accept: string;
  declineHeading: string;
  reason: string;
  decline: string;
  acceptedBy: (name: string, date: string) => string;
  /** An accepted version a newer one superseded: its page stays, read-only, and leads on to the newer version. */
  newerVersion: (version: number) => string;
  openNewer: string;
  declined: string;
  nameRequired: string;
  consentRequired: string;
  problems: Record<'notFound' | 'expired' | 'revoked' | 'superseded' | 'tooMany' | 'refused', { title: string; text: string }>;
}

export const PAGE_TEXTS: Record<Language, ProposalPageTexts> = {
  cs: {
    heading: 'Nabídka',
    version: 'verze',
    issuedOn: 'Vystaveno',
    validUntil: 'Platnost do',
    supplier: 'Dodavatel',
    customer: 'Odběratel',
    oneTime: 'Jednorázově',
    monthly: 'Měsíčně',
    service: 'Služba',
    quantity: 'Množství',
    unitPrice: 'Cena za jednotku bez DPH',
    discount: 'Sleva',
    vatRate: 'Sazba DPH',
    base: 'Základ',
    vat: 'DPH',
    total: 'Celkem',
    recap: 'Rekapitulace DPH',
    recapCzk: (rate, currency, day) => `Rekapitulace DPH v Kč – orientačně, kurz ČNB ${rate} Kč/${currency} ze dne ${day} (faktura uvede kurz ke dni zdanitelného plnění)`,
    rounding: 'Zaokrouhlení',
    payable: 'Celkem k úhradě',
    terms: 'Podmínky',
    fingerprint: 'Otisk dokumentu',
    downloadPdf: 'Stáhnout PDF',
    vatModeNote: {
      czech_vat: '',
      reverse_charge: 'Daň odvede zákazník.',
      outside_eu: 'Plnění mimo EU, bez české DPH.',
      non_payer: 'Nejsme plátci DPH.',
    },
    acceptHeading: 'Přijetí nabídky',
    toForm: 'Přejít k formuláři',
    typedName: 'Vaše celé jméno',
    consent: 'Přijímám tuto nabídku za uvedených podmínek.',
    accept: 'Přijmout nabídku',
    declineHeading: 'Odmítnutí nabídky',
    reason: 'Důvod (nepovinné)',
    decline: 'Odmítnout nabídku',
    acceptedBy: (name, date) => `Nabídku přijal(a) ${name} dne ${date}. Děkujeme, ozveme se Vám. Potvrzení s nabídkou v PDF jsme Vám poslali e-mailem.`,
    newerVersion: (v) => `Toto je nabídka, kterou jste přijali. Od té doby jsme Vám poslali její novější verzi (verze ${v}).`,
    openNewer: 'Otevřít novější verzi',
    declined: 'Nabídka byla odmítnuta. Děkujeme za odpověď.',
    nameRequired: 'Napište prosím své jméno.',
    consentRequired: 'Potvrďte prosím, že nabídku přijímáte.',
    problems: {
      notFound: { title: 'Nabídka nenalezena', text: 'Odkaz není platný. Zkontrolujte, že jste ho zkopírovali celý, nebo nás kontaktujte.' },
      expired: { title: 'Platnost nabídky skončila', text: 'Tato nabídka už neplatí. Napište nám a rádi pošleme novou.' },
      revoked: { title: 'Odkaz byl zrušen', text: 'Tento odkaz už nefunguje. Pokud nabídku potřebujete, kontaktujte nás.' },
      superseded: { title: 'Nabídka byla nahrazena', text: 'Poslali jsme Vám novější verzi této nabídky; najdete ji v novějším e-mailu.' },
      tooMany: { title: 'Příliš mnoho pokusů', text: 'Zkuste to prosím znovu za chvíli.' },
      refused: { title: 'Nabídku už nelze přijmout', text: 'Na tuto nabídku už byla dána jiná odpověď.' },
    },
  },
  en: {
    heading: 'Proposal',
    version: 'version',
    issuedOn: 'Issued',
    validUntil: 'Valid until',
    supplier: 'Supplier',
    customer: 'Customer',
    oneTime: 'One-time',
    monthly: 'Monthly',
    service: 'Service',
    quantity: 'Quantity',
    unitPrice: 'Unit price excl. VAT',
    discount: 'Discount',
    vatRate: 'VAT rate',
    base: 'Net',
    vat: 'VAT',
    total: 'Total',
    recap: 'VAT summary',
    recapCzk: (rate, currency, day) => `VAT summary in CZK – indicative, CNB rate ${rate} CZK/${currency} of ${day} (the invoice states the rate of its taxable-supply date)`,
    rounding: 'Rounding',
    payable: 'Total payable',
    terms: 'Terms',
    fingerprint: 'Document fingerprint',
    downloadPdf: 'Download PDF',
    vatModeNote: {
      czech_vat: '',
      reverse_charge: 'Reverse charge: VAT to be accounted for by the customer.',
      outside_eu: 'Supply outside the EU: no Czech VAT.',
      non_payer: 'We are not registered for VAT.',
    },
    acceptHeading: 'Accept the proposal',
    toForm: 'Go to the form',
    typedName: 'Your full name',
    consent: 'I accept this proposal on the terms stated.',
    accept: 'Accept the proposal',
    declineHeading: 'Decline the proposal',
    reason: 'Reason (optional)',
    decline: 'Decline the proposal',
    acceptedBy: (name, date) => `Accepted by ${name} on ${date}. Thank you, we will be in touch. We have e-mailed you a confirmation with the proposal as a PDF.`,
    newerVersion: (v) => `This is the proposal you accepted. We have since sent you a newer version of it (version ${v}).`,
    openNewer: 'Open the newer version',
    declined: 'The proposal was declined. Thank you for letting us know.',
    nameRequired: 'Please type your name.',
    consentRequired: 'Please confirm that you accept the proposal.',
    problems: {
      notFound: { title: 'Proposal not found', text: 'This link is not valid. Check that you copied all of it, or contact us.' },
      expired: { title: 'This proposal has expired', text: 'This proposal is no longer valid. Write to us and we will gladly send a new one.' },
      revoked: { title: 'This link was withdrawn', text: 'This link no longer works. If you need the proposal, please contact us.' },
      superseded: { title: 'This proposal was replaced', text: 'We sent you a newer version of this proposal; you will find it in a newer e-mail.' },
      tooMany: { title: 'Too many attempts', text: 'Please try again in a little while.' },
      refused: { title: 'This proposal can no longer be accepted', text: 'A different answer was already given to this proposal.' },
    },
  },
};
