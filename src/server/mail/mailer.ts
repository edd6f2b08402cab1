/**
 * The one place e-mails are made (issue 21). A caller hands the mailer content — a typed message: what kind of mail,
 * its data, the language it is read in — and the mailer renders subject, text and HTML in that language and queues it
 * in the outbox, inside the caller's transaction (so a mail exists exactly when what it is about was written). The
 * outbox sender delivers it (outbox-sender.ts).
 *
 * Who receives a mail to staff is chosen here and again by the sender when it sends: NOTIFY_TO, or the active admins'
 * real addresses (data/staff.ts). With nobody to send to it is queued as no_recipient and waits (issue 20); without
 * an SMTP server every mail is kept as not_configured.
 *
 * A new kind of mail (an invoice, a payment reminder) is a new member of MailContent and a case of `render`.
 */
import { DEFAULT_LANGUAGE, isPossibleSpam, type Language, type StaffMailKind } from '@/shared/constants';
import { NO_RECIPIENT_ERROR, notificationQueued, queueMails, type MailDraft } from '../data/mail-outbox';
import type { Transaction } from '../data/content-version';
import { readSettings } from '../data/settings';
import { adminNotificationAddresses } from '../data/staff';
import type { MessageRow } from '../db/schema';
import { renderAutoReply, renderNotification, STAFF_MAIL_LANGUAGE, type EnquiryForMail, type RenderedMail } from './enquiry-mail';
import type { MailService } from './mail-service';
import { renderInvoiceMail, type InvoiceMail } from './invoice-mail';
import { renderProposalAccepted, renderProposalAnswer, renderProposalLink, type ProposalAcceptedMail, type ProposalAnswerMail, type ProposalLinkMail } from './proposal-mail';
import { renderInvoiceReminder, type InvoiceReminderMail } from './invoice-reminder-mail';
import { renderPortalSignIn, type PortalSignInMail } from './portal-mail';
import { renderChangeRequest, type ChangeRequestMail } from './change-request-mail';
import { renderBudgetAlert, type BudgetAlertMail } from './budget-alert-mail';
import { portalPath } from '@/shared/portal';
import { clientsWithPortalAccess } from '../data/portal/portal-access';
import { readAgencyProfile } from '../data/agency-profile';

/** What a caller asks the mailer to send. */
export type MailContent =
  | {
      /** Staff: a new enquiry; `possibleSpam` marks one that only tripped the time trap. */
      kind: 'enquiry_notification';
      language: Language;
      data: { enquiry: EnquiryForMail; possibleSpam: boolean };
    }
  | {
      /** The visitor: the fixed thank-you text (nothing they typed is repeated; issue 19). */
      kind: 'auto_reply';
      language: Language;
      data: { messageId: number; to: string };
    }
  | {
      /** The client: the link to a sent proposal, in the proposal's language (issue 22). */
      kind: 'proposal_link';
      language: Language;
      data: ProposalLinkMail;
    }
  | {
      /** The client: the confirmation of the proposal they accepted, its PDF attached, in the proposal's language. */
      kind: 'proposal_accepted';
      language: Language;
      data: ProposalAcceptedMail;
    }
  | {
      /** Staff: the client accepted or declined a proposal. */
      kind: 'proposal_answer';
      language: Language;
      data: ProposalAnswerMail;
    }
  | {
      /** The client: an issued invoice, advance invoice or credit note with its PDF, in the invoice's language (issue 23). */
      kind: 'invoice';
      language: Language;
      data: InvoiceMail;
    }
  | {
      /** Staff: a client sent a message about a project from the portal (issue 25; the enquiry notification's texts, kind portal). */
      kind: 'portal_message';
      language: Language;
      data: { message: MessageRow };
    }
  | {
      /** The client: an overdue invoice's reminder, in the invoice's language, its PDF attached (issue 23). */
      kind: 'invoice_reminder';
      language: Language;
      data: InvoiceReminderMail;
    }
  | {
      /** The client: a single-use sign-in link to the client portal, in the language asked in (issue 25). */
      kind: 'portal_sign_in';
      language: Language;
      data: PortalSignInMail;
    }
  | {
      /** Staff: a client asked in the portal to change their billing details (issue 25). */
      kind: 'change_request';
      language: Language;
      data: ChangeRequestMail;
    }
  | {
      /** One of a project's staff: 80 % or 100 % of its budget is used (issue 36), in that person's language. */
      kind: 'budget_alert';
      language: Language;
      data: BudgetAlertMail;
    };

