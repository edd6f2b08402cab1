/**
 * The blog's rich-text editor (Tiptap 3 on ProseMirror): headings h2–h4, bold, italic, links, bulleted and numbered
 * lists, quotes, line breaks and images from the media library (alt text, width and height) — exactly the allow-list the server keeps (src/shared/rich-text-extensions.ts).
 * A labelled toolbar (rich-text-toolbar.tsx: every control reachable with Tab, marks with aria-pressed), keyboard
 * shortcuts (Ctrl/⌘+B, I, K, Ctrl/⌘+Shift+7/8 for lists, Ctrl/⌘+Shift+B for a quote), the link in a small dialog, paste
 * from Word or Google Docs cleaned (clean-pasted-html.ts). Loaded lazily by the post dialog only: no public page ships Tiptap.
 */
import { Extension } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useId, useRef, useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { imagesWithoutAlt } from '@/shared/blog-image-alt';
import type { Language } from '@/shared/constants';
import { richTextExtensions } from '@/shared/rich-text-extensions';
import { MediaPicker } from '../media';
import type { PickedMedia } from '@/shared/media';
import { cleanPastedHtml } from './clean-pasted-html';
import { ImageAltDialog } from './image-alt-dialog';
import { LinkDialog } from './link-dialog';
import { RichTextToolbar } from './rich-text-toolbar';

/** How the editor shows the post's markup (close to the public post page). */
const CONTENT_STYLES = [
  'min-h-48 rounded-b-md border border-t-0 border-slate-300 bg-white px-3 py-2 text-sm leading-relaxed text-slate-800',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
  '[&_p]:mt-3 [&_p:first-child]:mt-0 [&_li>p]:mt-0',
  '[&_h2]:mt-5 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-slate-900 [&_h2:first-child]:mt-0',
  '[&_h3]:mt-4 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h3:first-child]:mt-0',
  '[&_h4]:mt-4 [&_h4]:font-semibold [&_h4]:text-slate-900 [&_h4:first-child]:mt-0',
  '[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:mt-3 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_a]:text-brand-700 [&_a]:underline [&_img]:mt-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded',
  '[&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-brand-600',
  // An image nobody gave an alt text yet (not even "decorative"): a red dashed frame, and the count under the editor.
  '[&_img:not([alt])]:outline-4 [&_img:not([alt])]:outline-dashed [&_img:not([alt])]:outline-red-600',
].join(' ');

export interface RichTextEditorProps {
  /** HTML; '' for an empty document. */
  value: string;
  onChange: (html: string) => void;
  label: string;
  /** The language of the text (spell-check, screen readers). */
  lang: Language;
  /** The validation text to show, already translated. */
  error?: string | undefined;
}

export function RichTextEditor({ value, onChange, label, lang, error }: RichTextEditorProps) {
  const t = useT();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [linkOpen, setLinkOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  /** The library image waiting for its alt text before it is inserted. */
  const [pending, setPending] = useState<PickedMedia | null>(null);
  /** The selected image's alt text being edited (null: no alt attribute yet). */
  const [altEdit, setAltEdit] = useState<{ src: string; alt: string | null } | null>(null);
  const missingAlt = imagesWithoutAlt(value);
  const missingId = `${id}-missing-alt`;
  const openLink = useRef<() => void>(() => setLinkOpen(true));

  const editor = useEditor({
    extensions: [
      ...richTextExtensions(),
      Extension.create({
        name: 'linkDialogShortcut',
        addKeyboardShortcuts: () => ({
          'Mod-k': () => {
            openLink.current();
            return true;
          },
        }),
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id: `${id}-content`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': [hintId, missingAlt ? missingId : '', error ? errorId : ''].filter(Boolean).join(' '),
        'aria-invalid': error ? 'true' : 'false',
        lang,
        class: CONTENT_STYLES,
      },
      transformPastedHTML: cleanPastedHtml,
    },
    // The empty paragraph the editor keeps after a last heading, list or image is not part of the post.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML().replace(/(?:<p><\/p>)+$/, '')),
  });

  const applyLink = (href: string) => {
    setLinkOpen(false);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === '') {
      chain.unsetLink().run();
    } else if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
  };

  return (
    <div role="group" aria-labelledby={labelId} className="space-y-1.5">
      <div id={labelId} className="block text-sm font-medium text-slate-800" onClick={() => editor.commands.focus()}>
        {label}
      </div>
      <div>
        <RichTextToolbar
          editor={editor}
          label={label}
          contentId={`${id}-content`}
          onLink={() => setLinkOpen(true)}
          onImage={() => setPickerOpen(true)}
          onAltText={setAltEdit}
        />
        <EditorContent editor={editor} />
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        {t('admin.blog.editor.hint')}
      </p>
      {missingAlt ? (
        <p id={missingId} role="status" className="text-sm font-medium text-red-700">
          {t('admin.blog.editor.missingAlt', { count: missingAlt })}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <MediaPicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        lang={lang}
        title={t('admin.blog.editor.imagePicker')}
        // The library's image and its size (the page reserves its space); its alt text is asked for first.
        onPick={setPending}
      />
      {pending ? (
        <ImageAltDialog
          mode="insert"
          src={pending.url}
          initialAlt={pending.alt}
          lang={lang}
          onCancel={() => setPending(null)}
          onApply={(alt) => {
            setPending(null);
            editor.chain().focus().setImage({ src: pending.url, alt, width: pending.width, height: pending.height }).run();
          }}
        />
      ) : null}
      {altEdit ? (
        <ImageAltDialog
          mode="edit"
          src={altEdit.src}
          initialAlt={altEdit.alt ?? ''}
          initialDecorative={altEdit.alt === ''}
          lang={lang}
          onCancel={() => setAltEdit(null)}
          onApply={(alt) => {
            setAltEdit(null);
            editor.chain().focus().updateAttributes('image', { alt }).run();
          }}
        />
      ) : null}
      {linkOpen ? (
        <LinkDialog
          initialHref={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onApply={applyLink}
          onCancel={() => setLinkOpen(false)}
        />
      ) : null}
    </div>
  );
}

export default RichTextEditor;
