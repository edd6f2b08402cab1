import type { adminMail as cs } from '../cs/admin-mail';
import type { Shape } from '@/shared/site-texts/shape';

export const adminMail: Shape<typeof cs> = {
  title: 'Outgoing mail',
  intro: 'Notifications of new enquiries and automatic replies. Undelivered mail is retried; after the last attempt you can send it again by hand.',
  list: 'Outgoing emails',
  empty: 'No email has been sent yet.',
  filter: 'Status',
  all: 'All',
  columns: {
    created: 'Created',
    kind: 'Kind',
    recipients: 'Recipient',
    subject: 'Subject',
    status: 'Status',
    attempts: 'Attempts',
    lastError: 'Last error',
    actions: 'Actions',
  },
  kinds: { notification: 'Notification', auto_reply: 'Auto-reply', proposal: 'Proposal to a client', invoice: 'Invoice to a client', invoice_reminder: 'Invoice reminder', portal_sign_in: 'Portal sign-in link', portal_message: 'Message from the portal', change_request: 'Change request from the portal', budget_alert: 'Project budget alert' },
  statuses: {
    pending: 'Waiting to be sent',
    sending: 'Sending',
    sent: 'Sent',
    failed: 'Failed',
    not_configured: 'Not sent: no SMTP configured',
    no_recipient: 'Waiting: nobody to send it to (add your e-mail in Profile, or set NOTIFY_TO)',
  },
  warning: {
    title: 'Notifications of new enquiries reach nobody',
    noSmtp: 'No mail server is set: set SMTP_URL and MAIL_FROM on the server. Until then the mails wait here.',
    noRecipient: 'Nobody has an address to receive them: add your e-mail in Profile (menu), or set NOTIFY_TO on the server (ADMIN_EMAIL gives the first admin an address). Waiting notifications go out once someone has one.',
  },
  retry: 'Retry',
  retried: 'The email is queued again',
  retryError: 'The email cannot be retried',
  settings: {
    title: 'Settings',
    autoReply: 'Send visitors an automatic reply',
    autoReplyHint: 'The visitor gets a confirmation in the language of the page they wrote from.',
    saved: 'Settings saved',
    error: 'The settings could not be saved',
  },
};
