/**
 * /blog/<slug> and /en/blog/<slug>: a post as a page of its own (issue 11 point 3) — the public posts of the page's
 * language (database rows; the initial ones too, decision 019). Plain HTML: the page needs no island of its own (only the
 * header's). An unknown, unpublished or not yet due slug renders the not-found page (status 404).
 */
import { ArrowLeft, ArrowRight, CalendarDays, Clock, UserRound } from 'lucide-react';
import { mediaSources } from '@/shared/media';
import { ResponsiveImage } from '@/client/components/ui/responsive-image';
import { useAgencyProfile } from '@/client/lib/agency-profile';
import { LANGUAGES, type Language } from '@/shared/constants';
import { formatBlogDate } from '@/shared/dates';
import type { PublicBlogPost } from '@/shared/public-blog-post';
import { readingMinutes } from '@/shared/reading-time';
import { blogPostPath, pathInLanguage, postSlugOfPath } from '@/shared/site-paths';
import { resourcesOf } from '@/client/i18n/resources';
import { translate } from '@/client/i18n/texts';
import { usePageMeta } from '@/client/lib/page-meta';
import { usePageData } from '@/client/lib/site-data';
import { usePublicPage } from '@/client/public-site/public-page';
import { NotFoundPage } from '../not-found/not-found-page';
import { BLOG_CONTENT_STYLES } from './blog-content-styles';
import { headingsFromLevel2 } from './post-headings';
import { PostTags } from './post-tags';
import { responsiveInlineImages } from '@/shared/media';

/** An absolute URL: a site path on `origin`, an absolute http(s) URL as it is. */
const absolute = (pathOrUrl: string, origin: string) => (/^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : origin + pathOrUrl);

/** schema.org BlogPosting of the post's page (author, dates, image; the agency publishes), with absolute URLs. */
export function blogPostingJsonLd(post: PublicBlogPost, lang: Language, agency: { name: string }) {
  return (origin: string) => {
    const url = absolute(pathInLanguage(blogPostPath(post.slug), lang), origin);
    return {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.description,
      inLanguage: lang,
      url,
      mainEntityOfPage: url,
      datePublished: post.publishedAt,
      author: { '@type': 'Person', name: post.author },
      publisher: { '@type': 'Organization', name: agency.name, url: absolute(pathInLanguage('/', lang), origin) },
      image: absolute(post.imageUrl, origin),
      articleSection: post.category,
      ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    };
  };
}

/** schema.org BreadcrumbList of the visible breadcrumb: Home › Blog › the post. */
export function breadcrumbJsonLd(post: PublicBlogPost, lang: Language, names: { home: string; blog: string }) {
  return (origin: string) => ({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: names.home, item: absolute(pathInLanguage('/', lang), origin) },
      { '@type': 'ListItem', position: 2, name: names.blog, item: absolute(pathInLanguage('/blog', lang), origin) },
      { '@type': 'ListItem', position: 3, name: post.title, item: absolute(pathInLanguage(blogPostPath(post.slug), lang), origin) },
    ],
  });
}

export function BlogPostPage() {
  const { path } = usePublicPage();
  const data = usePageData('post');
  const slug = postSlugOfPath(path);
  // Newest first, as on /blog: the previous post is the older one, the next the newer one.
  const posts = data?.blogPosts ?? [];
  const index = posts.findIndex((post) => post.slug === slug);
  if (index < 0) return <NotFoundPage />;
  return (
    <PostArticle
      post={posts[index]!}
      newer={posts[index - 1] ?? null}
      older={posts[index + 1] ?? null}
      languages={data?.languages ?? LANGUAGES}
      slugs={data?.slugs ?? {}}
      preview={data?.preview ?? false}
    />
  );
}

interface PostArticleProps {
  post: PublicBlogPost;
  newer: PublicBlogPost | null;
  older: PublicBlogPost | null;
  languages: readonly Language[];
  /** The post's slug in each of its languages (hreflang points at each language's own address). */
  slugs: Partial<Record<Language, string>>;
  preview: boolean;
}

