/**
 * Checking an uploaded image and making its variants with sharp (docs/decisions/015-media-library.md).
 *
 * The checks read only the file's first bytes and its header — type (magic numbers), size in pixels, the height its
 * variants would have — so a decompression bomb is refused before any pixel is decoded, and before it waits for the
 * image worker. The variants are made by decoding the file once, straight into the largest variant's size (libvips
 * streams the decode through the resize, and shrinks a JPEG while loading it), then the smaller ones from that: the
 * worker's memory is about the largest variant's pixels plus libvips' line buffers, far below the 40 MP × 4 B the
 * full decode would take.
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  MEDIA_FORMATS,
  MEDIA_MAX_PIXELS,
  MEDIA_MAX_VARIANT_SIDE,
  MEDIA_MESSAGES,
  mediaVariantHeight,
  mediaVariantWidths,
  type MediaFormat,
  type MediaSourceType,
} from '@/shared/media';
import { DomainError, Invalid, TooLarge, UnsupportedType } from '../domain/errors';
import { UploadCancelled } from './image-worker';

sharp.concurrency(1);
sharp.cache(false);

/** The type of an image from its first bytes (magic numbers); null when it is none of the accepted ones. */
export function sniffImageType(bytes: Buffer): MediaSourceType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (bytes.length >= 16 && bytes.subarray(4, 8).toString('latin1') === 'ftyp') {
    // ISO-BMFF: the major brand, then the compatible brands, up to the box's size.
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    const brands = [];
    for (let at = 8; at + 4 <= boxSize; at += 4) if (at !== 12) brands.push(bytes.subarray(at, at + 4).toString('latin1'));
    if (brands.includes('avif') || brands.includes('avis')) return 'image/avif';
  }
  return null;
}

/** Text that looks like SVG (or XML that could be): named apart, with the reason it is refused. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || /<svg[\s>]/.test(head);
}

const FORMAT_OPTIONS: Record<MediaFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 80, effort: 3 }),
};

const sharpInput = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'truncated', autoOrient: true });

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What the header says: the type read from the bytes, the displayed size (EXIF orientation applied). */
export interface ImageHeader {
  mime: MediaSourceType;
  width: number;
  height: number;
}

export interface ImageVariant {
  format: MediaFormat;
  width: number;
  height: number;
  bytes: Buffer;
  hash: string;
}

/**
 * Checks an upload from its first bytes and its header only; a 4xx naming `file` for anything that is not an image
 * of an accepted type, or one whose pixels (or variants' height) are over the limits — nothing is decoded.
 */
export async function readImageHeader(bytes: Buffer): Promise<ImageHeader> {
  if (bytes.length === 0) throw new Invalid('file', MEDIA_MESSAGES.empty);
  const mime = sniffImageType(bytes);
  if (!mime) throw new UnsupportedType('file', looksLikeSvg(bytes) ? MEDIA_MESSAGES.svg : MEDIA_MESSAGES.notImage);
  let meta: Metadata;
  try {
    meta = await sharpInput(bytes).metadata();
  } catch (err) {
    // sharp refuses the header of an image above limitInputPixels before decoding anything.
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new TooLarge('file', MEDIA_MESSAGES.tooManyPixels);
    throw new Invalid('file', MEDIA_MESSAGES.broken);
  }
  const rawWidth = meta.width ?? 0;
  const rawHeight = meta.height ?? 0;
  if (rawWidth < 1 || rawHeight < 1) throw new Invalid('file', MEDIA_MESSAGES.broken);
  if (rawWidth * rawHeight > MEDIA_MAX_PIXELS) throw new TooLarge('file', MEDIA_MESSAGES.tooManyPixels);
  // EXIF orientations 5–8 turn the image a quarter: its displayed size swaps width and height.
  const turned = (meta.orientation ?? 1) >= 5;
  const size = { width: turned ? rawHeight : rawWidth, height: turned ? rawWidth : rawHeight };
  // A 1 × 39,000,000 px PNG is under the pixel limit, but no format can hold its variants: refused here, not after
  // a long decode.
  if (mediaVariantHeight(size, largestWidth(size.width)) > MEDIA_MAX_VARIANT_SIDE) throw new TooLarge('file', MEDIA_MESSAGES.tooNarrow);
  return { mime, ...size };
}

const largestWidth = (width: number) => mediaVariantWidths(width).at(-1) ?? width;

/**
 * Makes the AVIF and WebP variants of an image whose header was checked; 400 naming `file` when it turns out damaged
 * or incomplete (failOn 'truncated'); UploadCancelled, between steps, once `signal` fires. The variants carry no
 * metadata (sharp drops EXIF, GPS, XMP and ICC unless asked to keep them; the orientation is applied to the pixels).
 */
export async function makeVariants(bytes: Buffer, header: ImageHeader, signal: AbortSignal): Promise<ImageVariant[]> {
  const stopIfCancelled = () => {
    if (signal.aborted) throw new UploadCancelled();
  };
  const widths = mediaVariantWidths(header.width);
  const variants: ImageVariant[] = [];
  try {
    stopIfCancelled();
    const largest = largestWidth(header.width);
    // Decoding the whole file checks it (a truncated one fails here), before any variant is made.
    const decoded = await sharpInput(bytes).resize(largest, mediaVariantHeight(header, largest), { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
    const source = () => sharp(decoded.data, { raw: decoded.info });
    for (const variantWidth of widths) {
      const variantHeight = mediaVariantHeight(header, variantWidth);
      for (const format of MEDIA_FORMATS) {
        stopIfCancelled();
        const out = await FORMAT_OPTIONS[format](source().resize(variantWidth, variantHeight, { fit: 'fill' })).toBuffer();
        variants.push({ format, width: variantWidth, height: variantHeight, bytes: out, hash: sha256(out) });
      }
    }
  } catch (err) {
    if (err instanceof DomainError || err instanceof UploadCancelled) throw err;
    throw new Invalid('file', MEDIA_MESSAGES.broken);
  }
  return variants;
}
