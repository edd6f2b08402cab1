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
import type { admin as cs } from '../cs/admin';
import type { Shape } from '@/shared/site-texts/shape';

export const admin: Shape<typeof cs> = {
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
    exportCsv: 'Export CSV',
    csvSeparator: 'CSV separator',
    csvSemicolon: 'Semicolon (;)',
    csvComma: 'Comma (,)',
    back: 'Back to dashboard',
    loadMore: 'Load more',
    showing: 'Showing {{shown}} of {{total}}',
    noResults: 'Nothing found',
    actions: 'Actions',
    edit: 'Edit',
    delete: 'Delete',
    create: 'Create',
    saving: 'Saving…',
    deleting: 'Deleting…',
    loadError: 'The data could not be loaded.',
    retry: 'Try again',
    /** A money field's error, naming the field (its label) before the reason. */
    fieldError: '{{field}}: {{message}}',
  },
  nav: {
    profile: 'Profile',
    dashboard: 'Dashboard',
    changePassword: 'Change password',
    logout: 'Log out',
    backToSite: 'Back to website',
    sidebar: 'Back-office navigation',
    clients: 'Clients',
    proposals: 'Proposals',
    invoices: 'Invoices',
    receivedInvoices: 'Received invoices',
    payments: 'Payments',
    projects: 'Projects',
    blog: 'Blog',
    portfolio: 'Portfolio',
    media: 'Media',
    siteTexts: 'Site texts',
    messages: 'Messages',
    mail: 'Outgoing mail',
    agencyProfile: 'Agency profile',
    pricing: 'Price list',
    billing: 'Billing details',
    activity: 'Activity',
    analytics: 'Analytics',
    team: 'Team',
    time: 'Time',
    profitability: 'Profitability',
    twoFactor: 'Two-factor sign-in',
    unread: '{{count}} unread',
    openMenu: 'Open back-office menu',
    closeMenu: 'Close menu',
    menuTitle: 'Back-office menu',
  },
  notAllowed: {
    title: 'Not allowed',
    hint: 'This part of the back office is for admins only.',
  },
  dashboard: adminDashboard,
  project: adminProject,
  profile: {
    title: 'Profile',
    description: 'Your name and e-mail address. Notifications of new enquiries go to the admins’ addresses (unless NOTIFY_TO is set on the server).',
    placeholder: 'Your address is a placeholder that never receives mail: enter your real e-mail address.',
    name: 'Name',
    email: 'E-mail',
    submit: 'Save',
    pending: 'Saving…',
    success: 'Profile saved',
    failed: 'The profile could not be saved',
  },
  changePassword: {
    title: 'Change password',
    description: 'Your other sessions will be signed out after the change.',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change password',
    pending: 'Saving…',
    success: 'Your password has been updated',
    failed: 'Failed to change password',
    otherSessionsTitle: 'Other sessions',
    otherSessionsHint: 'Signs you out on every other device and browser. This session stays signed in.',
    revokeOthers: 'Sign out all other sessions',
    revokeOthersPending: 'Signing out…',
    revokeOthersSuccess: 'Other sessions signed out: {{count}}',
    revokeOthersFailed: 'Failed to sign out the other sessions',
  },
};
