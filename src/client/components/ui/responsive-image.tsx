/**
 * An image of the public pages: a media-library image as <picture> with AVIF and WebP `srcset` (the browser takes
 * the smallest that fills `sizes`), any other address as a plain <img>. Width and height are always given, so the
 * page does not shift while images load; lazy unless told otherwise (images above the fold).
 */
import type { CSSProperties } from 'react';
import type { MediaSources } from '@/shared/media';

export interface ResponsiveImageProps {
  src: string;
  /**
   * Set when `src` is a library image: its srcsets and size (mediaSources in src/shared/media.ts — computed by the
   * caller, on the server where it can, so islands do not ship the address rules).
   */
  sources?: MediaSources | null | undefined;
  alt: string;
  /** Size for an address outside the library (its intrinsic size, or the box it fills). */
  width: number;
  height: number;
  /** The displayed width, e.g. '(min-width: 1024px) 384px, 100vw'. */
  sizes: string;
  className?: string;
  style?: CSSProperties;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
}

export function ResponsiveImage({ src, sources, alt, width, height, sizes, className, style, loading = 'lazy', fetchPriority }: ResponsiveImageProps) {
  if (!sources) {
    return <img src={src} alt={alt} width={width} height={height} loading={loading} decoding="async" fetchPriority={fetchPriority} className={className} style={style} />;
  }
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={sources.src}
        alt={alt}
        width={sources.width}
        height={sources.height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        className={className}
        style={style}
      />
    </picture>
  );
}
