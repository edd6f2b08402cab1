import type { adminMessages as cs } from '../cs/admin-messages';
import type { Shape } from '../shape';

export const adminMessages: Shape<typeof cs> = {
  title: 'Messages',
  search: 'Search by name, email or message text',
  empty: 'No messages yet.',
  list: 'Received messages',
  detailTitle: 'Message from {{name}}',
  from: 'From',
  received: 'Received',
  statusLabel: 'Status',
  reply: 'Reply by email',
  status: {
    read: 'Read',
    unread: 'Unread',
    markRead: 'Mark as read',
    markUnread: 'Mark as unread',
    markReadFor: 'Mark the message from {{name}} as read',
    markUnreadFor: 'Mark the message from {{name}} as unread',
    updated: 'Status Updated',
    nowRead: 'The message is marked as read.',
    nowUnread: 'The message is marked as unread.',
    error: 'Failed to update the message status',
  },
  delete: {
    button: 'Delete message',
    buttonFor: 'Delete the message from {{name}}',
    title: 'Delete message?',
    confirm: 'Are you sure you want to delete this message? This action cannot be undone.',
    success: 'Message deleted successfully',
    error: 'Failed to delete message',
  },
};
