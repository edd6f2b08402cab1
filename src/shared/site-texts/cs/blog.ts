/**
 * Blog page texts (docs/product/public-site.md#blog blog page). The posts themselves are database rows; the initial four are written once into
 * a new database (src/shared/initial-content, decision 019).
 */
export const blog = {
  metaTitle: 'Blog',
  metaDescription:
    'Praktické rady o webech, značce, sociálních sítích a marketingu od olomoucké digitální agentury Lipa Digital.',
  heading: 'Blog',
  intro: 'Praktické rady z naší každodenní práce: jak na web, značku, sociální sítě a marketing, který se vyplatí.',
  blogName: 'Blog Lipa Digital',
  byAuthor: 'Autor: {{author}}',
  publishedOn: 'Publikováno',
  tags: 'Štítky',
  empty: 'Zatím tu nejsou žádné články.',
  openPage: 'Otevřít stránku článku',
  readingTime: '{{minutes}} min čtení',
  breadcrumb: 'Drobečková navigace',
  otherPosts: 'Další články',
  previousPost: 'Předchozí článek',
  nextPost: 'Následující článek',
  previewBanner: 'Náhled: takto bude článek vypadat po zveřejnění. Návštěvníci tuto stránku nevidí.',
  /** Shown in this language on a post written only in the other language (English), for readers of this one. */
  onlyInOtherLanguage: 'Tento článek je k dispozici pouze v angličtině.',
};
