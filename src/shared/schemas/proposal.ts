/**
 * Proposals (docs/product/proposals.md): what staff send to create or edit one, and the value lists of its columns.
 * Money is integer minor units (haléře / cents), quantities integer thousandths, discounts integer basis points — the
 * same units the shared totals rule (src/shared/money/document-totals.ts) computes with.
 */
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { MAX_DISCOUNT_BASIS_POINTS, RECURRENCES, VAT_MODES, type PartTotals } from '../money/document-totals';
import { VAT_RATE_CODES } from '../money/vat-rates';
import { MAX_LENGTH, optionalRecordId } from './fields';
import { calendarDay, documentText, wholeNumber } from './document-fields';
import { oneOfMessage } from './messages';
import { DOCUMENT_CURRENCIES, type DocumentCurrency } from '../money/document-currencies';

/** Stored statuses. `expired` is never stored: a sent or viewed proposal past its validity date reads as expired. */
export const PROPOSAL_STORED_STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'declined'] as const;
export const PROPOSAL_STATUSES = [...PROPOSAL_STORED_STATUSES, 'expired'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export type ProposalStoredStatus = (typeof PROPOSAL_STORED_STATUSES)[number];

/**
 * CZK, EUR or USD (issue 38): the invoices' list (src/shared/money/document-currencies.ts). A foreign-currency
 * proposal with Czech VAT shows an indicative VAT recap in CZK at the ČNB rate of the day it is sent, frozen in its
 * snapshot (docs/product/proposals.md#currencies); the invoice made from it is in the same currency.
 */
export const PROPOSAL_CURRENCIES = DOCUMENT_CURRENCIES;
export type ProposalCurrency = DocumentCurrency;

export const MAX_PROPOSAL_LINES = 200;
/** 10 000 units: with the price cap a line stays far inside exact integers. */
export const MAX_QUANTITY_THOUSANDTHS = 10_000_000;
/** 1 000 000 000 Kč in haléře. */
export const MAX_UNIT_PRICE_MINOR = 100_000_000_000;

export const PROPOSAL_MESSAGES = {
  clientRequired: 'Please choose a client',
  clientNotFound: 'The client does not exist',
  titleRequired: 'Please enter a title',
  validUntilInvalid: 'Must be a date (yyyy-mm-dd)',
  validUntilPast: 'Must not be in the past',
  linesRequired: 'Add at least one line',
  linesTooMany: `At most ${MAX_PROPOSAL_LINES} lines`,
  serviceRequired: 'Please name the service',
  quantity: `Must be a whole number of thousandths from 1 to ${MAX_QUANTITY_THOUSANDTHS}`,
  unitPrice: `Must be a whole number of minor units from 0 to ${MAX_UNIT_PRICE_MINOR}`,
  discount: `Must be a whole number of basis points from 0 to ${MAX_DISCOUNT_BASIS_POINTS}`,
  totalMismatch: 'Does not add up: the lines give a different total',
  vatRateNotOnDate: 'This VAT rate does not exist on the proposal date',
  notDraft: 'A sent proposal cannot be changed: make a new version',
  notSent: 'Only a sent proposal can be given a new version or have its link revoked',
  notFound: 'Proposal not found',
  acceptNameRequired: 'Please type your name',
  acceptConsentRequired: 'Please confirm you accept the proposal',
  declineReasonTooLong: 'Must be at most 2000 characters',
  textInvalid: 'Must be text',
  textTooLong: 'Too long',
} as const;

const text = (max: number, requiredMessage?: string) => documentText(max, { invalid: PROPOSAL_MESSAGES.textInvalid, tooLong: PROPOSAL_MESSAGES.textTooLong }, requiredMessage);

export const proposalLineSchema = z.object({
  service: text(MAX_LENGTH.short, PROPOSAL_MESSAGES.serviceRequired),
  description: text(MAX_LENGTH.description),
  quantityThousandths: wholeNumber(1, MAX_QUANTITY_THOUSANDTHS, PROPOSAL_MESSAGES.quantity),
  unit: text(20),
  unitPriceMinor: wholeNumber(0, MAX_UNIT_PRICE_MINOR, PROPOSAL_MESSAGES.unitPrice),
  discountBasisPoints: wholeNumber(0, MAX_DISCOUNT_BASIS_POINTS, PROPOSAL_MESSAGES.discount).default(0),
  vatRateCode: z.enum(VAT_RATE_CODES, { error: oneOfMessage(VAT_RATE_CODES) }).default('basic'),
  recurrence: z.enum(RECURRENCES, { error: oneOfMessage(RECURRENCES) }).default('one_time'),
});
export type ProposalLineInput = z.infer<typeof proposalLineSchema>;

const isoDate = calendarDay(PROPOSAL_MESSAGES.validUntilInvalid);

/**
 * POST / PUT /api/admin/proposals. `expectedTotals` (optional) are the totals the sender's screen showed: the server
 * recomputes them from the lines and refuses the write, naming the field, when they differ.
 */
export const proposalSchema = z.object({
  /**
   * Null (or blank) only keeps a draft made from a quote request without a client: sending it matches its sender by
   * e-mail or creates the client. Any other proposal needs one (400 on clientId, from the server).
   */
  clientId: optionalRecordId(PROPOSAL_MESSAGES.clientRequired),
  title: text(MAX_LENGTH.title, PROPOSAL_MESSAGES.titleRequired),
  language: z.enum(LANGUAGES, { error: oneOfMessage(LANGUAGES) }).default('cs'),
  currency: z.enum(PROPOSAL_CURRENCIES, { error: oneOfMessage(PROPOSAL_CURRENCIES) }).default('CZK'),
  vatMode: z.enum(VAT_MODES, { error: oneOfMessage(VAT_MODES) }).default('czech_vat'),
  validUntil: isoDate,
  /** Rich text (HTML), sanitised with the blog's allow-list when stored. */
  intro: text(MAX_LENGTH.html),
  terms: text(MAX_LENGTH.html),
  lines: z
    .array(proposalLineSchema, { error: PROPOSAL_MESSAGES.linesRequired })
    .min(1, PROPOSAL_MESSAGES.linesRequired)
    .max(MAX_PROPOSAL_LINES, PROPOSAL_MESSAGES.linesTooMany),
  expectedTotals: z
    .object({
      oneTimeMinor: z.number({ error: PROPOSAL_MESSAGES.unitPrice }).int(PROPOSAL_MESSAGES.unitPrice).optional(),
      monthlyMinor: z.number({ error: PROPOSAL_MESSAGES.unitPrice }).int(PROPOSAL_MESSAGES.unitPrice).optional(),
    })
    .optional(),
});
export type ProposalInput = z.infer<typeof proposalSchema>;
export type ProposalFormValues = z.input<typeof proposalSchema>;

/** ?status= and ?clientId= of the proposals list. */
export const proposalFilterSchema = z.object({
  status: z.enum(PROPOSAL_STATUSES, { error: oneOfMessage(PROPOSAL_STATUSES) }).optional(),
  clientId: z.coerce.number<number | string>({ error: PROPOSAL_MESSAGES.clientRequired }).int().positive().optional(),
});
export type ProposalFilter = z.infer<typeof proposalFilterSchema>;

/** The client's answers on the public page (classic form posts, urlencoded). */
export const proposalAcceptSchema = z.object({
  name: text(MAX_LENGTH.short, PROPOSAL_MESSAGES.acceptNameRequired),
  consent: z.literal(['on', 'true', '1'], { error: PROPOSAL_MESSAGES.acceptConsentRequired }),
});
export const proposalDeclineSchema = z.object({
  reason: text(2000),
});

/** GET /api/admin/proposals/:id: a line as stored. */
export interface AdminProposalLine extends ProposalLineInput {
  id: number;
  position: number;
}

/** A proposal as the back office reads it (dates ISO; no token, only whether a live link exists). */
export interface AdminProposal {
  id: number;
  number: string;
  version: number;
  /** Null: a draft from a quote request whose sender becomes a client when it is sent (`clientName` is the sender's). */
  clientId: number | null;
  clientName: string;
  /** The sender's e-mail when `clientId` is null. */
  pendingClientEmail: string | null;
  /** The project the deal's acceptance started (every accepted version of the deal updates it). */
  projectId: number | null;
  messageId: number | null;
  title: string;
  language: (typeof LANGUAGES)[number];
  currency: ProposalCurrency;
  vatMode: (typeof VAT_MODES)[number];
  validUntil: string;
  intro: string;
  terms: string;
  /** Expired is derived: sent or viewed and past validUntil. */
  status: ProposalStatus;
  supersedesId: number | null;
  /** The version that replaced this one once it was sent, if any. */
  supersededById: number | null;
  linkActive: boolean;
  sentAt: string | null;
  viewedAt: string | null;
  revokedAt: string | null;
  acceptedAt: string | null;
  acceptedName: string | null;
  acceptedIp: string | null;
  acceptedUserAgent: string | null;
  acceptedShownHash: string | null;
  declinedAt: string | null;
  declineReason: string | null;
  snapshotHash: string | null;
  /** The SHA-256 of the PDF stored when it was sent (GET /api/admin/proposals/:id/pdf); null for a draft. */
  pdfSha256: string | null;
  createdAt: string;
  updatedAt: string;
  lines: AdminProposalLine[];
  /** From the frozen snapshot once sent; for a draft computed now with today's rates. */
  totals: { vatCharged: boolean; oneTime: PartTotals; monthly: PartTotals };
}

/** POST /api/admin/proposals/:id/send: the proposal and the client's link (also e-mailed to the client). */
export interface ProposalSendResult {
  proposal: AdminProposal;
  link: string;
}
