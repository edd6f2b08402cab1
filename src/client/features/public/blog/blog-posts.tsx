/**
 * Island 'blog-posts': the grid of post cards and the post dialog. Posts arrive as JSON props with their dates
 * already formatted by the server. The dialog's code (Radix) loads only when a visitor heads for a post.
 */
import { Suspense, useRef, useState } from 'react';
import { loadOnFirstUse } from '@/client/public-site/islands/load-on-first-use';
import { useHydrated } from '@/client/public-site/islands/use-hydrated';
import { BLOG_POST_QUERY_PARAMETER } from '@/shared/site-paths';
import { BlogPostCard } from './blog-post-card';
import type { BlogPostView } from './blog-post-view';

/** The dialog's chunk, fetched early (pointer over a card, focus on it) or on opening. */
const { Component: BlogPostDialog, preload: preloadDialog } = loadOnFirstUse(() =>
  import('./blog-post-dialog').then((m) => m.BlogPostDialog),
);

/** Cards in the first grid row (two columns from medium screens) load their image eagerly. */
const EAGER_IMAGE_COUNT = 2;

export interface BlogPostsProps {
  posts: BlogPostView[];
  /** The post to show at once: the request asked for /blog?post=<slug>. */
  openSlug: string | null;
}

export function BlogPosts({ posts, openSlug }: BlogPostsProps) {
  // false on the server and while hydrating, true afterwards: a post linked by ?post= opens once the island runs,
  // so the served HTML and the hydrating render stay the same (the dialog is browser-only anyway).
  const inBrowser = useHydrated();
  const [selectedSlug, setSelectedSlug] = useState(openSlug);
  // The dialog is rendered (and its code loaded) from the first time a post is shown, then stays mounted.
  const [dialogWanted, setDialogWanted] = useState(() => posts.some((post) => post.slug === openSlug));
  const openerRef = useRef<HTMLElement | null>(null);
  const selected = posts.find((post) => post.slug === selectedSlug) ?? null;

  function open(post: BlogPostView, opener: HTMLButtonElement) {
    openerRef.current = opener;
    setDialogWanted(true);
    setSelectedSlug(post.slug);
  }

  function close() {
    setSelectedSlug(null);
    // Closing a post opened from its address leaves the plain blog address (replaced, not a new history entry).
    const url = new URL(window.location.href);
    if (url.searchParams.has(BLOG_POST_QUERY_PARAMETER)) {
      url.searchParams.delete(BLOG_POST_QUERY_PARAMETER);
      window.history.replaceState(window.history.state, '', url);
    }
  }

  return (
    <>
      <ul className="mt-12 grid grid-cols-1 gap-8 md:grid-cols-2">
        {posts.map((post, index) => (
          <li key={post.slug} className="flex">
            <BlogPostCard post={post} eagerImage={index < EAGER_IMAGE_COUNT} onOpen={open} onIntent={preloadDialog} />
          </li>
        ))}
      </ul>
      {inBrowser && dialogWanted ? (
        <Suspense fallback={null}>
          <BlogPostDialog post={selected} onClose={close} returnFocusTo={openerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
