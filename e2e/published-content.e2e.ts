/**
 * Content published in the back office reaches the public pages' served HTML at once (the write bumps the content
 * version, so the cached pages are rendered again):
 * a published blog post on /blog and /en/blog and in sitemap.xml; a featured portfolio item on the home page.
 */
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

async function signIn(): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: inject('adminUsername'), password: inject('adminPassword') }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function api(cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(baseUrl + path, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: res.status === 204 ? null : ((await res.json()) as Record<string, unknown>) };
}

const html = async (path: string, lang: 'cs' | 'en') =>
  (await fetch(baseUrl + path, { headers: { 'accept-language': lang === 'cs' ? 'cs-CZ' : 'en-US' } })).text();

describe('published content in the served HTML', () => {
  it('a blog post appears on /blog and /en/blog and in the sitemap while published, and disappears after', async () => {
    const cookie = await signIn();
    const created = await api(cookie, 'POST', '/api/admin/blog', {
      title: 'Jak vybrat doménu',
      content: '<p>Krátká doména se lépe pamatuje.</p>',
      translations: {
        cs: { title: 'Jak vybrat doménu pro firmu', content: '<p>Krátká doména se lépe pamatuje.</p>' },
        en: { title: 'How to choose a company domain', content: '<p>A short domain is easier to remember.</p>' },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body!.id as number;
    const slug = created.body!.slug as string;
    // Each language has its own address (decision 021): the English one comes from the English title.
    const enSlug = (created.body!.translations as { en: { slug: string } }).en.slug;
    expect(enSlug).toBe('how-to-choose-a-company-domain');

    expect(await html('/blog', 'cs')).not.toContain('Jak vybrat doménu pro firmu');
    expect((await api(cookie, 'PATCH', `/api/admin/blog/${id}/publish`, { published: true })).status).toBe(200);

    expect(await html('/blog', 'cs')).toContain('Jak vybrat doménu pro firmu');
    const english = await html('/en/blog', 'en');
    expect(english).toContain('How to choose a company domain');
    expect(english).not.toContain('Jak vybrat doménu pro firmu');
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/blog/${slug}<`);
    expect(sitemap).toContain(`/en/blog/${enSlug}<`);

    expect((await api(cookie, 'PATCH', `/api/admin/blog/${id}/publish`, { published: false })).status).toBe(200);
    expect(await html('/blog', 'cs')).not.toContain('Jak vybrat doménu pro firmu');
    expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).not.toContain(`/blog/${slug}<`);
    expect((await api(cookie, 'DELETE', `/api/admin/blog/${id}`)).status).toBe(204);
  });

  it('a featured portfolio item appears in the home page portfolio', async () => {
    const cookie = await signIn();
    const created = await api(cookie, 'POST', '/api/admin/portfolio', {
      title: 'Cukrárna U Anděla',
      description: 'Nový web s objednávkou dortů.',
      imageUrl: '/images/blog/agency-news.svg',
      category: 'web',
      featured: true,
    });
    expect(created.status).toBe(201);
    expect(await html('/', 'cs')).toContain('Cukrárna U Anděla');
    expect(await html('/en', 'en')).toContain('Cukrárna U Anděla');
    expect((await api(cookie, 'PATCH', `/api/admin/portfolio/${created.body!.id}/featured`, { featured: false })).status).toBe(200);
    expect(await html('/', 'cs')).not.toContain('Cukrárna U Anděla');
  });
});
