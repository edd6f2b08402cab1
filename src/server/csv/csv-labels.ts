/**
 * The words of the back office's CSV exports in each language: column headers per list, and the values a list shows
 * as words (statuses, kinds, service types…). The clients import reads these back (either language, or the field
 * names and stored values themselves). A column or value without an entry is written as it is stored.
 */
import type { Language } from '@/shared/constants';

export type CsvList = 'clients' | 'projects' | 'messages' | 'blog-posts' | 'portfolio' | 'accounting' | 'invoices' | 'profitability';
type Words = Record<string, string>;

const COMMON: Record<Language, Words> = {
  cs: { id: 'ID', createdAt: 'Vytvořeno', updatedAt: 'Upraveno', email: 'E-mail', phone: 'Telefon', clientId: 'ID klienta', clientName: 'Klient', projectId: 'ID projektu' },
  en: { id: 'ID', createdAt: 'Created', updatedAt: 'Updated', email: 'E-mail', phone: 'Phone', clientId: 'Client ID', clientName: 'Client', projectId: 'Project ID' },
};

const HEADERS: Record<CsvList, Record<Language, Words>> = {
  clients: {
    cs: {
      name: 'Jméno', website: 'Web', company: 'Firma', companySize: 'Velikost firmy', industry: 'Obor', location: 'Lokalita',
      servicesRequired: 'Požadované služby', startDate: 'Datum zahájení', expectedDelivery: 'Předpokládané dodání', currentStatus: 'Stav',
      preferredCommunication: 'Preferovaná komunikace', salesman: 'Obchodník', internalNotes: 'Interní poznámky',
      oneTimePrice: 'Jednorázová cena (Kč)', monthlyPrice: 'Měsíční cena (Kč)', contractUrl: 'Odkaz na smlouvu', paymentStatus: 'Stav platby',
      billingName: 'Fakturační název', ico: 'IČO', dic: 'DIČ', billingStreet: 'Fakturační ulice', billingCity: 'Fakturační město',
      billingPostalCode: 'Fakturační PSČ', billingCountry: 'Země', documentLanguage: 'Jazyk dokladů', vatPayer: 'Plátce DPH',
      createdAt: 'Přidán',
    },
    en: {
      name: 'Name', website: 'Website', company: 'Company', companySize: 'Company size', industry: 'Industry', location: 'Location',
      servicesRequired: 'Services required', startDate: 'Start date', expectedDelivery: 'Expected delivery', currentStatus: 'Status',
      preferredCommunication: 'Preferred communication', salesman: 'Salesperson', internalNotes: 'Internal notes',
      oneTimePrice: 'One-time price (CZK)', monthlyPrice: 'Monthly price (CZK)', contractUrl: 'Contract link', paymentStatus: 'Payment status',
      billingName: 'Billing name', ico: 'Company ID (IČO)', dic: 'VAT ID (DIČ)', billingStreet: 'Billing street', billingCity: 'Billing city',
      billingPostalCode: 'Billing postal code', billingCountry: 'Country', documentLanguage: 'Document language', vatPayer: 'VAT payer',
      createdAt: 'Added',
    },
  },
  projects: {
    cs: { name: 'Projekt', description: 'Popis', status: 'Stav', serviceType: 'Typ služby', startDate: 'Zahájení', dueDate: 'Termín', budget: 'Rozpočet (USD)', monthlyFee: 'Měsíční poplatek (USD)', amountPaid: 'Zaplaceno (USD)', costOfService: 'Náklady (USD)', notes: 'Poznámky' },
    en: { name: 'Project', description: 'Description', status: 'Status', serviceType: 'Service type', startDate: 'Start', dueDate: 'Due date', budget: 'Budget (USD)', monthlyFee: 'Monthly fee (USD)', amountPaid: 'Paid (USD)', costOfService: 'Cost (USD)', notes: 'Notes' },
  },
  messages: {
    cs: { name: 'Jméno', message: 'Zpráva', status: 'Stav', createdAt: 'Přijato', kind: 'Druh', pagePath: 'Stránka', language: 'Jazyk' },
    en: { name: 'Name', message: 'Message', status: 'Status', createdAt: 'Received', kind: 'Kind', pagePath: 'Page', language: 'Language' },
  },
  'blog-posts': {
    cs: { title: 'Název', titleEn: 'Název (anglicky)', slug: 'Adresa', slugEn: 'Adresa (anglicky)', published: 'Publikováno', publishedAt: 'Datum publikace', imageUrl: 'Obrázek', authorId: 'ID autora' },
    en: { title: 'Title', titleEn: 'Title (English)', slug: 'Slug', slugEn: 'Slug (English)', published: 'Published', publishedAt: 'Publication date', imageUrl: 'Image', authorId: 'Author ID' },
  },
  portfolio: {
    cs: { title: 'Název', description: 'Popis', titleEn: 'Název (anglicky)', descriptionEn: 'Popis (anglicky)', category: 'Kategorie', services: 'Služby', link: 'Odkaz', imageUrl: 'Obrázek', featured: 'Na úvodní stránce', position: 'Pořadí' },
    en: { title: 'Title', description: 'Description', titleEn: 'Title (English)', descriptionEn: 'Description (English)', category: 'Category', services: 'Services', link: 'Link', imageUrl: 'Image', featured: 'Featured', position: 'Position' },
  },
  invoices: {
    cs: {
      number: 'Číslo dokladu', kind: 'Druh', paymentState: 'Stav úhrady', issuedOn: 'Datum vystavení', taxableSupplyOn: 'DUZP', dueOn: 'Splatnost',
      variableSymbol: 'Variabilní symbol', correctsNumber: 'Opravovaný doklad', clientName: 'Odběratel', customerIco: 'IČO odběratele',
      customerDic: 'DIČ odběratele', vatMode: 'Režim DPH', currency: 'Měna', exchangeRate: 'Kurz ČNB (Kč)', baseMinor: 'Základ daně',
      vatMinor: 'DPH', totalMinor: 'Celkem k úhradě', vatCzkMinor: 'DPH v Kč', paidMinor: 'Uhrazeno', outstandingMinor: 'Zbývá uhradit',
    },
    en: {
      number: 'Document number', kind: 'Kind', paymentState: 'Payment state', issuedOn: 'Date of issue', taxableSupplyOn: 'Date of taxable supply',
      dueOn: 'Due date', variableSymbol: 'Variable symbol', correctsNumber: 'Corrected document', clientName: 'Customer', customerIco: 'Customer company ID',
      customerDic: 'Customer VAT ID', vatMode: 'VAT treatment', currency: 'Currency', exchangeRate: 'CNB rate (CZK)', baseMinor: 'Tax base',
      vatMinor: 'VAT', totalMinor: 'Total payable', vatCzkMinor: 'VAT in CZK', paidMinor: 'Paid', outstandingMinor: 'Outstanding',
    },
  },
  accounting: {
    cs: { projectName: 'Projekt', serviceType: 'Typ služby', amountPaid: 'Zaplaceno (USD)', profitMargin: 'Marže (%)', costSource: 'Náklady marže', daysRemaining: 'Zbývá dní', dueDate: 'Termín' },
    en: { projectName: 'Project', serviceType: 'Service type', amountPaid: 'Paid (USD)', profitMargin: 'Margin (%)', costSource: 'Margin cost', daysRemaining: 'Days remaining', dueDate: 'Due date' },
  },
  profitability: {
    cs: {
      key: 'ID', name: 'Název', detail: 'Klient', revenue: 'Tržby bez DPH (Kč)', timeCost: 'Náklady na čas (Kč)', expenses: 'Přijaté faktury (Kč)',
      cost: 'Náklady celkem (Kč)', profit: 'Zisk (Kč)', margin: 'Marže (%)', hours: 'Odpracováno (h)', effectiveRate: 'Efektivní hodinová sazba (Kč/h)',
    },
    en: {
      key: 'ID', name: 'Name', detail: 'Client', revenue: 'Revenue excl. VAT (CZK)', timeCost: 'Time cost (CZK)', expenses: 'Received invoices (CZK)',
      cost: 'Total cost (CZK)', profit: 'Profit (CZK)', margin: 'Margin (%)', hours: 'Hours logged', effectiveRate: 'Effective hourly rate (CZK/h)',
    },
  },
};

