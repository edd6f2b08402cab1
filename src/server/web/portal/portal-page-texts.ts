/** The texts of the portal's pages for a signed-in client (issue 25), in both languages with the same keys (typed). */
import type { Language, PROJECT_STATUSES } from '@/shared/constants';

type ProjectStatus = (typeof PROJECT_STATUSES)[number];
import type { CLIENT_CHANGE_REQUEST_FIELDS } from '@/shared/schemas/client';
import type { InvoiceKind, InvoicePaymentState } from '@/shared/schemas/invoice';
import type { PortalProposalStatus } from '@/server/data/portal/portal-records';

type ChangeField = (typeof CLIENT_CHANGE_REQUEST_FIELDS)[number] | 'vatPayer' | 'note';

export interface PortalPageTexts {
  overview: {
    heading: string;
    proposals: string;
    invoices: string;
    projects: string;
    noProposals: string;
    noInvoices: string;
    noProjects: string;
    details: string;
  };
  proposalStatus: Record<PortalProposalStatus, string>;
  invoiceKind: Record<InvoiceKind, string>;
  paymentState: Record<InvoicePaymentState, string>;
  projectStatus: Record<ProjectStatus, string>;
  validUntil: string;
  issuedOn: string;
  dueOn: string;
  total: string;
  monthly: string;
  outstanding: string;
  back: string;
  downloadPdf: string;
  proposal: {
    closed: { expired: string; withdrawn: string };
    answered: { accepted: string; declined: string };
    alreadyAnswered: { heading: string; accepted: string; declined: string };
    refused: { heading: string; text: string };
  };
  invoice: {
    status: string;
    variableSymbol: string;
    payments: string;
    noPayments: string;
    paidOn: string;
    amount: string;
    qrHeading: string;
    qrAlt: (number: string) => string;
    qrText: string;
    account: string;
  };
  project: {
    status: string;
    noDueDate: string;
    agreed: string;
    agreedIn: string;
    noProposal: string;
    messages: string;
    noMessages: string;
    sentOn: string;
    messageLabel: string;
    messageHint: string;
    send: string;
    sent: string;
    messageRequired: string;
    messageTooLong: string;
    tooMany: string;
  };
  details: {
    heading: string;
    contact: string;
    billing: string;
    email: string;
    fields: Record<ChangeField, string>;
    yes: string;
    no: string;
    notSet: string;
    pendingHeading: string;
    pendingText: (date: string) => string;
    requestHeading: string;
    requestIntro: string;
    submit: string;
    requested: string;
    errorsHeading: string;
    fieldInvalid: string;
    dataHeading: string;
    dataText: string;
    dataDownload: string;
  };
}

