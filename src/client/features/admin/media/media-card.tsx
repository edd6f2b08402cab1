/** One image of the library: preview, size, alt texts in both languages, where it is used, delete. */
import { useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { LANGUAGES, type Language } from '@/shared/constants';
import { mediaSources, type AdminMediaItem } from '@/shared/media';
import { textsFor } from '@/shared/translations';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { mediaApi } from '@/client/api/media-api';
import { DeleteIconButton } from '../common/record-buttons';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminMutation } from '../common/use-admin-mutation';
import { formatBytes } from './media-uploader';

export function MediaThumbnail({ item, alt }: { item: Pick<AdminMediaItem, 'hash' | 'width' | 'height'>; alt: string }) {
  const sources = mediaSources(item);
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes="240px" />
      <source type="image/webp" srcSet={sources.webp} sizes="240px" />
      <img
        src={sources.src}
        alt={alt}
        width={sources.width}
        height={sources.height}
        loading="lazy"
        className="aspect-[4/3] w-full rounded-t-lg bg-slate-100 object-contain"
      />
    </picture>
  );
}

export function MediaCard({ item, onDelete }: { item: AdminMediaItem; onDelete: (item: AdminMediaItem) => void }) {
  const t = useT();
  const lang = useAdminLanguage();
  // Each language's alt text as typed ('' where the image has none in it).
  const stored = (l: Language) => item.translations[l]?.alt ?? '';
  const [alts, setAlts] = useState<Record<Language, string>>(() => ({ cs: stored('cs'), en: stored('en') }));
  const changed = LANGUAGES.some((l) => alts[l] !== stored(l));
  const save = useAdminMutation({
    // Every language is sent: a blank one removes that language's alt text.
    request: () => mediaApi.setAlt(item.id, { translations: { cs: { alt: alts.cs }, en: { alt: alts.en } } }),
    resources: [mediaApi],
    success: () => t('admin.media.toast.altSaved'),
    errorTitle: t('admin.media.toast.altError'),
  });
  const alt = textsFor(item.translations, lang)?.alt ?? item.originalName;
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 bg-white shadow-sm">
      <MediaThumbnail item={item} alt={alt} />
      <div className="flex flex-1 flex-col gap-3 p-3">
        <div>
          <h3 className="truncate text-sm font-semibold text-slate-900" title={item.originalName}>
            {item.originalName}
          </h3>
          <p className="text-xs text-slate-600">
            {t('admin.media.dimensions', { width: item.width, height: item.height })} · {formatBytes(item.size, lang)}
          </p>
        </div>
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          {LANGUAGES.map((l) => (
            <Field key={l} label={t(`admin.media.alt.${l}`)}>
              <Input lang={l} value={alts[l]} onChange={(e) => setAlts({ ...alts, [l]: e.target.value })} maxLength={200} />
            </Field>
          ))}
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            disabled={!changed || save.isPending}
            aria-label={`${t('admin.media.saveAlt')} ${item.originalName}`}
          >
            {t('admin.media.saveAlt')}
          </Button>
        </form>
        <div className="text-xs text-slate-700">
          <p className="font-medium">{t('admin.media.usedIn')}</p>
          {item.uses.length ? (
            <ul className="list-disc pl-4">
              {item.uses.map((use) => (
                <li key={`${use.kind}-${use.id}`}>
                  {t(`admin.media.useKinds.${use.kind}`)}: {use.title}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('admin.media.unused')}</p>
          )}
        </div>
        <div className="mt-auto flex justify-end">
          <DeleteIconButton
            record={item.originalName}
            title={item.uses.length ? t('admin.media.delete.inUse') : undefined}
            onClick={() => onDelete(item)}
          />
        </div>
      </div>
    </li>
  );
}
