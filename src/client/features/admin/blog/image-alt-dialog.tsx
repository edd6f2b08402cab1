/**
 * The alt text of an image in a post (issue 20, point 5; WCAG 1.1.1): asked when an image is inserted from the media
 * library (its library text prefilled and editable) and when staff edit a selected image's alt text. An alt text is
 * required, unless the image is marked decorative — then it is stored as alt="" and screen readers skip it.
 */
import { useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import type { Language } from '@/shared/constants';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';

export interface ImageAltDialogProps {
  /** The image's address (its preview in the dialog). */
  src: string;
  /** The text to start from: the library's alt text, or the image's current one. */
  initialAlt: string;
  /** The image is decorative already (alt=""): the box starts ticked. */
  initialDecorative?: boolean;
  /** The language of the alt text (the post's tab). */
  lang: Language;
  /** Inserting a new image, or editing one already in the post. */
  mode: 'insert' | 'edit';
  /** The alt text to store: '' for a decorative image. */
  onApply: (alt: string) => void;
  onCancel: () => void;
}

export function ImageAltDialog({ src, initialAlt, initialDecorative = false, lang, mode, onApply, onCancel }: ImageAltDialogProps) {
  const t = useT();
  const [alt, setAlt] = useState(initialAlt);
  const [decorative, setDecorative] = useState(initialDecorative);
  const [error, setError] = useState<string | undefined>();
  const language = t(`admin.blog.form.languagesInline.${lang}`);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={mode === 'insert' ? t('admin.blog.editor.altDialog.insertTitle') : t('admin.blog.editor.altDialog.editTitle')}
      description={t('admin.blog.editor.altDialog.description')}
      closeLabel={t('common.close')}
    >
      <form
        noValidate
        className="space-y-4"
        // Portalled, but React events still bubble to the post form around the editor: stop here.
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          if (decorative) return onApply('');
          const text = alt.trim().replace(/\s+/g, ' ');
          if (text === '') return setError(t('admin.blog.editor.altDialog.required'));
          onApply(text);
        }}
      >
        <img src={src} alt="" className="max-h-40 w-auto rounded border border-slate-200 bg-slate-50 object-contain" />
        <Field label={t('admin.blog.editor.altDialog.alt', { language })} error={decorative ? undefined : error}>
          <Input lang={lang} value={decorative ? '' : alt} disabled={decorative} maxLength={200} onChange={(event) => setAlt(event.target.value)} />
        </Field>
        <p className="text-xs text-slate-600">{t('admin.blog.editor.altDialog.hint')}</p>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-700"
            checked={decorative}
            onChange={(event) => {
              setDecorative(event.target.checked);
              setError(undefined);
            }}
          />
          <span>{t('admin.blog.editor.altDialog.decorative')}</span>
        </label>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">{mode === 'insert' ? t('admin.blog.editor.altDialog.insert') : t('admin.blog.editor.altDialog.apply')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
