/**
 * The full post in a modal dialog. Loaded on first use only (see blog-posts.tsx): Radix Dialog stays out of the
 * blog's initial JavaScript.
 */
import { ArrowRight, CalendarDays, UserRound } from 'lucide-react';
import { mediaSources } from '@/shared/media';
import { ResponsiveImage } from '@/client/components/ui/responsive-image';
import type { RefObject } from 'react';
import { blogPostPath } from '@/shared/site-paths';
import { Dialog } from '@/client/components/ui/dialog';
import { usePublicPage } from '@/client/public-site/public-page';
import { BLOG_CONTENT_STYLES } from './blog-content-styles';
import type { BlogPostView } from './blog-post-view';
import { responsiveInlineImages } from '@/shared/media';
import { PostTags } from './post-tags';


interface BlogPostDialogProps {
  /** null = closed. */
  post: BlogPostView | null;
  onClose: () => void;
  /** Gets the focus back when the dialog closes (the card that opened it), if still on the page. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Accessible modal (focus moves in and is trapped, Escape or the close button closes, focus returns). */
export function BlogPostDialog({ post, onClose, returnFocusTo }: BlogPostDialogProps) {
  const { t, localize } = usePublicPage();
  return (
    <Dialog
      open={post !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={post?.title ?? ''}
      closeLabel={t('common.close')}
      opener={returnFocusTo.current}
      className="max-w-3xl sm:p-8"
    >
      {post ? (
        <div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
            <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
              {post.category}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <UserRound aria-hidden="true" className="h-4 w-4" />
              {t('blog.byAuthor', { author: post.author })}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t('blog.publishedOn')} </span>
              <time dateTime={post.publishedAt}>{post.date}</time>
            </span>
          </div>
          <ResponsiveImage
            src={post.imageUrl}
            sources={post.image ? mediaSources(post.image) : null}
            alt=""
            width={800}
            height={450}
            sizes="(min-width: 768px) 42rem, 100vw"
            loading="eager"
            className="mt-5 aspect-video w-full rounded-lg bg-slate-100 object-cover"
          />
          {/* Our own static resource HTML, or HTML the server sanitised when the post was stored. */}
          <div className={`mt-6 ${BLOG_CONTENT_STYLES}`} dangerouslySetInnerHTML={{ __html: responsiveInlineImages(post.content) }} />
          <p className="mt-8">
            <a
              href={localize(blogPostPath(post.slug))}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {t('blog.openPage')}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </a>
          </p>
          <PostTags tags={post.tags} headingLevel={3} className="mt-8" />
        </div>
      ) : null}
    </Dialog>
  );
}