function PostArticle({ post, newer, older, languages, slugs, preview }: PostArticleProps) {
  const { t, lang, localize } = usePublicPage();
  const agency = useAgencyProfile();
  const date = formatBlogDate(post.publishedAt, lang);
  const minutes = readingMinutes(post.content);
  // A post written in this page's language only: a note for the readers of the other language, in their language
  // (everyone is served this address, whatever their browser prefers). This page has no island: rendered on the server.
  const otherLanguage = LANGUAGES.find((l) => l !== lang)!;
  const onlyHere = !preview && languages.length === 1 && languages[0] === lang;
  usePageMeta({
    title: post.title,
    description: post.description,
    image: post.imageUrl,
    ogType: 'article',
    languages,
    addresses: Object.fromEntries(Object.entries(slugs).map(([l, slug]) => [l, blogPostPath(slug)])),
    noindex: preview,
    jsonLd: [blogPostingJsonLd(post, lang, agency), breadcrumbJsonLd(post, lang, { home: t('nav.home'), blog: t('nav.blog') })],
  });

  return (
    <main id="main" className="bg-white">
      {preview ? (
        <p role="status" className="border-b border-amber-300 bg-amber-100 px-4 py-3 text-center text-sm font-semibold text-amber-950">
          {t('blog.previewBanner')}
        </p>
      ) : null}
      <article className="mx-auto max-w-3xl px-4 py-10 md:py-14">
        {onlyHere ? (
          <p lang={otherLanguage} className="mb-6 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950">
            {translate(resourcesOf(otherLanguage), 'blog.onlyInOtherLanguage')}
          </p>
        ) : null}
        <nav aria-label={t('blog.breadcrumb')}>
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            <li>
              <a href={localize('/')} className="underline-offset-4 hover:text-brand-800 hover:underline">
                {t('nav.home')}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <span aria-hidden="true">›</span>
              <a href={localize('/blog')} className="underline-offset-4 hover:text-brand-800 hover:underline">
                {t('nav.blog')}
              </a>
            </li>
            <li className="flex min-w-0 items-center gap-2">
              <span aria-hidden="true">›</span>
              <span aria-current="page" className="line-clamp-1 text-slate-900">
                {post.title}
              </span>
            </li>
          </ol>
        </nav>
        <header className="mt-8">
          <p>
            <span className="rounded-full bg-brand-100 px-2.5 py-1 text-xs font-semibold text-brand-800">{post.category}</span>
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 md:text-5xl">{post.title}</h1>
          <p className="mt-4 text-lg text-slate-700">{post.description}</p>
          <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <UserRound aria-hidden="true" className="h-4 w-4" />
              {t('blog.byAuthor', { author: post.author })}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t('blog.publishedOn')} </span>
              <time dateTime={post.publishedAt}>{date}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="h-4 w-4" />
              {t('blog.readingTime', { minutes: String(minutes) })}
            </span>
          </div>
        </header>
        {/* The cover is above the fold: loaded at once, first. */}
        <ResponsiveImage
          src={post.imageUrl}
          sources={post.image ? mediaSources(post.image) : null}
          alt=""
          width={800}
          height={450}
          sizes="(min-width: 768px) 48rem, 100vw"
          loading="eager"
          fetchPriority="high"
          className="mt-8 aspect-video w-full rounded-xl bg-slate-100 object-cover"
        />
        {/* Our own static resource HTML, or HTML the server sanitised when the post was stored. */}
        <div className={`mt-8 ${BLOG_CONTENT_STYLES}`} dangerouslySetInnerHTML={{ __html: responsiveInlineImages(headingsFromLevel2(post.content)) }} />
        <PostTags tags={post.tags} headingLevel={2} className="mt-10" />
      </article>
      {older || newer ? (
        <nav aria-label={t('blog.otherPosts')} className="border-t border-slate-200 bg-slate-50">
          <ul className="mx-auto grid max-w-3xl gap-4 px-4 py-8 sm:grid-cols-2">
            {older ? (
              <li>
                <a
                  href={localize(blogPostPath(older.slug))}
                  rel="prev"
                  className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-300"
                >
                  <span className="inline-flex items-center gap-1 text-sm text-slate-600">
                    <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                    {t('blog.previousPost')}
                  </span>
                  <span className="font-semibold text-slate-900">{older.title}</span>
                </a>
              </li>
            ) : null}
            {newer ? (
              <li className="sm:col-start-2">
                <a
                  href={localize(blogPostPath(newer.slug))}
                  rel="next"
                  className="flex h-full flex-col items-end gap-1 rounded-xl border border-slate-200 bg-white p-4 text-right hover:border-brand-300"
                >
                  <span className="inline-flex items-center gap-1 text-sm text-slate-600">
                    {t('blog.nextPost')}
                    <ArrowRight aria-hidden="true" className="h-4 w-4" />
                  </span>
                  <span className="font-semibold text-slate-900">{newer.title}</span>
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </main>
  );
}
