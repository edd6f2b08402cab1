/**
 * What other back-office screens may use of the blog area: the create/edit dialog, and the rich-text editor (TipTap,
 * about 400 KB of script) as a load of its own — a static export here would put it into every screen that opens the
 * dialog's module (the dashboard's quick actions, the blog list), loaded and evaluated before it shows a row.
 */
export { BlogPostFormDialog } from './blog-post-form-dialog';
export const loadRichTextEditor = () => import('./rich-text-editor');
