import type { blog as cs } from '../cs/blog';
import type { Shape } from '../shape';

export const blog: Shape<typeof cs> = {
  metaTitle: 'Blog',
  metaDescription:
    'Practical advice on websites, branding, social media and marketing from Lipa Digital, a digital agency in Olomouc.',
  heading: 'Blog',
  intro: 'Practical advice from our everyday work: websites, brands, social media and marketing that pays off.',
  blogName: 'Lipa Digital Blog',
  byAuthor: 'By {{author}}',
  publishedOn: 'Published',
  tags: 'Tags',
  empty: 'There are no articles yet.',
  openPage: 'Open the article page',
  readingTime: '{{minutes}} min read',
  breadcrumb: 'Breadcrumb',
  otherPosts: 'More articles',
  previousPost: 'Previous article',
  nextPost: 'Next article',
  previewBanner: 'Preview: this is how the article will look once published. Visitors cannot see this page.',
  /** Shown in this language on a post written only in the other language (Czech), for readers of this one. */
  onlyInOtherLanguage: 'This article is available in Czech only.',
};
