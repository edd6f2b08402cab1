/**
 * Rendered public pages (and sitemap.xml, robots.txt), kept in memory as bytes, once per content version: each entry
 * holds the body plain, Brotli- and gzip-compressed, with a strong ETag per variant. An entry is valid while the
 * content version it was rendered at is current and until its `expiresAt` (the next moment the page would change on
 * its own, e.g. a new year in the footer or a post coming due). A new version clears the whole cache. Bounded: the
 * least recently used entry goes first.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LANGUAGES, type Language } from '@/shared/constants';
import { ifNoneMatch } from '../http/if-none-match';

/** What choosing and sending a variant reads of the request: an Express request, or the plain incoming message. */
type PageRequest = Pick<IncomingMessage, 'headers' | 'method'>;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality 10: measured on the home page (~110 KB of HTML) it is ~7 % smaller than quality 6 and within 2 % of
 * quality 11, at ~65 ms instead of ~400 ms. Compression runs once per page and content version, on the libuv thread
 * pool (not the event loop); 11 would make the re-render of every page after a publish cost seconds of CPU.
 */
export const BROTLI_QUALITY = 10;
export const GZIP_LEVEL = 9;

export const PAGE_CACHE_ENTRIES = 300;

export interface PageEntry {
  status: number;
  contentType: string;
  /** The Vary header this response carries (Accept-Encoding always: the variants differ by it). */
  vary: string;
  /** Strong ETag of each variant, quoted: the plain body's hash, with -br / -gz appended for the compressed ones. */
  etags: Record<Encoding, string>;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The content version the page was rendered at. */
  version: number;
  /** Epoch ms after which the page must be rendered again even if the version is unchanged (Infinity: never). */
  expiresAt: number;
  /**
   * The languages this page exists in: every language, except for a post written in one language only. The language
   * redirect of an unprefixed URL reads it: a Czech-only post is served at its Czech address to everyone.
   */
  languages: readonly Language[];
  /** A redirect (301) to this address instead of a page: a one-language post asked for in the other language. */
  location?: string;
  /**
   * The headers of each variant's answer (flat names and values, what `writeHead` takes), built once with the entry:
   * `full` for the answer with its body (or HEAD), `notModified` for the 304.
   */
  heads: Record<Encoding, { full: readonly string[]; notModified: readonly string[] }>;
}

export interface PageToCache {
  status: number;
  contentType: string;
  vary: string;
  body: string;
  version: number;
  expiresAt: number;
  /** Default: every language. */
  languages?: readonly Language[];
  location?: string;
}

/** Compresses once (off the event loop) and computes the ETag. */
export async function preparePage(page: PageToCache): Promise<PageEntry> {
  const identity = Buffer.from(page.body, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: GZIP_LEVEL }),
  ]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const etags: Record<Encoding, string> = { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` };
  const bodies: Record<Encoding, Buffer> = { identity, br, gzip: gz };
  const head = (encoding: Encoding) => {
    const notModified = ['Cache-Control', 'no-cache', 'Vary', page.vary, 'ETag', etags[encoding]];
    const full = [...notModified];
    if (page.location !== undefined) full.push('Location', page.location);
    full.push('Content-Type', page.contentType);
    if (encoding !== 'identity') full.push('Content-Encoding', encoding);
    full.push('Content-Length', String(bodies[encoding].length));
    return { full: Object.freeze(full), notModified: Object.freeze(notModified) };
  };
  return {
    status: page.status,
    contentType: page.contentType,
    vary: page.vary,
    etags,
    identity,
    br,
    gzip: gz,
    version: page.version,
    expiresAt: page.expiresAt,
    languages: page.languages ?? LANGUAGES,
    ...(page.location !== undefined ? { location: page.location } : {}),
    heads: { identity: head('identity'), br: head('br'), gzip: head('gzip') },
  };
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The q-value Accept-Encoding gives `coding` (an explicit entry, else `*`, else 0). */
function qualityOf(header: string, coding: string): number {
  let star = 0;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const value = Number.isFinite(q) ? q : 0;
    if (name.trim() === coding) return value;
    if (name.trim() === '*') star = value;
  }
  return star;
}

/**
 * The variant for this request's Accept-Encoding: the higher q-value wins, Brotli at equal q (browsers list gzip
 * first, e.g. "gzip, deflate, br, zstd", without ranking them).
 */
export function chooseEncoding(req: PageRequest): Encoding {
  const header = req.headers['accept-encoding'];
  if (!header) return 'identity';
  let choice = encodingByHeader.get(header);
  if (choice === undefined) {
    const br = qualityOf(header, 'br');
    const gz = qualityOf(header, 'gzip');
    choice = br > 0 && br >= gz ? 'br' : gz > 0 ? 'gzip' : 'identity';
    // Browsers send a handful of distinct headers; a client inventing new ones only empties this memory (64 at most).
    if (encodingByHeader.size >= MAX_REMEMBERED_ENCODING_HEADERS) encodingByHeader.clear();
    encodingByHeader.set(header, choice);
  }
  return choice;
}

const MAX_REMEMBERED_ENCODING_HEADERS = 64;
const encodingByHeader = new Map<string, Encoding>();

/** Node reads the list given to writeHead without changing it: the prepared (frozen) list is given as it is. */
const headList = (answerHeaders: readonly string[], own: readonly string[]) => (answerHeaders.length ? answerHeaders.concat(own) : own) as string[];

/**
 * Answers with the cached bytes: the variant for Accept-Encoding, or 304 when the client already has it. Its headers
 * (Cache-Control, Vary, ETag, [Location,] Content-Type, [Content-Encoding,] Content-Length) go out in one `writeHead`
 * with the entry's prepared list, after `answerHeaders` (the security headers, when the early answer sends the page:
 * src/server/http/early-answers.ts; the Express path has set them on the response already).
 */
export function sendPage(req: PageRequest, res: ServerResponse, entry: PageEntry, answerHeaders: readonly string[] = []): void {
  const encoding = chooseEncoding(req);
  const head = entry.heads[encoding];
  if (entry.status === 200 && req.headers['if-none-match'] !== undefined && ifNoneMatch(req.headers['if-none-match'], entry.etags[encoding])) {
    res.writeHead(304, headList(answerHeaders, head.notModified));
    res.end();
    return;
  }
  res.writeHead(entry.status, headList(answerHeaders, head.full));
  if (req.method === 'HEAD') res.end();
  else res.end(encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity);
}

export class PageCache {
  private readonly pages = new Map<string, PageEntry>();

  constructor(private readonly maxEntries = PAGE_CACHE_ENTRIES) {}

  /** The entry for `key` if it was rendered at `version` and has not expired by `now`. */
  get(key: string, version: number, now = Date.now()): PageEntry | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.version !== version || now >= page.expiresAt) {
      this.pages.delete(key);
      return undefined;
    }
    // Most recently used goes to the end.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: PageEntry): void {
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }

  clear(): void {
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }

  /** Bytes held: every entry's plain body and its two compressed variants (for the page-cache gauge of /metrics). */
  get bytes(): number {
    let total = 0;
    for (const page of this.pages.values()) total += page.identity.length + page.br.length + page.gzip.length;
    return total;
  }
}
