/**
 * A client's data on request (issue 25, GDPR; docs/product/client-portal.md): the erasure staff run on a client
 * (POST /api/admin/clients/:id/erase) and its result, and the change requests of billing details staff decide on.
 */
import { z } from 'zod';
import type { AdminClient, AdminMessage, AdminProject } from './api-types';
import type { ChangeRequestStatus, ClientChangeRequestInput } from './schemas/client';
import type { AdminInvoice, AdminInvoicePayment } from './schemas/invoice';
import type { AdminProposal } from './schemas/proposal';

/** The erasure must be confirmed in its body: `{ "confirm": true }` (400 naming `confirm` otherwise). */
export const clientEraseSchema = z.object({
  confirm: z.literal(true, { error: 'Confirm the erasure: it cannot be undone' }),
});
export type ClientEraseInput = z.infer<typeof clientEraseSchema>;

/** Why some records were kept: keys the back office translates (and the English text of the API). */
export const ERASURE_KEPT_REASONS = {
  invoices: 'Issued invoices are kept unchanged: tax documents are kept 10 years (VAT Act § 35)',
  acceptedProposals: 'Accepted proposals are kept: they are the contract with the client',
  billingIdentity: "The client's billing details (name, company ID, VAT ID, address) are kept: the documents above are made out to them",
  projects: "The client's projects are kept (work done and its money); their messages and contact details were erased",
} as const;
export type ErasureKeptReason = keyof typeof ERASURE_KEPT_REASONS;

export interface ClientErasureCounts {
  messagesAnonymised: number;
  visitsDeleted: number;
  mailsDeleted: number;
  proposalsDeleted: number;
  proposalsKept: number;
  invoicesKept: number;
  portalSessionsEnded: number;
  portalLinksDeleted: number;
  portalAccessRemoved: number;
  changeRequestsDeleted: number;
  /** 1 when the client record was anonymised in this run (0 the second time). */
  clientAnonymised: number;
  /** Activity-log entries of or about the client pseudonymised (they stay, without the person; issue 33). */
  activityEntriesPseudonymised: number;
  /** Rate-limit counters keyed by the client's e-mail address or IP addresses deleted. */
  rateLimitsDeleted: number;
}

/** POST /api/admin/clients/:id/erase: what was erased and what was kept, and why. */
export interface ClientErasureResult {
  clientId: number;
  counts: ClientErasureCounts;
  /** The client record kept who documents were made out to (an issued invoice or an accepted proposal). */
  billingIdentityKept: boolean;
  kept: { reason: ErasureKeptReason; count: number; text: string }[];
}

/** The client fields a change request asks for (its note is the client's words to staff, not a field). */
export type ChangeRequestField = Exclude<keyof ClientChangeRequestInput, 'note'>;

/** A change request as staff see it on the client's page (GET /api/admin/clients/:id/change-requests). */
export interface AdminChangeRequest {
  id: number;
  clientId: number;
  status: ChangeRequestStatus;
  changes: ClientChangeRequestInput;
  /** The client's current value of each requested field (what approving would replace). */
  current: Partial<Record<ChangeRequestField, string | boolean | null>>;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: number | null;
  decidedByName: string | null;
}

export interface AdminChangeRequestList {
  items: AdminChangeRequest[];
  pending: number;
}

/**
 * What a client's data export holds of each record (docs/product/client-portal.md#a-clients-data): what the client
 * gave the agency or was sent — never the agency's internal notes, salesman, costs, prices or workflow states. Allow
 * lists, typed by the records' API types: a field added to a record stays out of the export until it is listed here.
 * The same list is the record's keys in data.json and the columns of its CSV.
 */
export const CLIENT_DATA_EXPORT_FIELDS = {
  client: [
    'id', 'name', 'email', 'phone', 'website', 'company', 'location', 'servicesRequired', 'preferredCommunication',
    'billingName', 'ico', 'dic', 'billingStreet', 'billingCity', 'billingPostalCode', 'billingCountry', 'vatPayer',
    'documentLanguage', 'createdAt',
  ],
  project: ['id', 'name', 'description', 'serviceType', 'status', 'startDate', 'dueDate', 'budget', 'monthlyFee', 'amountPaid', 'createdAt'],
  message: ['id', 'kind', 'name', 'email', 'phone', 'message', 'pagePath', 'language', 'quote', 'projectId', 'createdAt'],
  proposal: [
    'id', 'number', 'version', 'title', 'status', 'language', 'currency', 'validUntil', 'createdAt', 'sentAt', 'viewedAt',
    'acceptedAt', 'acceptedName', 'declinedAt', 'declineReason',
  ],
  invoice: ['id', 'number', 'kind', 'currency', 'issuedOn', 'taxableSupplyOn', 'dueOn', 'variableSymbol', 'sentAt', 'projectId'],
  payment: ['id', 'amountMinor', 'currency', 'paidOn', 'method', 'createdAt'],
  changeRequest: ['id', 'status', 'changes', 'createdAt', 'decidedAt'],
} as const satisfies {
  client: readonly (keyof AdminClient)[];
  project: readonly (keyof AdminProject)[];
  message: readonly (keyof AdminMessage)[];
  proposal: readonly (keyof AdminProposal)[];
  invoice: readonly (keyof AdminInvoice)[];
  payment: readonly (keyof AdminInvoicePayment)[];
  changeRequest: readonly (keyof AdminChangeRequest)[];
};
