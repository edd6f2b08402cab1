/**
 * Texts of the enquiry e-mails, in both languages (the server cannot use the client's i18n resources). Staff get the
 * notification in the back office's default language (Czech, as the admin screens start; users have no language of
 * their own yet); the visitor's auto-reply is in the language of the page the enquiry came from.
 */
import type { Language, MessageKind } from '@/shared/constants';
import type { PaymentMode, PricingPlan, PricingService } from '@/shared/pricing';

export interface MailTexts {
  subject: Record<MessageKind, (name: string) => string>;
  intro: Record<MessageKind, string>;
  /** An enquiry that only tripped the time trap (issue 20): notified anyway, marked in the subject and the text. */
  possibleSpam: { tag: string; note: string };
  fields: {
    name: string;
    email: string;
    phone: string;
    message: string;
    note: string;
    page: string;
    language: string;
    received: string;
    company: string;
    ico: string;
    plan: string;
    paymentMode: string;
    services: string;
    setup: string;
    monthly: string;
    firstYear: string;
    pricesCzk: string;
    pricesUsd: string;
  };
  none: string;
  open: string;
  languages: Record<Language, string>;
  plans: Record<PricingPlan, string>;
  /** What a plan sells, as a proposal made from a quote names it (its title, its plan lines, the invoice lines). */
  planOffer: (planName: string) => string;
  paymentModes: Record<PaymentMode, string>;
  services: Record<PricingService, string>;
  /** A fixed text: nothing of the enquiry is repeated to an address nobody has verified (issue 19). */
  autoReply: { subject: string; greeting: string; body: string; notYou: string; signature: string };
}

export const MAIL_TEXTS: Record<Language, MailTexts> = {
  cs: {
    subject: { contact: (name) => `Nová zpráva z webu: ${name}`, quote: (name) => `Nová poptávka z ceníku: ${name}`, portal: (name) => `Zpráva z klientského portálu: ${name}` },
    intro: { contact: 'Z kontaktního formuláře přišla nová zpráva.', quote: 'Z kalkulačky v ceníku přišla nová poptávka.', portal: 'Klient poslal z portálu zprávu k projektu.' },
    possibleSpam: {
      tag: 'Možný spam',
      note: 'Formulář byl odeslán rychleji, než ho člověk obvykle vyplní (třeba automatickým vyplněním prohlížeče). Zpráva je ve schránce označená jako možný spam: pokud je od skutečného člověka, označte ji „Není spam“.',
    },
    fields: {
      name: 'Jméno',
      email: 'E-mail',
      phone: 'Telefon',
      message: 'Zpráva',
      note: 'Poznámka',
      page: 'Stránka',
      language: 'Jazyk',
      received: 'Přijato',
      company: 'Firma',
      ico: 'IČO',
      plan: 'Balíček',
      paymentMode: 'Způsob platby',
      services: 'Služby',
      setup: 'Jednorázově',
      monthly: 'Měsíčně',
      firstYear: 'První rok celkem',
      pricesCzk: 'Ceny v Kč',
      pricesUsd: 'Ceny v USD (jak je ukazuje anglická stránka)',
    },
    none: '—',
    open: 'Otevřít v administraci',
    languages: { cs: 'čeština', en: 'angličtina' },
    plans: { basic: 'Základní', standard: 'Standardní', premium: 'Prémiový' },
    planOffer: (planName) => `Tvorba webu – balíček ${planName}`,
    paymentModes: { standard: 'Standardní', monthlyFocused: 'Důraz na měsíční platby' },
    services: { webDevelopment: 'Vývoj webu', design: 'Design', socialMedia: 'Sociální sítě', marketing: 'Marketing' },
    autoReply: {
      subject: 'Děkujeme za vaši zprávu',
      greeting: 'Dobrý den,',
      body: 'děkujeme, vaše zpráva k nám dorazila. Ozveme se vám co nejdříve, obvykle do jednoho pracovního dne.',
      notYou: 'Pokud jste nám nepsali vy, zadal někdo vaši adresu do formuláře na našem webu. Tento e-mail pak můžete ignorovat, další vám posílat nebudeme.',
      signature: 'S pozdravem',
    },
  },
  en: {
    subject: { contact: (name) => `New message from the website: ${name}`, quote: (name) => `New quote request from the pricing page: ${name}`, portal: (name) => `Message from the client portal: ${name}` },
    intro: { contact: 'A new message came in through the contact form.', quote: 'A new quote request came in from the pricing calculator.', portal: 'A client sent a message about a project from the portal.' },
    possibleSpam: {
      tag: 'Possible spam',
      note: 'The form was sent faster than a person usually fills it in (browser autofill, perhaps). The message is in the inbox marked as possible spam: if a real person wrote it, mark it "Not spam".',
    },
    fields: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      message: 'Message',
      note: 'Note',
      page: 'Page',
      language: 'Language',
      received: 'Received',
      company: 'Company',
      ico: 'Company ID (IČO)',
      plan: 'Plan',
      paymentMode: 'Payment mode',
      services: 'Services',
      setup: 'One-time',
      monthly: 'Monthly',
      firstYear: 'First year total',
      pricesCzk: 'Prices in CZK',
      pricesUsd: 'Prices in USD (as the English page shows them)',
    },
    none: '—',
    open: 'Open in the back office',
    languages: { cs: 'Czech', en: 'English' },
    plans: { basic: 'Basic', standard: 'Standard', premium: 'Premium' },
    planOffer: (planName) => `Website – ${planName} plan`,
    paymentModes: { standard: 'Standard', monthlyFocused: 'Monthly focused' },
    services: { webDevelopment: 'Web development', design: 'Design', socialMedia: 'Social media', marketing: 'Marketing' },
    autoReply: {
      subject: 'Thank you for your message',
      greeting: 'Hello,',
      body: 'thank you, your message has reached us. We will get back to you as soon as we can, usually within one business day.',
      notYou: 'If you did not write to us, someone entered your address in the form on our website. You can then ignore this e-mail; we will not send you any more.',
      signature: 'Kind regards',
    },
  },
};

