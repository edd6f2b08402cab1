/**
 * Every text the shared schemas produce, kept apart from the schemas so that code which only needs the texts (the
 * translated form errors) does not pull the validation library into public pages.
 */
import {
  CLIENT_STATUSES,
  COMMUNICATION_METHODS,
  COMPANY_SIZES,
  PAYMENT_STATUSES,
  PORTFOLIO_CATEGORIES,
  PROJECT_SERVICE_TYPES,
  PROJECT_STATUSES,
  SERVICES_REQUIRED,
  USER_ROLES,
} from '../constants';

export function oneOfMessage(values: readonly string[]): string {
  return `Must be one of: ${values.join(', ')}`;
}

/** docs/product/rules.md#account-validation — texts are requirements; the form and the route share these schemas. */
export const AUTH_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameInvalid: 'Use only letters a–z, digits, dot, underscore and hyphen',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  emailInvalid: 'Invalid email address',
  currentPasswordRequired: 'Current password is required',
  newPasswordMin: 'New password must be at least 6 characters',
  confirmRequired: 'Please confirm your new password',
  passwordsMismatch: "Passwords don't match",
  loginFailed: 'Invalid username or password',
  currentPasswordWrong: 'Current password is incorrect',
  passwordUpdated: 'Your password has been updated',
} as const;

/** Staff accounts and two-factor sign-in (issue 14). */
export const STAFF_MESSAGES = {
  roleInvalid: oneOfMessage(USER_ROLES),
  codeRequired: 'Enter the code from your authenticator app or a recovery code',
  codeInvalid: 'The code is not valid',
  codeWrong: 'The code is wrong or was already used',
  noPendingSignIn: 'Sign in with your password first',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on',
  twoFactorNotStarted: 'Start the set-up first',
  twoFactorOff: 'Two-factor sign-in is not on',
  staffNotFound: 'Staff member not found',
  ownTwoFactor: 'Turn off your own two-factor sign-in with your password and a code',
} as const;

/** docs/product/rules.md#contact-form-validation contact rules; texts are requirements. */
export const CONTACT_MESSAGES = {
  nameMin: 'Name must be at least 2 characters.',
  emailInvalid: 'Please enter a valid email address.',
  messageMin: 'Message must be at least 10 characters.',
  /** The answer once an address has sent its allowance of messages (429). */
  rateLimited: 'Too many messages from this address. Please try again later.',
  pageInvalid: 'Must be a path of this site starting with /',
} as const;

/** Quote request from a plan card of the pricing calculator (issue 12). */
export const QUOTE_MESSAGES = {
  phoneInvalid: 'Please enter a valid phone number.',
  noteTooLong: 'The note is too long.',
  /** The page showed a price list replaced too long ago (src/shared/pricing.ts PRICE_CHANGE_GRACE_HOURS). */
  pricesChanged: 'Our prices have changed since this page was opened. Reload the page to see the current prices.',
  priceVersionUnknown: 'Unknown price list version',
} as const;

/** The price list editor (issue 35 point 3; src/shared/schemas/price-list.ts). */
export const PRICE_LIST_MESSAGES = {
  wholeCrowns: 'Enter a whole number of crowns',
  wholePercent: 'Enter a whole percent',
  multiplierRange: 'Must be a whole percent from 0 to 1000',
  setupShareRange: 'Must be a whole percent from 0 to 100',
  yearMarkupRange: 'Must be a whole percent from 100 to 1000',
  featureRequired: 'A feature cannot be empty',
  tooManyFeatures: 'At most 12 features per category',
} as const;

export const FIELD_MESSAGES = {
  nameRequired: 'Name is required',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  contentRequired: 'Content is required',
  textInvalid: 'Must be text',
  textTooLong: 'This text is too long',
  numberInvalid: 'Must be a number',
  numberMin0: 'Must be 0 or more',
  numberTooLarge: 'This number is too large',
  dateInvalid: 'Invalid date',
  booleanInvalid: 'Must be true or false',
  webAddressInvalid: 'Must be a web address starting with http:// or https://',
  imageUrlRequired: 'Image address is required',
  imageUrlInvalid: 'Image address must start with http://, https:// or /',
  idInvalid: 'Must be a positive whole number',
} as const;

/** Money amounts (src/shared/money/minor-units.ts): the API's integer minor units and the forms' typed decimal text. */
export const MONEY_MESSAGES = {
  minorUnitsInvalid: 'Must be a whole number of minor units (hellers or cents: 1234.50 is 123450)',
  amountMin0: FIELD_MESSAGES.numberMin0,
  amountTooLarge: 'This amount is too large',
  amountTextInvalid: 'Enter an amount such as 1234.50',
  amountDecimals: 'At most two decimal places',
} as const;

export const CLIENT_MESSAGES = {
  nameRequired: FIELD_MESSAGES.nameRequired,
  /** docs/product/rules.md#record-validation text. */
  emailInvalid: AUTH_MESSAGES.emailInvalid,
  companySizeInvalid: oneOfMessage(COMPANY_SIZES),
  servicesRequiredInvalid: oneOfMessage(SERVICES_REQUIRED),
  preferredCommunicationInvalid: oneOfMessage(COMMUNICATION_METHODS),
  currentStatusInvalid: oneOfMessage(CLIENT_STATUSES),
  paymentStatusInvalid: oneOfMessage(PAYMENT_STATUSES),
} as const;

export const PROJECT_MESSAGES = {
  clientRequired: 'Please choose a client',
  /** The server's answer when the chosen client id does not exist (any more). */
  clientNotFound: 'The chosen client does not exist',
  nameRequired: 'Project name is required',
  descriptionRequired: FIELD_MESSAGES.descriptionRequired,
  serviceTypeInvalid: oneOfMessage(PROJECT_SERVICE_TYPES),
  statusInvalid: oneOfMessage(PROJECT_STATUSES),
} as const;

