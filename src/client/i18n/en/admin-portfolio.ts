import type { adminPortfolio as cs } from '../cs/admin-portfolio';
import type { Shape } from '../shape';

export const adminPortfolio: Shape<typeof cs> = {
  title: 'Portfolio',
  addNew: 'Add new item',
  search: 'Search by title, description or category',
  empty: 'No portfolio items yet.',
  table: 'Portfolio items',
  columns: {
    title: 'Title',
    category: 'Category',
    featured: 'Featured',
    date: 'Date',
  },
  categories: {
    web: 'Web Development',
    design: 'Design',
    social: 'Social Media',
    marketing: 'Marketing',
  },
  actions: {
    feature: 'Feature the item {{title}}',
    openLink: 'Open the link of {{title}} in a new tab',
    edit: 'Edit the item {{title}}',
    delete: 'Delete the item {{title}}',
  },
  form: {
    createTitle: 'New portfolio item',
    editTitle: 'Edit portfolio item',
    title: 'Title',
    description: 'Description',
    imageUrl: 'Image URL',
    imageUrlHint: 'An address starting with http://, https:// or / (an image on this site).',
    category: 'Category',
    link: 'Project link (optional)',
    linkHint: 'A full address starting with http:// or https://',
    featured: 'Featured item (shown on the website)',
    create: 'Add item',
    save: 'Save changes',
  },
  toast: {
    created: 'Portfolio item created successfully',
    createError: 'Failed to create portfolio item',
    updated: 'Portfolio item updated successfully',
    updateError: 'Failed to update portfolio item',
    deleted: 'Portfolio item deleted successfully',
    deleteError: 'Failed to delete portfolio item',
    featured: 'The item is now featured',
    unfeatured: 'The item is no longer featured',
    featuredError: 'Failed to change the featured state',
  },
  delete: {
    title: 'Delete portfolio item?',
    confirm: 'Are you sure you want to delete the item “{{title}}”? This action cannot be undone.',
  },
};
