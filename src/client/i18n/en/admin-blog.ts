import type { adminBlog as cs } from '../cs/admin-blog';
import type { Shape } from '../shape';

export const adminBlog: Shape<typeof cs> = {
  title: 'Blog',
  writeNew: 'Write new post',
  search: 'Search by title or slug',
  empty: 'No blog posts yet.',
  table: 'Blog posts',
  columns: {
    title: 'Title',
    slug: 'Slug',
    status: 'Status',
    publishedAt: 'Published at',
  },
  status: {
    published: 'Published',
    draft: 'Draft',
    scheduled: 'Scheduled',
  },
  actions: {
    edit: 'Edit the post {{title}}',
    publish: 'Publish the post {{title}}',
    unpublish: 'Unpublish the post {{title}}',
    delete: 'Delete the post {{title}}',
    preview: 'Preview the post {{title}} (new tab)',
  },
  form: {
    createTitle: 'New blog post',
    editTitle: 'Edit blog post',
    description: 'A new post is saved as a draft unless you tick “Publish”.',
    title: 'Title',
    slug: 'Slug (post address)',
    slugHint: 'Filled in from the title until you change it. Lower-case letters, digits and hyphens only.',
    imageUrl: 'Image URL (optional)',
    content: 'Content (HTML)',
    contentHint: 'Allowed tags: <p>, <h2>–<h4>, <strong>, <em>, <ul>, <ol>, <li>, <a>, <img>, <blockquote>, <code>, <pre>, <br>. Anything else is removed on saving.',
    translations: 'Translations',
    translationsHint:
      'Optional. A translation you fill in needs both a title and content. Without translations the post shows in both languages with its own title and content; with translations, only in the translated languages.',
    published: 'Publish',
    publishedAt: 'Publication date and time',
    publishedAtHint: 'Empty: published now. A time in the future schedules the post: it appears on the site at that very moment.',
    translationErrors: 'Please fix the errors in the translation: {{languages}}',
    languages: {
      cs: 'Czech',
      en: 'English',
    },
    languagesInline: {
      cs: 'Czech',
      en: 'English',
    },
    translationTitle: 'Title ({{language}})',
    translationDescription: 'Short description ({{language}})',
    translationContent: 'HTML content ({{language}})',
    create: 'Create post',
    save: 'Save changes',
  },
  toast: {
    created: 'Blog post created successfully',
    createError: 'Failed to create blog post',
    updated: 'Blog post updated successfully',
    updateError: 'Failed to update blog post',
    deleted: 'Blog post deleted successfully',
    deleteError: 'Failed to delete blog post',
    published: 'Blog post published',
    unpublished: 'Blog post unpublished',
    publishError: 'Failed to change the publication status',
  },
  delete: {
    title: 'Delete blog post?',
    confirm: 'Are you sure you want to delete the post “{{title}}”? This action cannot be undone.',
  },
};