/** Time entries and the timer (issue 36). */
export const TIME_MESSAGES = {
  projectRequired: 'Please choose a project',
  projectNotFound: 'The chosen project does not exist',
  activityRequired: 'Please choose an activity',
  activityNotFound: 'The chosen activity does not exist or is archived',
  activityNameRequired: 'Name the activity in both languages',
  dateInvalid: 'Enter a day as yyyy-mm-dd',
  minutesInvalid: 'Must be a whole number of minutes from 1 to 1440',
  durationInvalid: 'Enter a duration such as 1:30 or 1,5 (at most 24 hours)',
  rangeInvalid: 'The end must not be before the start',
  rangeTooLong: 'At most 62 days at once',
  userNotFound: 'The chosen person does not exist',
  /** 403: an editor acting on another person's time. */
  othersTime: 'You may only see and change your own time',
  /** 409: an entry on an issued invoice is locked until a credit note releases it. */
  locked: 'This time is on an invoice; deleting the draft, or a credit note of the issued invoice, releases it',
  /** 409: an entry whose timer is running is changed by stopping the timer. */
  running: 'Stop the timer first',
  noTimer: 'No timer is running',
  /** Rates and budgets. */
  rateInvalid: 'Enter an amount per hour from 0 to 100 000 Kč',
  budgetKindInvalid: 'Must be one of: none, hours, money',
  budgetHoursRequired: 'Enter the budget in hours, e.g. 40 or 37:30',
  budgetMoneyRequired: 'Enter the budget in Kč, more than 0',
  /** Unbilled time → invoice. */
  groupByInvalid: 'Must be one of: activity, person, day',
  previewInvalid: 'Send the number of entries and minutes of the preview',
  /** 409: the period's unbilled time changed since the preview was read. */
  previewChanged: 'The unbilled time of this period has changed; look at it again before making the invoice',
  /** 409: the period has no unbilled billable time. */
  nothingUnbilled: 'This period has no unbilled billable time',
  tooManyLines: 'More than 200 lines: group the time per activity or person, or choose a shorter period',
  /** Retainers. */
  retainerHoursRequired: 'Enter the hours, e.g. 10 or 7:30',
  retainerRolloverInvalid: 'Must be one of: expire, roll_over',
  retainerSinceInvalid: 'Enter the first month as yyyy-mm',
} as const;

export const BLOG_MESSAGES = {
  titleRequired: FIELD_MESSAGES.titleRequired,
  contentRequired: FIELD_MESSAGES.contentRequired,
  /** The server's answer when an explicitly given slug belongs to another post. */
  slugTaken: 'This slug is already used by another post',
} as const;

export const PORTFOLIO_MESSAGES = {
  titleRequired: FIELD_MESSAGES.titleRequired,
  descriptionRequired: FIELD_MESSAGES.descriptionRequired,
  imageUrlRequired: FIELD_MESSAGES.imageUrlRequired,
  categoryInvalid: oneOfMessage(PORTFOLIO_CATEGORIES),
  /** The server's answer when the linked project id does not exist. */
  projectNotFound: 'The chosen project does not exist',
} as const;

/** Business identifiers and billing details (issue 22): IČO, DIČ / VAT ID, bank account, IBAN, address. */
export const BILLING_MESSAGES = {
  icoInvalid: 'IČO must be 8 digits with a valid check digit',
  dicInvalid: 'DIČ must be CZ with an IČO or birth number, or an EU VAT ID (country prefix and number)',
  czechDicInvalid: 'DIČ must be CZ followed by 8–10 digits (IČO or birth number)',
  dicIcoMismatch: 'A DIČ of CZ and 8 digits must be CZ followed by the IČO',
  dicCountryMismatch: 'The VAT ID’s prefix does not match the country',
  dicRequired: 'A VAT payer needs a DIČ',
  bankAccountInvalid: 'Account number must be [prefix-]number/bank code, e.g. 19-2000145399/0800',
  bankAccountPrefixInvalid: 'The account number’s prefix fails its check digit test',
  bankAccountNumberInvalid: 'The account number fails its check digit test',
  ibanInvalid: 'IBAN must be a country code, 2 check digits and the account number',
  ibanChecksumInvalid: 'The IBAN’s check digits are wrong',
  ibanAccountMismatch: 'The IBAN does not match the account number',
  countryInvalid: 'Must be a two-letter country code (ISO 3166-1), e.g. CZ',
  postalCodeInvalid: 'A Czech postal code has 5 digits, e.g. 110 00',
  documentLanguageInvalid: 'Must be one of: cs, en',
  daysInvalid: 'Must be a whole number of days from 1 to 365',
  secondReminderNotLater: 'Must be more days than the first reminder',
} as const;

/** The agency profile (issue 35: src/shared/schemas/agency-profile.ts). */
export const PROFILE_MESSAGES = {
  required: 'This field is required',
  phoneInvalid: 'Enter a phone number of digits, spaces and an optional leading +, e.g. +420 585 204 118',
  httpsAddressInvalid: 'Must be a web address starting with https://',
  timeInvalid: 'Enter a time such as 09:00',
  hoursOrder: 'The closing time must be after the opening time',
  hoursIncomplete: 'Enter both times, or neither for a closed day',
} as const;

/** The public site's texts (issue 35 point 2: src/shared/schemas/site-texts.ts). */
export const SITE_TEXT_MESSAGES = {
  unknownText: 'This page has no such text',
  placeholders: 'Keep the placeholders in double braces, such as {{plan}}, exactly as the original text has them',
} as const;
