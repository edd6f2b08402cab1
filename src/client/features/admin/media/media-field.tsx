/**
 * An image address field with "Choose from library": the picker fills in the library image's address; an address
 * typed or pasted (an image hosted elsewhere, or set before the library existed) keeps working.
 */
import { useState, type ReactElement } from 'react';
import { useT } from '@/client/i18n/use-t';
import type { Language } from '@/shared/constants';
import type { PickedMedia } from '@/shared/media';
import { Button } from '@/client/components/ui/button';
import { MediaPicker } from './media-picker';

interface MediaFieldProps {
  /** The form's field (label + input), rendered as given. */
  children: ReactElement;
  /** The chosen image's address (and its size and alt text, for forms that keep them). */
  onPick: (media: PickedMedia) => void;
  /** Current address, for the preview. */
  value: string;
  lang?: Language;
}

export function MediaField({ children, onPick, value, lang }: MediaFieldProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-2">
      {children}
      <div className="flex items-center gap-3">
        <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)}>
          {t('admin.media.picker.open')}
        </Button>
        {value.startsWith('/media/') ? <img src={value} alt="" className="h-12 w-16 rounded object-cover" /> : null}
      </div>
      <MediaPicker open={open} onOpenChange={setOpen} onPick={onPick} lang={lang} />
    </div>
  );
}