const SERVICE_TYPES: Record<Language, Words> = {
  cs: { 'web-development': 'Vývoj webu', design: 'Design', marketing: 'Marketing', 'social-media': 'Sociální sítě', 'logo-design': 'Logo', seo: 'SEO', branding: 'Branding', multiple: 'Více služeb' },
  en: { 'web-development': 'Web development', design: 'Design', marketing: 'Marketing', 'social-media': 'Social media', 'logo-design': 'Logo design', seo: 'SEO', branding: 'Branding', multiple: 'Multiple services' },
};

/** Values shown as words, per list and column. */
const VALUES: Partial<Record<CsvList, Record<Language, Record<string, Words>>>> = {
  clients: {
    cs: {
      currentStatus: { lead: 'Zájemce', onboarding: 'Zahajování', active: 'Aktivní', paused: 'Pozastaveno', completed: 'Dokončeno' },
      paymentStatus: { not_paid: 'Nezaplaceno', partial: 'Částečně zaplaceno', paid: 'Zaplaceno', overdue: 'Po splatnosti' },
      companySize: { '1-10': '1–10 zaměstnanců', '11-50': '11–50 zaměstnanců', '51-200': '51–200 zaměstnanců', '201-500': '201–500 zaměstnanců', '501+': 'Více než 500 zaměstnanců' },
      servicesRequired: SERVICE_TYPES.cs,
      preferredCommunication: { email: 'E-mail', phone: 'Telefon', whatsapp: 'WhatsApp', skype: 'Skype', slack: 'Slack', other: 'Jiný způsob' },
      documentLanguage: { cs: 'čeština', en: 'angličtina' },
    },
    en: {
      currentStatus: { lead: 'Lead', onboarding: 'Onboarding', active: 'Active', paused: 'Paused', completed: 'Completed' },
      paymentStatus: { not_paid: 'Not paid', partial: 'Partially paid', paid: 'Paid', overdue: 'Overdue' },
      companySize: { '1-10': '1–10 employees', '11-50': '11–50 employees', '51-200': '51–200 employees', '201-500': '201–500 employees', '501+': 'More than 500 employees' },
      servicesRequired: SERVICE_TYPES.en,
      preferredCommunication: { email: 'E-mail', phone: 'Phone', whatsapp: 'WhatsApp', skype: 'Skype', slack: 'Slack', other: 'Other' },
      documentLanguage: { cs: 'Czech', en: 'English' },
    },
  },
  projects: {
    cs: { status: { pending: 'Čeká', active: 'Probíhá', completed: 'Dokončeno' }, serviceType: SERVICE_TYPES.cs },
    en: { status: { pending: 'Pending', active: 'Active', completed: 'Completed' }, serviceType: SERVICE_TYPES.en },
  },
  messages: {
    cs: { status: { unread: 'Nepřečtená', read: 'Přečtená', spam: 'Spam' }, kind: { contact: 'Zpráva', quote: 'Poptávka' }, language: { cs: 'čeština', en: 'angličtina' } },
    en: { status: { unread: 'Unread', read: 'Read', spam: 'Spam' }, kind: { contact: 'Message', quote: 'Quote request' }, language: { cs: 'Czech', en: 'English' } },
  },
  accounting: {
    cs: { serviceType: SERVICE_TYPES.cs, costSource: { real: 'skutečné (čas a přijaté faktury)', assumed: 'předpoklad podle typu služby' } },
    en: { serviceType: SERVICE_TYPES.en, costSource: { real: 'real (time and received invoices)', assumed: 'assumed per service type' } },
  },
  profitability: { cs: { serviceType: SERVICE_TYPES.cs }, en: { serviceType: SERVICE_TYPES.en } },
  invoices: {
    cs: {
      kind: { invoice: 'Faktura – daňový doklad', advance_invoice: 'Zálohová faktura', credit_note: 'Opravný daňový doklad', advance_tax_document: 'Daňový doklad k přijaté platbě' },
      paymentState: { unpaid: 'Neuhrazeno', partial: 'Částečně uhrazeno', paid: 'Uhrazeno', overpaid: 'Přeplaceno', overdue: 'Po splatnosti', credited: 'Dobropisováno', draft: 'Koncept' },
      vatMode: { czech_vat: 'Česká DPH', reverse_charge: 'Přenesená daňová povinnost', outside_eu: 'Mimo EU (bez české DPH)', non_payer: 'Neplátce DPH' },
    },
    en: {
      kind: { invoice: 'Invoice – tax document', advance_invoice: 'Advance invoice', credit_note: 'Credit note', advance_tax_document: 'Tax document for a received payment' },
      paymentState: { unpaid: 'Unpaid', partial: 'Partially paid', paid: 'Paid', overpaid: 'Overpaid', overdue: 'Overdue', credited: 'Credited', draft: 'Draft' },
      vatMode: { czech_vat: 'Czech VAT', reverse_charge: 'Reverse charge', outside_eu: 'Outside the EU (no Czech VAT)', non_payer: 'Not a VAT payer' },
    },
  },
};

