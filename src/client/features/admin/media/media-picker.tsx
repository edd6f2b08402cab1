/**
 * Choose an image from the media library (or upload one) — for a post's cover, an image inside a post, a portfolio
 * item. Gives back { id, url, alt, width, height }: url is the largest WebP variant (the address posts and items
 * keep; public pages turn it into <picture> with AVIF and WebP srcset), alt in the language asked for.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { libraryAlt } from '@/shared/blog-image-alt';
import type { Language } from '@/shared/constants';
import { mediaSources, type AdminMediaItem, type PickedMedia } from '@/shared/media';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { mediaApi } from '@/client/api/media-api';
import { SearchInput } from '../common/search-input';
import { MediaThumbnail } from './media-card';
import { MediaUploader } from './media-uploader';

const PICKER_PAGE_SIZE = 48;

/** What a form gets for a library image, alt text in `lang` (the other language's when that one is blank). */
export function pickedMedia(item: AdminMediaItem, lang: Language): PickedMedia {
  const sources = mediaSources(item);
  return { id: item.id, url: sources.src, alt: libraryAlt(item, lang), width: sources.width, height: sources.height };
}

export interface MediaPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (media: PickedMedia) => void;
  /** The language of the alt text handed back (default: Czech, the site's main language). */
  lang?: Language;
  /** Dialog title (default: "Choose an image"). */
  title?: string;
}

export function MediaPicker({ open, onOpenChange, onPick, lang = 'cs', title }: MediaPickerProps) {
  const t = useT();
  const [q, setQ] = useState('');
  const images = useQuery({
    queryKey: [...mediaApi.key, 'picker', q],
    queryFn: () => mediaApi.list({ q }, 0, PICKER_PAGE_SIZE),
    enabled: open,
  });
  const pick = (item: AdminMediaItem) => {
    onPick(pickedMedia(item, lang));
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title ?? t('admin.media.picker.title')} closeLabel={t('common.close')} className="max-w-4xl">
      <div className="space-y-4">
        <MediaUploader onUploaded={pick} />
        <SearchInput label={t('admin.media.search')} onSearch={setQ} />
        {images.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('admin.media.picker.loadError')}
          </p>
        ) : images.isPending ? (
          <p className="text-sm text-slate-600">{t('common.loading')}</p>
        ) : images.data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t('admin.media.empty')}</p>
        ) : (
          <ul aria-label={t('admin.media.grid')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
            {images.data.items.map((item) => (
              <li key={item.id} className="rounded-lg border border-slate-200">
                <MediaThumbnail item={item} alt="" />
                <div className="p-2">
                  <p className="truncate text-xs text-slate-700" title={item.originalName}>
                    {item.originalName}
                  </p>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    className="mt-1 w-full"
                    aria-label={`${t('admin.media.picker.choose')} ${item.originalName}`}
                    onClick={() => pick(item)}
                  >
                    {t('admin.media.picker.choose')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
