/** The link dialog of the rich-text editor: an http(s) address or an e-mail; an address without a scheme gets https://. */
import { useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { BLOG_LINK_HREF } from '@/shared/blog-html-allow-list';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';

/** A link typed without a scheme ('example.com') means https. */
function normaliseHref(raw: string): string {
  const href = raw.trim();
  if (href === '' || BLOG_LINK_HREF.test(href)) return href;
  if (/^[\w.+-]+@[\w-]+\.[\w.-]+$/.test(href)) return `mailto:${href}`;
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? href : `https://${href.replace(/^\/+/, '')}`;
}

export interface LinkDialogProps {
  initialHref: string;
  /** The address to link ('' removes the link). */
  onApply: (href: string) => void;
  onCancel: () => void;
}

/** The link's address: http(s) or e-mail; an address without a scheme gets https://. */
export function LinkDialog({ initialHref, onApply, onCancel }: LinkDialogProps) {
  const t = useT();
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={initialHref ? t('admin.blog.editor.linkDialog.editTitle') : t('admin.blog.editor.linkDialog.title')}
      description={t('admin.blog.editor.linkDialog.description')}
      closeLabel={t('common.close')}
    >
      <form
        noValidate
        className="space-y-4"
        // The dialog is portalled, but React events still bubble to the post form around the editor: stop here.
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          const value = normaliseHref(href);
          if (value !== '' && !BLOG_LINK_HREF.test(value)) {
            setError(t('admin.blog.editor.linkDialog.invalid'));
            return;
          }
          onApply(value);
        }}
      >
        <Field label={t('admin.blog.editor.linkDialog.address')} error={error}>
          <Input
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
            value={href}
            onChange={(event) => setHref(event.target.value)}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          {initialHref ? (
            <Button variant="secondary" onClick={() => onApply('')}>
              {t('admin.blog.editor.linkDialog.remove')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">{t('admin.blog.editor.linkDialog.apply')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