/** Staff mails are addressed to whoever receives notifications, resolved when queued and again when sent. */
const STAFF = Symbol('staff');

/** A mail to staff is stored as one of STAFF_MAIL_KINDS (the sender resolves its recipients again); any other, as its own kind. */
type Addressed = {
  messageId: number | null;
  proposalId?: number;
  invoiceId?: number;
  changeRequestId?: number;
  replyTo: string | null;
  mail: RenderedMail;
} & ({ to: typeof STAFF; outboxKind: StaffMailKind } | { to: string; outboxKind: Exclude<MailDraft['kind'], StaffMailKind> });

export interface MailerOptions {
  service: MailService;
  /** The origin of back-office links in mails (PUBLIC_URL; localhost in development), never a request's. */
  origin: string;
}

export type Mailer = ReturnType<typeof createMailer>;

export function createMailer({ service, origin }: MailerOptions) {
  /** `portal`: the client has portal access — a client's proposal or invoice mail then names the portal's address. */
  const render = (content: MailContent, agencyName: string, portal = false): Addressed => {
    const portalUrl = portal ? `${origin}${portalPath(content.language)}` : undefined;
    switch (content.kind) {
      case 'enquiry_notification': {
        const { enquiry, possibleSpam } = content.data;
        const adminUrl = `${origin}/admin/messages?open=${enquiry.id}`;
        return { outboxKind: 'notification', messageId: enquiry.id, to: STAFF, replyTo: enquiry.email, mail: renderNotification(enquiry, adminUrl, content.language, possibleSpam) };
      }
      case 'auto_reply':
        return { outboxKind: 'auto_reply', messageId: content.data.messageId, to: content.data.to, replyTo: null, mail: renderAutoReply(content.language, agencyName) };
      case 'proposal_link':
        return { outboxKind: 'proposal', messageId: null, proposalId: content.data.proposalId, to: content.data.to, replyTo: null, mail: renderProposalLink(content.data, content.language, agencyName, portalUrl) };
      case 'proposal_accepted':
        return { outboxKind: 'proposal', messageId: null, proposalId: content.data.proposalId, to: content.data.to, replyTo: null, mail: renderProposalAccepted(content.data, content.language, agencyName, portalUrl) };
      case 'proposal_answer':
        // Linked to its proposal: an erasure of the client deletes it (the typed name, the reason; issue 33).
        return { outboxKind: 'notification', messageId: null, proposalId: content.data.proposalId, to: STAFF, replyTo: null, mail: renderProposalAnswer(content.data, content.language) };
      case 'invoice':
        return { outboxKind: 'invoice', messageId: null, invoiceId: content.data.invoiceId, to: content.data.to, replyTo: null, mail: renderInvoiceMail(content.data, content.language, agencyName, portalUrl) };
      case 'portal_message': {
        const { message } = content.data;
        const adminUrl = `${origin}/admin/messages?open=${message.id}`;
        return { outboxKind: 'portal_message', messageId: message.id, to: STAFF, replyTo: message.email, mail: renderNotification(message, adminUrl, content.language) };
      }
      case 'invoice_reminder':
        return { outboxKind: 'invoice_reminder', messageId: null, invoiceId: content.data.invoiceId, to: content.data.to, replyTo: null, mail: renderInvoiceReminder(content.data, content.language, agencyName) };
      case 'portal_sign_in':
        return { outboxKind: 'portal_sign_in', messageId: null, to: content.data.to, replyTo: null, mail: renderPortalSignIn(content.data, content.language, agencyName) };
      case 'change_request': {
        const adminUrl = `${origin}/admin/clients/${content.data.clientId}`;
        const { changeRequestId, clientEmail } = content.data;
        return { outboxKind: 'change_request', messageId: null, changeRequestId, to: STAFF, replyTo: clientEmail, mail: renderChangeRequest(content.data, adminUrl, content.language) };
      }
      case 'budget_alert': {
        const adminUrl = `${origin}/admin/projects?open=${content.data.projectId}`;
        return { outboxKind: 'budget_alert', messageId: null, to: content.data.to, replyTo: null, mail: renderBudgetAlert(content.data, adminUrl, content.language) };
      }
    }
  };

  /** Renders the contents and writes them into the outbox in `tx`: how many mails were queued. */
  const queue = async (tx: Transaction, contents: readonly MailContent[]): Promise<number> => {
    if (contents.length === 0) return 0;
    const clientIds = contents.flatMap((c) => ((c.kind === 'proposal_link' || c.kind === 'proposal_accepted' || c.kind === 'invoice') && c.data.clientId !== undefined ? [c.data.clientId] : []));
    const withPortal = await clientsWithPortalAccess(tx, clientIds);
    // Signed with the agency profile's name as it is when the mail is queued.
    const { name: agencyName } = await readAgencyProfile(tx);
    const addressed = contents.map((c) =>
      render(c, agencyName, (c.kind === 'proposal_link' || c.kind === 'proposal_accepted' || c.kind === 'invoice') && c.data.clientId !== undefined && withPortal.has(c.data.clientId)),
    );
    const staff = addressed.some((a) => a.to === STAFF) ? (service.notifyTo ?? (await adminNotificationAddresses(tx))) : [];
    const status = service.configured ? ('pending' as const) : ('not_configured' as const);
    const drafts = addressed.map((a): MailDraft => {
      const recipients = a.to === STAFF ? staff : [a.to];
      const base = { kind: a.outboxKind, messageId: a.messageId, proposalId: a.proposalId ?? null, invoiceId: a.invoiceId ?? null, changeRequestId: a.changeRequestId ?? null, recipients, replyTo: a.replyTo, ...a.mail };
      // Nobody to notify yet: it waits (not an attempt) until somebody has an address; the sender resolves the
      // recipients again when it sends. Without SMTP it stays "not configured", the first thing to fix.
      return recipients.length === 0 && status === 'pending' ? { ...base, status: 'no_recipient', lastError: NO_RECIPIENT_ERROR } : { ...base, status };
    });
    return queueMails(tx, drafts);
  };

  const notification = (message: MessageRow): MailContent => ({
    kind: 'enquiry_notification',
    language: STAFF_MAIL_LANGUAGE,
    data: { enquiry: message, possibleSpam: isPossibleSpam(message) },
  });

  return {
    queue,

    /**
     * The mails of new enquiries, in the transaction that stores them: per message how many were queued. Staff are
     * notified of every enquiry but clear spam (a possible spam's notification says so); the visitor gets the
     * auto-reply when it is switched on and the enquiry is not spam at all.
     */
    enquiryMails: async (tx: Transaction, rows: readonly MessageRow[]): Promise<number[]> => {
      const notified = rows.map((row) => row.status !== 'spam' || isPossibleSpam(row));
      if (!notified.some(Boolean)) return rows.map(() => 0);
      const { autoReply } = await readSettings(tx);
      const perRow = rows.map((row, i): MailContent[] => {
        if (!notified[i]) return [];
        const reply: MailContent[] =
          autoReply && row.status !== 'spam' ? [{ kind: 'auto_reply', language: row.language ?? DEFAULT_LANGUAGE, data: { messageId: row.id, to: row.email } }] : [];
        return [notification(row), ...reply];
      });
      await queue(tx, perRow.flat());
      return perRow.map((mails) => mails.length);
    },

    /** Staff took a message out of spam ("not spam"): its notification is queued now, unless it was before. */
    notSpamMails: async (tx: Transaction, row: MessageRow): Promise<number> =>
      (await notificationQueued(tx, row.id)) ? 0 : queue(tx, [notification(row)]),
  };
}
