/**
 * The media library (issue 11): images staff upload once and use in posts and portfolio items. The server keeps, per
 * image, AVIF and WebP variants at a few widths (never wider than the original) in the database and serves them at
 * content-hashed addresses `/media/<hash>-<width>.<avif|webp>` that never change — so they are cached for a year.
 * This module gives those addresses and the `srcset` of an image from its hash and original size, the same way for
 * the server, the back office and the public pages.
 */
import type { Translated } from './translations';

/** Widths of the variants (px). An image narrower than the largest also gets a variant at its own width. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** What staff may upload (decided from the file's bytes, never from its name or declared type). */
export const MEDIA_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export type MediaSourceType = (typeof MEDIA_ACCEPTED_TYPES)[number];
/** Default upload limit (MEDIA_MAX_UPLOAD_MB). */
export const DEFAULT_MEDIA_MAX_UPLOAD_MB = 15;
/** Default cap on the bytes of all uploads being received or waiting to be processed (MEDIA_MAX_IN_FLIGHT_MB). */
export const DEFAULT_MEDIA_MAX_IN_FLIGHT_MB = 64;
/** Default cap on uploads waiting for the image worker (MEDIA_MAX_QUEUED_JOBS). */
export const DEFAULT_MEDIA_MAX_QUEUED_JOBS = 8;
/** Images above this many pixels are refused from their header, before they are decoded (decompression bombs). */
export const MEDIA_MAX_PIXELS = 40_000_000;
/** The largest side a variant can have (WebP's limit): a taller variant would fail after a long decode. */
export const MEDIA_MAX_VARIANT_SIDE = 16_383;
/** The public path prefix of the variants. */
export const MEDIA_PATH_PREFIX = '/media/';
/** Field name of the file in the multipart upload. */
export const MEDIA_UPLOAD_FIELD = 'file';

/** Answer texts of the upload (the API's English; the back office shows its own translations by `field` + status). */
export const MEDIA_MESSAGES = {
  noFile: 'Send one image file in the "file" field',
  empty: 'The file is empty',
  tooLarge: (mb: number) => `The file is larger than ${mb} MB`,
  svg: 'SVG images are not accepted: they can carry scripts (upload a PNG, JPEG, WebP, AVIF or GIF)',
  notImage: 'Not a JPEG, PNG, WebP, AVIF or GIF image (the type is read from the file itself)',
  tooManyPixels: `The image has more than ${MEDIA_MAX_PIXELS / 1_000_000} megapixels`,
  tooNarrow: `The image is too tall for its width: its variants would be more than ${MEDIA_MAX_VARIANT_SIDE} px high`,
  busy: (seconds: number) => `The server is busy processing other uploads; try again in ${seconds} s`,
  broken: 'The image is damaged or incomplete and cannot be read',
  notMultipart: 'Send the image as multipart/form-data',
  inUse: 'The image is in use; remove it from these first',
  notFound: 'Image not found',
} as const;

/** The widths of the variants an image of this width has, smallest first. */
export function mediaVariantWidths(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? originalWidth);
  const widths: number[] = MEDIA_WIDTHS.filter((w) => w < largest);
  widths.push(largest);
  return widths;
}

/** The height of a variant of this width (the aspect ratio kept, rounded like the resize does). */
export function mediaVariantHeight(original: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}

export function mediaUrl(hash: string, width: number, format: MediaFormat): string {
  return `${MEDIA_PATH_PREFIX}${hash}-${width}.${format}`;
}

/** A library image as pages need it to render: its hash and original size. */
export interface MediaImageRef {
  hash: string;
  width: number;
  height: number;
}

export interface MediaSources {
  /** `srcset` of the AVIF variants, then of the WebP ones. */
  avif: string;
  webp: string;
  /** The largest WebP variant: the <img> src and the address posts and portfolio items keep. */
  src: string;
  /** Size of the largest variant, for width/height attributes (no layout shift). */
  width: number;
  height: number;
}

