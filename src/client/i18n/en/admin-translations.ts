import type { adminTranslations as cs } from '../cs/admin-translations';
import type { Shape } from '@/shared/site-texts/shape';

/**
 * Back office: texts of one language left behind when the other language's changed (keys admin.translations.*;
 * issue 35 point 5): the editors' notes and "still valid", and the dashboard's list.
 */
export const adminTranslations: Shape<typeof cs> = {
  note: {
    cs: 'Needs updating: the Czech version changed on {{date}}',
    en: 'Needs updating: the English version changed on {{date}}',
  },
  otherField: '{{field}} – {{note}}',
  stillValid: 'Still valid',
  stillValidDone: 'Text marked as still valid',
  stillValidError: 'The mark could not be cleared',
  languageBehind_one: '{{language}} – {{count}} field to update',
  languageBehind_few: '{{language}} – {{count}} fields to update',
  languageBehind_many: '{{language}} – {{count}} fields to update',
  languageBehind_other: '{{language}} – {{count}} fields to update',
  summary: 'Translations to update',
  languages: {
    cs: 'Czech',
    en: 'English',
  },
  fields: {
    title: 'Title',
    description: 'Description',
    content: 'Content',
    author: 'Author',
    category: 'Category',
    tags: 'Tags',
    challenge: 'Challenge',
    solution: 'Solution',
  },
  dashboard: {
    heading: 'Translations behind',
    intro: 'Texts whose other language version has changed. Update them, or mark them as still valid in the editor.',
    list: 'Translations to update',
    entities: {
      blog_post: 'Post',
      portfolio_item: 'Portfolio item',
      site_page: 'Site texts',
    },
    behind: {
      cs: '{{field}}: the Czech version needs updating since {{date}}',
      en: '{{field}}: the English version needs updating since {{date}}',
    },
    more_one: 'and {{count}} more',
    more_few: 'and {{count}} more',
    more_many: 'and {{count}} more',
    more_other: 'and {{count}} more',
    none: 'All translations are up to date',
  },
};
