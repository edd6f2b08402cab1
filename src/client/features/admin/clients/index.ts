/** What other back-office screens may use of the clients area: the create/edit dialog. */
export { ClientFormDialog } from './client-form-dialog';
export { clientFormValues } from './client-display';
