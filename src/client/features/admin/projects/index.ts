/** What other back-office screens may use of the projects area: the create/edit dialog. */
export { ProjectFormDialog } from './project-form-dialog';