/**
 * The money columns of each list: integer minor units (decision 022), written as decimal amounts of the currency in the
 * file's language (cs `1234,50`, en `1234.50`; whole amounts without decimals) and read back exactly by the import.
 * Client prices are Kč, project amounts USD (docs/product/rules.md#currency), as the headers say.
 */
const MONEY_COLUMNS: Record<CsvList, readonly string[]> = {
  clients: ['oneTimePrice', 'monthlyPrice'],
  projects: ['budget', 'monthlyFee', 'amountPaid', 'costOfService'],
  accounting: ['amountPaid'],
  invoices: ['baseMinor', 'vatMinor', 'totalMinor', 'vatCzkMinor', 'paidMinor', 'outstandingMinor'],
  profitability: ['revenue', 'timeCost', 'expenses', 'cost', 'profit', 'effectiveRate'],
  messages: [],
  'blog-posts': [],
  portfolio: [],
};

export const isMoneyColumn = (list: CsvList, column: string): boolean => MONEY_COLUMNS[list].includes(column);

/** The header of a column in a list's export. */
export function csvHeader(list: CsvList, column: string, lang: Language): string {
  return HEADERS[list][lang][column] ?? COMMON[lang][column] ?? column;
}

/** The word for a stored value of a column, or the value itself. */
export function csvValue(list: CsvList, column: string, value: string, lang: Language): string {
  return VALUES[list]?.[lang][column]?.[value] ?? value;
}

/** The words of a column in every language (for reading a file back): word → stored value. */
export function csvValuesRead(list: CsvList, column: string): Map<string, string> {
  const read = new Map<string, string>();
  for (const lang of ['cs', 'en'] as const) {
    for (const [value, word] of Object.entries(VALUES[list]?.[lang][column] ?? {})) read.set(word.toLowerCase(), value);
  }
  return read;
}

/** Every header a column may have in a file (field name, Czech, English), lower-cased: header → column. */
export function csvHeadersRead(list: CsvList, columns: readonly string[]): Map<string, string> {
  const read = new Map<string, string>();
  for (const column of columns) {
    read.set(column.toLowerCase(), column);
    for (const lang of ['cs', 'en'] as const) read.set(csvHeader(list, column, lang).toLowerCase(), column);
  }
  return read;
}