export const PORTAL_PAGE_TEXTS: Record<Language, PortalPageTexts> = {
  cs: {
    overview: {
      heading: 'Přehled',
      proposals: 'Nabídky',
      invoices: 'Faktury',
      projects: 'Projekty',
      noProposals: 'Zatím Vám nebyla poslána žádná nabídka.',
      noInvoices: 'Zatím nemáte žádné faktury.',
      noProjects: 'Zatím nemáte žádné projekty.',
      details: 'Moje údaje a fakturační údaje',
    },
    proposalStatus: { sent: 'Čeká na odpověď', viewed: 'Čeká na odpověď', accepted: 'Přijata', declined: 'Odmítnuta', expired: 'Platnost skončila', withdrawn: 'Stažena' },
    invoiceKind: { invoice: 'Faktura', advance_invoice: 'Zálohová faktura', credit_note: 'Dobropis', advance_tax_document: 'Daňový doklad k přijaté platbě' },
    paymentState: { draft: 'Koncept', unpaid: 'Neuhrazeno', partial: 'Částečně uhrazeno', paid: 'Uhrazeno', overpaid: 'Přeplaceno', overdue: 'Po splatnosti', credited: 'Dobropisováno' },
    projectStatus: { pending: 'Připravuje se', active: 'Probíhá', completed: 'Dokončeno' },
    validUntil: 'Platnost do',
    issuedOn: 'Vystaveno',
    dueOn: 'Splatnost',
    total: 'Celkem',
    monthly: 'Měsíčně',
    outstanding: 'Zbývá uhradit',
    back: '← Zpět na přehled',
    downloadPdf: 'Stáhnout PDF',
    proposal: {
      closed: { expired: 'Platnost této nabídky skončila. Napište nám a rádi pošleme novou.', withdrawn: 'Tuto nabídku jsme stáhli nebo nahradili novější verzí.' },
      answered: { accepted: 'Děkujeme, nabídku jste přijali.', declined: 'Nabídku jste odmítli. Děkujeme za odpověď.' },
      alreadyAnswered: { heading: 'Na nabídku už bylo odpovězeno', accepted: 'Tato nabídka už byla přijata.', declined: 'Tato nabídka už byla odmítnuta.' },
      refused: { heading: 'Nabídku už nelze přijmout', text: 'Na tuto nabídku už byla dána jiná odpověď, nebo už neplatí.' },
    },
    invoice: {
      status: 'Stav',
      variableSymbol: 'Variabilní symbol',
      payments: 'Přijaté platby',
      noPayments: 'Zatím jsme neobdrželi žádnou platbu.',
      paidOn: 'Datum',
      amount: 'Částka',
      qrHeading: 'Zaplatit QR Platbou',
      qrAlt: (number) => `QR Platba k dokladu ${number}`,
      qrText: 'Naskenujte kód v aplikaci své banky, nebo zadejte platbu ručně:',
      account: 'Číslo účtu',
    },
    project: {
      status: 'Stav',
      noDueDate: 'neurčen',
      agreed: 'Co jsme se dohodli',
      agreedIn: 'Podle nabídky',
      noProposal: 'Projekt nevznikl z nabídky v portálu.',
      messages: 'Vaše zprávy k projektu',
      noMessages: 'K projektu jste nám zatím nepsali.',
      sentOn: 'Odesláno',
      messageLabel: 'Zpráva pro nás',
      messageHint: 'Odpovíme e-mailem.',
      send: 'Odeslat zprávu',
      sent: 'Děkujeme, zprávu jsme dostali.',
      messageRequired: 'Napište prosím zprávu.',
      messageTooLong: 'Zpráva je příliš dlouhá (nejvýše 5000 znaků).',
      tooMany: 'Poslali jste příliš mnoho zpráv. Zkuste to prosím později.',
    },
    details: {
      heading: 'Moje údaje',
      contact: 'Kontakt',
      billing: 'Fakturační údaje',
      email: 'E-mail',
      fields: {
        billingName: 'Fakturační jméno / firma',
        ico: 'IČO',
        dic: 'DIČ',
        billingStreet: 'Ulice a číslo',
        billingCity: 'Město',
        billingPostalCode: 'PSČ',
        billingCountry: 'Země (kód, např. CZ)',
        phone: 'Telefon',
        vatPayer: 'Jsme plátci DPH',
        note: 'Poznámka',
      },
      yes: 'ano',
      no: 'ne',
      notSet: '—',
      pendingHeading: 'Čekající žádost o změnu',
      pendingText: (date) => `Žádost ze dne ${date} čeká na schválení.`,
      requestHeading: 'Požádat o změnu fakturačních údajů',
      requestIntro: 'Změnu zkontrolujeme a potvrdíme. Na již vystavené doklady nemá vliv.',
      submit: 'Odeslat žádost',
      requested: 'Děkujeme, žádost o změnu jsme přijali.',
      errorsHeading: 'Zkontrolujte prosím tato pole:',
      fieldInvalid: 'Zkontrolujte hodnotu.',
      dataHeading: 'Moje data',
      dataText: 'Vše, co o Vás uchováváme, v jednom souboru ZIP (JSON a CSV). Faktury jako daňové doklady uchováváme 10 let.',
      dataDownload: 'Stáhnout všechna moje data (ZIP)',
    },
  },
  en: {
    overview: {
      heading: 'Overview',
      proposals: 'Proposals',
      invoices: 'Invoices',
      projects: 'Projects',
      noProposals: 'No proposals have been sent to you yet.',
      noInvoices: 'You have no invoices yet.',
      noProjects: 'You have no projects yet.',
      details: 'My details and billing details',
    },
    proposalStatus: { sent: 'Awaiting your answer', viewed: 'Awaiting your answer', accepted: 'Accepted', declined: 'Declined', expired: 'Expired', withdrawn: 'Withdrawn' },
    invoiceKind: { invoice: 'Invoice', advance_invoice: 'Advance invoice', credit_note: 'Credit note', advance_tax_document: 'Tax document for a received payment' },
    paymentState: { draft: 'Draft', unpaid: 'Unpaid', partial: 'Partly paid', paid: 'Paid', overpaid: 'Overpaid', overdue: 'Overdue', credited: 'Credited' },
    projectStatus: { pending: 'Getting ready', active: 'In progress', completed: 'Completed' },
    validUntil: 'Valid until',
    issuedOn: 'Issued',
    dueOn: 'Due',
    total: 'Total',
    monthly: 'Monthly',
    outstanding: 'Left to pay',
    back: '← Back to the overview',
    downloadPdf: 'Download PDF',
    proposal: {
      closed: { expired: 'This proposal has expired. Write to us and we will gladly send a new one.', withdrawn: 'We withdrew this proposal or replaced it with a newer version.' },
      answered: { accepted: 'Thank you, you accepted the proposal.', declined: 'You declined the proposal. Thank you for letting us know.' },
      alreadyAnswered: { heading: 'This proposal was already answered', accepted: 'This proposal was already accepted.', declined: 'This proposal was already declined.' },
      refused: { heading: 'The proposal can no longer be accepted', text: 'This proposal was already given another answer, or it is no longer valid.' },
    },
    invoice: {
      status: 'Status',
      variableSymbol: 'Variable symbol',
      payments: 'Payments received',
      noPayments: 'We have not received any payment yet.',
      paidOn: 'Date',
      amount: 'Amount',
      qrHeading: 'Pay by QR Platba',
      qrAlt: (number) => `QR Platba payment code for ${number}`,
      qrText: 'Scan the code in your banking app, or enter the payment by hand:',
      account: 'Account number',
    },
    project: {
      status: 'Status',
      noDueDate: 'not set',
      agreed: 'What we agreed',
      agreedIn: 'As in proposal',
      noProposal: 'This project did not start from a proposal in the portal.',
      messages: 'Your messages about the project',
      noMessages: 'You have not written to us about this project yet.',
      sentOn: 'Sent',
      messageLabel: 'Your message to us',
      messageHint: 'We reply by e-mail.',
      send: 'Send message',
      sent: 'Thank you, we received your message.',
      messageRequired: 'Please write a message.',
      messageTooLong: 'The message is too long (5000 characters at most).',
      tooMany: 'You have sent too many messages. Please try again later.',
    },
    details: {
      heading: 'My details',
      contact: 'Contact',
      billing: 'Billing details',
      email: 'E-mail',
      fields: {
        billingName: 'Billing name / company',
        ico: 'Company ID (IČO)',
        dic: 'VAT ID (DIČ)',
        billingStreet: 'Street and number',
        billingCity: 'City',
        billingPostalCode: 'Postal code',
        billingCountry: 'Country (code, e.g. CZ)',
        phone: 'Phone',
        vatPayer: 'We are VAT registered',
        note: 'Note',
      },
      yes: 'yes',
      no: 'no',
      notSet: '—',
      pendingHeading: 'Change request waiting',
      pendingText: (date) => `Your request of ${date} is waiting for our approval.`,
      requestHeading: 'Request a change of billing details',
      requestIntro: 'We check and confirm the change. Documents already issued stay as they are.',
      submit: 'Send the request',
      requested: 'Thank you, we received your change request.',
      errorsHeading: 'Please check these fields:',
      fieldInvalid: 'Check this value.',
      dataHeading: 'My data',
      dataText: 'Everything we keep about you, in one ZIP file (JSON and CSV). Invoices are tax documents and are kept for 10 years.',
      dataDownload: 'Download all my data (ZIP)',
    },
  },
};