/**
 * The reminder of an overdue invoice (docs/product/payments.md#reminders), to the client in the invoice's language:
 * its number, the amount still due, the due date and how to pay. Stage 1 after first_reminder_days past due, stage 2
 * after second_reminder_days.
 */
export interface InvoiceReminderTexts {
  subject: Record<1 | 2, (number: string) => string>;
  greeting: string;
  body: Record<1 | 2, (number: string, dueOn: string) => string>;
  amountDue: string;
  dueOn: string;
  howToPay: string;
  account: string;
  iban: string;
  variableSymbol: string;
  alreadyPaid: string;
  signature: string;
}

export const INVOICE_REMINDER_TEXTS: Record<Language, InvoiceReminderTexts> = {
  cs: {
    subject: { 1: (n) => `Upomínka: faktura ${n} po splatnosti`, 2: (n) => `Druhá upomínka: faktura ${n} po splatnosti` },
    greeting: 'Dobrý den,',
    body: {
      1: (n, d) => `dovolujeme si Vás upozornit, že faktura ${n} se splatností ${d} dosud nebyla uhrazena (fakturu přikládáme).`,
      2: (n, d) => `faktura ${n} se splatností ${d} stále není uhrazena, přestože jsme Vám již poslali upomínku. Prosíme o úhradu co nejdříve (fakturu přikládáme).`,
    },
    amountDue: 'Zbývá uhradit',
    dueOn: 'Datum splatnosti',
    howToPay: 'Platbu prosím pošlete na účet:',
    account: 'Číslo účtu',
    iban: 'IBAN',
    variableSymbol: 'Variabilní symbol',
    alreadyPaid: 'Pokud jste již zaplatili, považujte prosím tuto zprávu za bezpředmětnou.',
    signature: 'S pozdravem',
  },
  en: {
    subject: { 1: (n) => `Reminder: invoice ${n} is overdue`, 2: (n) => `Second reminder: invoice ${n} is overdue` },
    greeting: 'Hello,',
    body: {
      1: (n, d) => `we would like to let you know that invoice ${n}, due on ${d}, has not been paid yet (the invoice is attached).`,
      2: (n, d) => `invoice ${n}, due on ${d}, is still unpaid although we have already sent you a reminder. Please pay it as soon as possible (the invoice is attached).`,
    },
    amountDue: 'Amount due',
    dueOn: 'Due date',
    howToPay: 'Please pay to the account:',
    account: 'Account number',
    iban: 'IBAN',
    variableSymbol: 'Variable symbol',
    alreadyPaid: 'If you have already paid, please disregard this message.',
    signature: 'Kind regards',
  },
};
