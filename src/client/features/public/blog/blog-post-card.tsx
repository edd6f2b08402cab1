import { CalendarDays, UserRound } from 'lucide-react';
import { usePublicPage } from '@/client/public-site/public-page';
import { mediaSources } from '@/shared/media';
import { ResponsiveImage } from '@/client/components/ui/responsive-image';
import type { BlogPostView } from './blog-post-view';

interface BlogPostCardProps {
  post: BlogPostView;
  /** Cards in the first row load their image at once; the rest lazily. */
  eagerImage: boolean;
  onOpen: (post: BlogPostView, opener: HTMLButtonElement) => void;
  /** The visitor is about to open the post (pointer over the card, or focus on it). */
  onIntent: () => void;
}

/** A post in the grid. The title is the button; its overlay makes the whole card clickable. */
export function BlogPostCard({ post, eagerImage, onOpen, onIntent }: BlogPostCardProps) {
  const { t } = usePublicPage();
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600">
      <ResponsiveImage
        src={post.imageUrl}
        sources={post.image ? mediaSources(post.image) : null}
        alt=""
        width={800}
        height={450}
        sizes="(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw"
        loading={eagerImage ? 'eager' : 'lazy'}
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-slate-600">
          <span className="rounded-full bg-brand-100 px-2.5 py-1 font-semibold text-brand-800">{post.category}</span>
          <span className="inline-flex items-center gap-1">
            <UserRound aria-hidden="true" className="h-3.5 w-3.5" />
            {post.author}
          </span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="h-3.5 w-3.5" />
            <time dateTime={post.publishedAt}>{post.date}</time>
          </span>
        </div>
        <h2 className="mt-3 text-xl font-bold leading-snug text-slate-900">
          <button
            type="button"
            onClick={(event) => onOpen(post, event.currentTarget)}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            className="line-clamp-2 text-left after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800 focus:outline-none"
          >
            {post.title}
          </button>
        </h2>
        <p className="mt-2 line-clamp-3 text-sm text-slate-600">{post.description}</p>
        {post.tags.length > 0 ? (
          <ul aria-label={t('blog.tags')} className="mt-auto flex flex-wrap gap-2 pt-4">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-md border border-slate-200 px-2 py-0.5 text-xs text-slate-700">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
