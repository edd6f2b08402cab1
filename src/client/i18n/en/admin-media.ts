import type { adminMedia as cs } from '../cs/admin-media';
import type { Shape } from '@/shared/site-texts/shape';

export const adminMedia: Shape<typeof cs> = {
  title: 'Media',
  search: 'Search images',
  grid: 'Library images',
  empty: 'No images yet',
  dimensions: '{{width}} × {{height}} px',
  alt: { cs: 'Alt text (Czech)', en: 'Alt text (English)' },
  saveAlt: 'Save alt texts',
  usedIn: 'Used in',
  unused: 'Not used anywhere yet',
  useKinds: { blog_post: 'Post', portfolio_item: 'Portfolio', agency_logo: 'Agency logo' },
  upload: {
    title: 'Upload images',
    hint: 'Drop images here (JPEG, PNG, WebP, AVIF, GIF) or choose them. You can upload several at once.',
    choose: 'Choose files',
    progressList: 'Files being uploaded',
    progressOf: 'Upload progress of {{name}}',
    state: { waiting: 'Waiting', uploading: 'Uploading…', done: 'Uploaded', failed: 'Not uploaded' },
  },
  picker: {
    title: 'Choose an image from the library',
    choose: 'Choose',
    open: 'Choose from library',
    loadError: 'The images could not be loaded',
  },
  delete: {
    title: 'Delete image',
    confirm: 'Really delete the image "{{name}}"? This cannot be undone.',
    inUseTitle: 'The image is in use',
    inUse: 'An image in use cannot be deleted. Remove it from these first:',
  },
  toast: {
    altSaved: 'Alt texts saved',
    altError: 'The alt texts could not be saved',
    deleted: 'Image deleted',
    deleteError: 'The image could not be deleted',
  },
};