export function mediaSources(image: MediaImageRef): MediaSources {
  const widths = mediaVariantWidths(image.width);
  const srcset = (format: MediaFormat) => widths.map((w) => `${mediaUrl(image.hash, w, format)} ${w}w`).join(', ');
  const largest = widths[widths.length - 1]!;
  return {
    avif: srcset('avif'),
    webp: srcset('webp'),
    src: mediaUrl(image.hash, largest, 'webp'),
    width: largest,
    height: mediaVariantHeight(image, largest),
  };
}

const MEDIA_URL_PATTERN = /^\/media\/([0-9a-f]{64})-(\d{1,5})\.(avif|webp)$/;

/** The hash, width and format of a library address ('/media/<hash>-960.webp'); null for any other address. */
export function parseMediaUrl(url: string): { hash: string; width: number; format: MediaFormat } | null {
  const match = MEDIA_URL_PATTERN.exec(url);
  if (!match) return null;
  return { hash: match[1]!, width: Number(match[2]), format: match[3] as MediaFormat };
}

/** The public file name of a variant ('<hash>-<width>.<ext>') → its parts; null when it is not one. */
export function parseMediaFileName(name: string): { hash: string; width: number; format: MediaFormat } | null {
  return parseMediaUrl(MEDIA_PATH_PREFIX + name);
}

/** Where an image is used: a blog post (cover or inline), a portfolio item, or the agency's logo (billing details). */
export interface MediaUse {
  kind: 'blog_post' | 'portfolio_item' | 'agency_logo';
  id: number;
  title: string;
}

/** An image's texts in one language: its alt text, never blank (a language without one has none). */
export interface MediaTexts {
  alt: string;
}

/** GET /api/admin/media: one image of the library. */
export interface AdminMediaItem {
  id: number;
  hash: string;
  originalName: string;
  /** The type of the uploaded file, read from its bytes. */
  mime: string;
  width: number;
  height: number;
  /** Size of the uploaded file in bytes. */
  size: number;
  /**
   * The alt text per language (the one bilingual model, decision 020): a language without one is absent — the picker
   * then proposes the other language's (`libraryAlt`).
   */
  translations: Translated<MediaTexts>;
  createdAt: string;
  uses: MediaUse[];
}

/** What the picker hands back to the form that asked for an image. */
export interface PickedMedia {
  id: number;
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** How wide an inline image of a post is shown: the text column on wide screens, the screen on phones. */
export const INLINE_IMAGE_SIZES = '(min-width: 768px) 720px, 100vw';

const IMG_TAG = /<img\b[^>]*>/g;
const SRC_ATTRIBUTE = /\ssrc="([^"]*)"/;

/**
 * Post HTML (already sanitised) with each library image turned into a <picture>: AVIF and WebP `srcset` of every
 * variant, the stored <img> kept as the fallback (its width/height hold the layout) and loaded lazily. Images from
 * other addresses are left as they are.
 */
export function responsiveInlineImages(html: string): string {
  return html.replace(IMG_TAG, (tag) => {
    const src = SRC_ATTRIBUTE.exec(tag)?.[1];
    const media = src ? parseMediaUrl(src) : null;
    if (!media) return tag;
    const widths = mediaVariantWidths(media.width);
    const srcset = (format: MediaFormat) => widths.map((w) => `${mediaUrl(media.hash, w, format)} ${w}w`).join(', ');
    const img = /\sloading=/.test(tag) ? tag : tag.replace(/^<img\b/, '<img loading="lazy" decoding="async"');
    return (
      `<picture><source type="image/avif" srcset="${srcset('avif')}" sizes="${INLINE_IMAGE_SIZES}">` +
      `<source type="image/webp" srcset="${srcset('webp')}" sizes="${INLINE_IMAGE_SIZES}">${img}</picture>`
    );
  });
}
