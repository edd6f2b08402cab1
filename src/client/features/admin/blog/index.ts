/** What other back-office screens may use of the blog area: the create/edit dialog. */
export { BlogPostFormDialog } from './blog-post-form-dialog';
export { RichTextEditor } from './rich-text-editor';
