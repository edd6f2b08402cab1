/**
 * The blog island served by the server and hydrated in the browser, on a fresh module graph: the dialog's lazily loaded
 * code not yet loaded, as on a server that has not needed it. Runs in the isolated client project (vitest.config.ts):
 * vi.resetModules() would otherwise reset the module graph the other client files share.
 */
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resourcesOf } from '@/client/i18n/resources';
import { initialBlogPosts } from '@/client/test/initial-content';
import type { BlogPostsProps } from './blog-posts';

const LOCAL_SEO = {
  slug: 'local-seo-google-business-profile',
  title: 'Local SEO: how customers find you on Google in your town',
};

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('BlogPage hydration', () => {
  it('hydrates the served island without a mismatch, then opens the linked post', async () => {
    // A fresh module graph, as on a server that has not loaded the dialog's code yet.
    vi.resetModules();
    const { BlogPage } = await import('./blog-page');
    const { BlogPosts } = await import('./blog-posts');
    const { PublicPageProvider } = await import('@/client/public-site/public-page');
    const { createIslandCollector, IslandCollectorProvider } = await import('@/client/public-site/islands/island');
    const { SiteDataProvider } = await import('@/client/lib/site-data');
    const { createPageMetaCollector, PageMetaProvider } = await import('@/client/lib/page-meta');
    // What the server does: render the page, collect its islands; then what the browser does with them.
    const collector = createIslandCollector();
    const html = renderToString(
      <PageMetaProvider collector={createPageMetaCollector()}>
        <IslandCollectorProvider value={collector}>
          <SiteDataProvider data={{ page: 'blog', blogPosts: initialBlogPosts('en') }} query={new URLSearchParams({ post: LOCAL_SEO.slug })}>
            <PublicPageProvider lang="en" path="/blog" texts={resourcesOf('en')}>
              <BlogPage />
            </PublicPageProvider>
          </SiteDataProvider>
        </IslandCollectorProvider>
      </PageMetaProvider>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    document.body.append(page);
    // As hydrate-islands.tsx does in the browser: the island's element, its JSON props and texts.
    const [record] = JSON.parse(JSON.stringify(collector.list())) as ReturnType<typeof collector.list>;
    const element = page.querySelector<HTMLElement>('[data-island="0"]');
    expect(record?.name).toBe('blog-posts');
    expect(element).not.toBeNull();
    expect(element).not.toContainHTML('role="dialog"');
    const errors = vi.spyOn(console, 'error');
    const reported = vi.fn();
    window.addEventListener('error', reported);
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(
          element!,
          <PublicPageProvider lang="en" path="/blog" texts={record!.texts}>
            <BlogPosts {...(record!.props as unknown as BlogPostsProps)} />
          </PublicPageProvider>,
          { onRecoverableError: reported },
        );
      });
      expect(await screen.findByRole('dialog', { name: LOCAL_SEO.title })).toBeInTheDocument();
      // The grid is the served one, hydrated (hidden from assistive technology while the dialog is open).
      expect(element!.querySelectorAll('article')).toHaveLength(4);
      expect(errors).not.toHaveBeenCalled();
      expect(reported).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('error', reported);
      act(() => root?.unmount());
      page.remove();
    }
  });
});
