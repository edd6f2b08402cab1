/** What the post-page tests share: the public origin, an initial post's slug, raw page requests and page parts. */
import { rawRequest as raw } from '../test/raw-request';

export const ORIGIN = 'https://www.lipa.example';
export const SAMPLE = 'local-seo-google-business-profile';

export const get = async (url: string, path: string, headers: Record<string, string> = {}) => {
  const res = await raw(url, path, headers);
  return { status: res.status, headers: res.headers, html: res.body.toString('utf8') };
};

/** The JSON-LD objects of a page, by @type. */
export function jsonLd(html: string): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const data = JSON.parse(json!) as Record<string, unknown>;
    out[String(data['@type'])] = data;
  }
  return out;
}

export const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]+)")? href="([^"]+)"`, 'g'))].map((m) =>
    m[1] ? `${m[1]} ${m[2]}` : m[2],
  );

