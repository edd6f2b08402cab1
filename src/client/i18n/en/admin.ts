import type { admin as cs } from '../cs/admin';
import type { Shape } from '../shape';

export const admin: Shape<typeof cs> = {
  common: {
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
  },
  nav: {
    dashboard: 'Dashboard',
    changePassword: 'Change password',
    logout: 'Log out',
    backToSite: 'Back to website',
    sidebar: 'Back-office navigation',
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome back, {{name}}',
    signedInAs: 'Signed in as {{username}}',
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
  },
};
