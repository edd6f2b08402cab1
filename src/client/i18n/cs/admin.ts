import { adminActivity } from './admin-activity';
import { adminAnalytics } from './admin-analytics';
import { adminBilling } from './admin-billing';
import { adminAres } from './admin-ares';
import { adminVies } from './admin-vies';
import { adminAccountantExport } from './admin-accountant-export';
import { adminAgencyProfile } from './admin-profile';
import { adminPricing } from './admin-pricing';
import { adminRevisions } from './admin-revisions';
import { adminSiteTexts } from './admin-site-texts';
import { adminTranslations } from './admin-translations';
import { adminClient } from './admin-clients';
import { adminDashboard } from './admin-dashboard';
import { adminProject } from './admin-projects';
import { adminBlog } from './admin-blog';
import { adminMail } from './admin-mail';
import { adminMessages } from './admin-messages';
import { adminProposals } from './admin-proposals';
import { adminInvoices } from './admin-invoices';
import { adminPayments } from './admin-payments';
import { adminPortfolio } from './admin-portfolio';
import { adminMedia } from './admin-media';
import { adminTime } from './admin-time';
import { adminProfitability } from './admin-profitability';
import { adminReceivedInvoices } from './admin-received-invoices';
import { adminBankFeeds } from './admin-bank-feeds';
import { adminGate, adminTeam, adminTwoFactor } from './admin-team';

export const admin = {
  client: adminClient,
  activity: adminActivity,
  analytics: adminAnalytics,
  messages: adminMessages,
  proposals: adminProposals,
  invoices: adminInvoices,
  payments: adminPayments,
  mail: adminMail,
  billing: adminBilling,
  ares: adminAres,
  vies: adminVies,
  accountantExport: adminAccountantExport,
  agencyProfile: adminAgencyProfile,
  pricing: adminPricing,
  revisions: adminRevisions,
  siteTexts: adminSiteTexts,
  translations: adminTranslations,
  blog: adminBlog,
  portfolio: adminPortfolio,
  media: adminMedia,
  team: adminTeam,
  time: adminTime,
  profitability: adminProfitability,
  receivedInvoices: adminReceivedInvoices,
  bankFeeds: adminBankFeeds,
  twoFactor: adminTwoFactor,
  gate: adminGate,
  common: {
    exportCsv: 'Exportovat CSV',
    csvSeparator: 'Oddělovač v CSV',
    csvSemicolon: 'Středník (;)',
    csvComma: 'Čárka (,)',
    back: 'Zpět na přehled',
    loadMore: 'Načíst další',
    showing: 'Zobrazeno {{shown}} z {{total}}',
    noResults: 'Nic nenalezeno',
    actions: 'Akce',
    edit: 'Upravit',
    delete: 'Smazat',
    create: 'Vytvořit',
    saving: 'Ukládání…',
    deleting: 'Mazání…',
    loadError: 'Data se nepodařilo načíst.',
    retry: 'Zkusit znovu',
    /** A money field's error, naming the field (its label) before the reason. */
    fieldError: '{{field}}: {{message}}',
  },
  nav: {
    profile: 'Profil',
    dashboard: 'Přehled',
    changePassword: 'Změnit heslo',
    logout: 'Odhlásit se',
    backToSite: 'Zpět na web',
    sidebar: 'Navigace administrace',
    clients: 'Klienti',
    proposals: 'Nabídky',
    invoices: 'Faktury',
    receivedInvoices: 'Přijaté faktury',
    payments: 'Platby',
    projects: 'Projekty',
    blog: 'Blog',
    portfolio: 'Portfolio',
    media: 'Média',
    siteTexts: 'Texty webu',
    messages: 'Zprávy',
    mail: 'Odchozí pošta',
    agencyProfile: 'Profil agentury',
    pricing: 'Ceník',
    billing: 'Fakturační údaje',
    activity: 'Aktivita',
    analytics: 'Analytika',
    team: 'Tým',
    time: 'Čas',
    profitability: 'Ziskovost',
    twoFactor: 'Dvoufázové ověření',
    unread: 'Nepřečtené: {{count}}',
    openMenu: 'Otevřít menu administrace',
    closeMenu: 'Zavřít menu',
    menuTitle: 'Menu administrace',
  },
  notAllowed: {
    title: 'Sem nemáte přístup',
    hint: 'Tato část administrace je jen pro administrátory.',
  },
  dashboard: adminDashboard,
  project: adminProject,
  profile: {
    title: 'Profil',
    description: 'Vaše jméno a e-mailová adresa. Oznámení o nových poptávkách chodí na adresy adminů (pokud na serveru není nastaveno NOTIFY_TO).',
    placeholder: 'Vaše adresa je zástupná a nikdy nepřijme poštu: zadejte svou skutečnou e-mailovou adresu.',
    name: 'Jméno',
    email: 'E-mail',
    submit: 'Uložit',
    pending: 'Ukládá se…',
    success: 'Profil uložen',
    failed: 'Profil se nepodařilo uložit',
  },
  changePassword: {
    title: 'Změna hesla',
    description: 'Po změně budou ukončena vaše ostatní přihlášení.',
    current: 'Současné heslo',
    new: 'Nové heslo',
    confirm: 'Potvrzení nového hesla',
    submit: 'Změnit heslo',
    pending: 'Ukládání…',
    success: 'Vaše heslo bylo změněno',
    failed: 'Heslo se nepodařilo změnit',
    otherSessionsTitle: 'Ostatní přihlášení',
    otherSessionsHint: 'Odhlásí vás na všech ostatních zařízeních a v ostatních prohlížečích. Toto přihlášení zůstane.',
    revokeOthers: 'Odhlásit všechna ostatní přihlášení',
    revokeOthersPending: 'Odhlašování…',
    revokeOthersSuccess: 'Ukončená ostatní přihlášení: {{count}}',
    revokeOthersFailed: 'Ostatní přihlášení se nepodařilo ukončit',
  },
};
