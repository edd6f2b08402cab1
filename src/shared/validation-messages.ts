import {
  AUTH_MESSAGES,
  BILLING_MESSAGES,
  BLOG_MESSAGES,
  CLIENT_MESSAGES,
  CONTACT_MESSAGES,
  FIELD_MESSAGES,
  MONEY_MESSAGES,
  PORTFOLIO_MESSAGES,
  PROJECT_MESSAGES,
  STAFF_MESSAGES,
  QUOTE_MESSAGES,
  PROFILE_MESSAGES,
  PRICE_LIST_MESSAGES,
  SITE_TEXT_MESSAGES,
  TIME_MESSAGES,
} from './schemas/messages';
import { INVOICE_MESSAGES } from './schemas/invoice';
import { PAYMENT_MESSAGES } from './schemas/payment';
import { PROPOSAL_MESSAGES } from './schemas/proposal';
import { REVISION_MESSAGES } from './revisions';

/**
 * Every validation text the shared schemas produce, by key. The English i18n resource repeats these texts under
 * `validation.<key>` (checked by a test) and the Czech one translates them, so forms show the visitor's language
 * while the API answers with the spec's English texts.
 */
export const VALIDATION_MESSAGES = {
  ...AUTH_MESSAGES,
  contactNameMin: CONTACT_MESSAGES.nameMin,
  contactEmailInvalid: CONTACT_MESSAGES.emailInvalid,
  contactMessageMin: CONTACT_MESSAGES.messageMin,
  contactRateLimited: CONTACT_MESSAGES.rateLimited,
  quotePhoneInvalid: QUOTE_MESSAGES.phoneInvalid,
  quoteNoteTooLong: QUOTE_MESSAGES.noteTooLong,
  // Back office (clients, projects, blog posts, portfolio items).
  ...FIELD_MESSAGES,
  minorUnitsInvalid: MONEY_MESSAGES.minorUnitsInvalid,
  amountTooLarge: MONEY_MESSAGES.amountTooLarge,
  amountTextInvalid: MONEY_MESSAGES.amountTextInvalid,
  amountDecimals: MONEY_MESSAGES.amountDecimals,
  companySizeInvalid: CLIENT_MESSAGES.companySizeInvalid,
  servicesRequiredInvalid: CLIENT_MESSAGES.servicesRequiredInvalid,
  preferredCommunicationInvalid: CLIENT_MESSAGES.preferredCommunicationInvalid,
  clientStatusInvalid: CLIENT_MESSAGES.currentStatusInvalid,
  paymentStatusInvalid: CLIENT_MESSAGES.paymentStatusInvalid,
  projectClientRequired: PROJECT_MESSAGES.clientRequired,
  projectNameRequired: PROJECT_MESSAGES.nameRequired,
  projectClientNotFound: PROJECT_MESSAGES.clientNotFound,
  projectServiceTypeInvalid: PROJECT_MESSAGES.serviceTypeInvalid,
  projectStatusInvalid: PROJECT_MESSAGES.statusInvalid,
  blogSlugTaken: BLOG_MESSAGES.slugTaken,
  portfolioCategoryInvalid: PORTFOLIO_MESSAGES.categoryInvalid,
  portfolioProjectNotFound: PORTFOLIO_MESSAGES.projectNotFound,
  // Staff accounts and two-factor sign-in.
  staffRoleInvalid: STAFF_MESSAGES.roleInvalid,
  twoFactorCodeRequired: STAFF_MESSAGES.codeRequired,
  twoFactorCodeInvalid: STAFF_MESSAGES.codeInvalid,
  twoFactorCodeWrong: STAFF_MESSAGES.codeWrong,
  // Proposals (issue 22): the editor's fields and lines.
  proposalClientRequired: PROPOSAL_MESSAGES.clientRequired,
  proposalClientNotFound: PROPOSAL_MESSAGES.clientNotFound,
  proposalTitleRequired: PROPOSAL_MESSAGES.titleRequired,
  proposalValidUntilInvalid: PROPOSAL_MESSAGES.validUntilInvalid,
  proposalValidUntilPast: PROPOSAL_MESSAGES.validUntilPast,
  proposalLinesRequired: PROPOSAL_MESSAGES.linesRequired,
  proposalLinesTooMany: PROPOSAL_MESSAGES.linesTooMany,
  proposalServiceRequired: PROPOSAL_MESSAGES.serviceRequired,
  proposalQuantity: PROPOSAL_MESSAGES.quantity,
  proposalUnitPrice: PROPOSAL_MESSAGES.unitPrice,
  proposalDiscount: PROPOSAL_MESSAGES.discount,
  proposalTotalMismatch: PROPOSAL_MESSAGES.totalMismatch,
  proposalVatRateNotOnDate: PROPOSAL_MESSAGES.vatRateNotOnDate,
  proposalNotDraft: PROPOSAL_MESSAGES.notDraft,
  proposalTextTooLong: PROPOSAL_MESSAGES.textTooLong,
  // Invoices and payments (issue 23): the editor's fields, the payment dialog, the statement upload.
  invoiceQuantity: INVOICE_MESSAGES.quantity,
  invoiceUnitPrice: INVOICE_MESSAGES.unitPrice,
  invoiceDiscount: INVOICE_MESSAGES.discount,
  invoiceDescriptionRequired: INVOICE_MESSAGES.descriptionRequired,
  invoiceDueBeforeIssue: INVOICE_MESSAGES.dueBeforeIssue,
  invoiceExchangeRateRequired: INVOICE_MESSAGES.exchangeRateRequired,
  invoiceExchangeRateInvalid: INVOICE_MESSAGES.exchangeRateInvalid,
  invoiceExchangeRateNotForCzk: INVOICE_MESSAGES.exchangeRateNotForCzk,
  invoiceNotDraft: INVOICE_MESSAGES.notDraft,
  invoiceNotIssued: INVOICE_MESSAGES.notIssued,
  invoiceBillingIncomplete: INVOICE_MESSAGES.agencyBillingIncomplete,
  paymentAmount: PAYMENT_MESSAGES.amount,
  paymentDateInFuture: PAYMENT_MESSAGES.dateInFuture,
  paymentInvoiceRequired: PAYMENT_MESSAGES.invoiceRequired,
  paymentFileRequired: PAYMENT_MESSAGES.fileRequired,
  paymentNotManual: PAYMENT_MESSAGES.notManual,
  paymentNotCredit: PAYMENT_MESSAGES.notCredit,
  paymentAlreadyPaired: PAYMENT_MESSAGES.alreadyPaired,
  paymentCurrencyMismatch: PAYMENT_MESSAGES.currencyMismatch,
  // Business identifiers and billing details (issue 22).
  ...BILLING_MESSAGES,
  // The agency profile (issue 35).
  profileRequired: PROFILE_MESSAGES.required,
  profilePhoneInvalid: PROFILE_MESSAGES.phoneInvalid,
  httpsAddressInvalid: PROFILE_MESSAGES.httpsAddressInvalid,
  timeInvalid: PROFILE_MESSAGES.timeInvalid,
  hoursOrder: PROFILE_MESSAGES.hoursOrder,
  hoursIncomplete: PROFILE_MESSAGES.hoursIncomplete,
  // The price list (issue 35 point 3).
  quotePricesChanged: QUOTE_MESSAGES.pricesChanged,
  quotePriceVersionUnknown: QUOTE_MESSAGES.priceVersionUnknown,
  priceWholeCrowns: PRICE_LIST_MESSAGES.wholeCrowns,
  priceWholePercent: PRICE_LIST_MESSAGES.wholePercent,
  priceMultiplierRange: PRICE_LIST_MESSAGES.multiplierRange,
  priceSetupShareRange: PRICE_LIST_MESSAGES.setupShareRange,
  priceYearMarkupRange: PRICE_LIST_MESSAGES.yearMarkupRange,
  priceFeatureRequired: PRICE_LIST_MESSAGES.featureRequired,
  priceTooManyFeatures: PRICE_LIST_MESSAGES.tooManyFeatures,
  // The public site's texts (issue 35 point 2).
  siteTextUnknown: SITE_TEXT_MESSAGES.unknownText,
  siteTextPlaceholders: SITE_TEXT_MESSAGES.placeholders,
  // Revisions (issue 35 point 4).
  revisionCannotRestore: REVISION_MESSAGES.cannotRestore,
  // Time entries and the timer (issue 36).
  timeProjectRequired: TIME_MESSAGES.projectRequired,
  timeProjectNotFound: TIME_MESSAGES.projectNotFound,
  timeActivityRequired: TIME_MESSAGES.activityRequired,
  timeActivityNotFound: TIME_MESSAGES.activityNotFound,
  timeActivityNameRequired: TIME_MESSAGES.activityNameRequired,
  timeDateInvalid: TIME_MESSAGES.dateInvalid,
  timeMinutesInvalid: TIME_MESSAGES.minutesInvalid,
  timeDurationInvalid: TIME_MESSAGES.durationInvalid,
  timeRangeInvalid: TIME_MESSAGES.rangeInvalid,
  timeRangeTooLong: TIME_MESSAGES.rangeTooLong,
  timeUserNotFound: TIME_MESSAGES.userNotFound,
  timeOthersTime: TIME_MESSAGES.othersTime,
  timeLocked: TIME_MESSAGES.locked,
  timeRunning: TIME_MESSAGES.running,
  timeNoTimer: TIME_MESSAGES.noTimer,
  timeRateInvalid: TIME_MESSAGES.rateInvalid,
  timeBudgetKindInvalid: TIME_MESSAGES.budgetKindInvalid,
  timeBudgetHoursRequired: TIME_MESSAGES.budgetHoursRequired,
  timeBudgetMoneyRequired: TIME_MESSAGES.budgetMoneyRequired,
  timeGroupByInvalid: TIME_MESSAGES.groupByInvalid,
  timePreviewInvalid: TIME_MESSAGES.previewInvalid,
  timePreviewChanged: TIME_MESSAGES.previewChanged,
  timeNothingUnbilled: TIME_MESSAGES.nothingUnbilled,
  timeTooManyLines: TIME_MESSAGES.tooManyLines,
  timeRetainerHoursRequired: TIME_MESSAGES.retainerHoursRequired,
  timeRetainerRolloverInvalid: TIME_MESSAGES.retainerRolloverInvalid,
  timeRetainerSinceInvalid: TIME_MESSAGES.retainerSinceInvalid,
} as const;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** The key of a known validation text, or undefined for a text this catalogue does not hold. */
export function validationMessageKey(text: string): ValidationMessageKey | undefined {
  return (Object.keys(VALIDATION_MESSAGES) as ValidationMessageKey[]).find((k) => VALIDATION_MESSAGES[k] === text);
}
