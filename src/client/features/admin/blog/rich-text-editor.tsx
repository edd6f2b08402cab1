/**
 * The blog's rich-text editor (Tiptap 3 on ProseMirror): headings h2–h4, bold, italic, links, bulleted and numbered
 * lists, quotes, line breaks and images from the media library (alt text, width and height) — exactly the allow-list the server keeps (src/shared/rich-text-extensions.ts).
 * A labelled toolbar (every control reachable with Tab, marks with aria-pressed), keyboard shortcuts (Ctrl/⌘+B, I, K,
 * Ctrl/⌘+Shift+7/8 for lists, Ctrl/⌘+Shift+B for a quote), the link in a small dialog, paste from Word or Google Docs
 * cleaned (clean-pasted-html.ts). Loaded lazily by the post dialog only: no public page ships Tiptap.
 */
import { Extension, type Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { Bold, Heading, ImagePlus, Captions, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2 } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { imagesWithoutAlt } from '@/shared/blog-image-alt';
import type { Language } from '@/shared/constants';
import { richTextExtensions } from '@/shared/rich-text-extensions';
import { cn } from '@/client/lib/cn';
import { MediaPicker } from '../media';
import type { PickedMedia } from '@/shared/media';
import { cleanPastedHtml } from './clean-pasted-html';
import { ImageAltDialog } from './image-alt-dialog';
import { LinkDialog } from './link-dialog';

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

const BLOCK_TYPES = ['paragraph', 'h2', 'h3', 'h4'] as const;
type BlockType = (typeof BLOCK_TYPES)[number];

/** What the toolbar shows: read on every editor transaction (Tiptap 3 does not re-render the component itself). */
function toolbarState({ editor }: { editor: Editor | null }) {
  if (!editor) return null;
  const level = ([2, 3, 4] as const).find((l) => editor.isActive('heading', { level: l }));
  return {
    block: (level ? `h${level}` : 'paragraph') as BlockType,
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    link: editor.isActive('link'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    image: editor.isActive('image'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

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
  const { t } = useTranslation();
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
  const state = useEditorState({ editor, selector: toolbarState });

  const setBlock = (block: BlockType) => {
    const chain = editor.chain().focus();
    if (block === 'paragraph') chain.setParagraph().run();
    else chain.setHeading({ level: Number(block.slice(1)) as 2 | 3 | 4 }).run();
  };

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
        <div
          role="toolbar"
          aria-label={t('admin.blog.editor.toolbar', { label })}
          aria-controls={`${id}-content`}
          className="flex flex-wrap items-center gap-1 rounded-t-md border border-slate-300 bg-slate-50 p-1"
        >
          <label className="sr-only" htmlFor={`${id}-block`}>
            {t('admin.blog.editor.blockType')}
          </label>
          <span className="flex items-center gap-1 pl-1 text-slate-600">
            <Heading aria-hidden="true" className="h-4 w-4" />
            <select
              id={`${id}-block`}
              value={state?.block ?? 'paragraph'}
              onChange={(event) => setBlock(event.target.value as BlockType)}
              className="h-8 rounded border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {BLOCK_TYPES.map((block) => (
                <option key={block} value={block}>
                  {t(`admin.blog.editor.blocks.${block}`)}
                </option>
              ))}
            </select>
          </span>
          <Separator />
          <ToolbarButton label={t('admin.blog.editor.bold')} shortcut="Ctrl+B" pressed={state?.bold} onClick={() => editor.chain().focus().toggleBold().run()}>
            <Bold aria-hidden="true" className="h-4 w-4" />
          </ToolbarButton>
          <ToolbarButton label={t('admin.blog.editor.italic')} shortcut="Ctrl+I" pressed={state?.italic} onClick={() => editor.chain().focus().toggleItalic().run()}>
            <Italic aria-hidden="true" className="h-4 w-4" />
          </ToolbarButton>
          <ToolbarButton label={t('admin.blog.editor.link')} shortcut="Ctrl+K" pressed={state?.link} onClick={() => setLinkOpen(true)}>
            <Link2 aria-hidden="true" className="h-4 w-4" />
          </ToolbarButton>
          <Separator />
          <ToolbarButton label={t('admin.blog.editor.bulletList')} shortcut="Ctrl+Shift+8" pressed={state?.bulletList} onClick={() => editor.chain().focus().toggleBulletList().run()}>
            <List aria-hidden="true" className="h-4 w-4" />
          </ToolbarButton>
          <ToolbarButton label={t('admin.blog.editor.orderedList')} shortcut="Ctrl+Shift+7" pressed={state?.orderedList} onClick={() => editor.chain().focus().toggleOrderedList().run()}>
            <ListOrdered aria-hidden="true" className="h-4 w-4" />
          </ToolbarButton>
          <ToolbarButton label={t('admin.blog.editor.blockquote')} shortcut="Ctrl+Shift+B" pressed={state?.blockquote} onClick={() => editor.chain().focus().toggleBlockquote().run()}>
            <Quote aria-hidden="true" className="h-4 w-4" />
          </ToolbarButton>
          <ToolbarButton label={t('admin.blog.editor.image')} onClick={() => setPickerOpen(true)}>
            <ImagePlus aria-hidden="true" className="h-4 w-4" />
          </ToolbarButton>
          <ToolbarButton
            label={t('admin.blog.editor.altText')}
            disabled={!state?.image}
            onClick={() => {
              const attrs = editor.getAttributes('image') as { src?: string; alt?: string | null };
              setAltEdit({ src: attrs.src ?? '', alt: attrs.alt ?? null });
            }}
          >
            <Captions aria-hidden="true" className="h-4 w-4" />
          </ToolbarButton>
          <Separator />
          <ToolbarButton label={t('admin.blog.editor.undo')} shortcut="Ctrl+Z" disabled={!state?.canUndo} onClick={() => editor.chain().focus().undo().run()}>
            <Undo2 aria-hidden="true" className="h-4 w-4" />
          </ToolbarButton>
          <ToolbarButton label={t('admin.blog.editor.redo')} shortcut="Ctrl+Shift+Z" disabled={!state?.canRedo} onClick={() => editor.chain().focus().redo().run()}>
            <Redo2 aria-hidden="true" className="h-4 w-4" />
          </ToolbarButton>
        </div>
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

function Separator() {
  return <span aria-hidden="true" className="mx-0.5 h-6 w-px bg-slate-300" />;
}

interface ToolbarButtonProps {
  label: string;
  shortcut?: string;
  /** A mark or block that is on or off: announced as a toggle. */
  pressed?: boolean | undefined;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ToolbarButton({ label, shortcut, pressed, disabled, onClick, children }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      {...(shortcut ? { 'aria-keyshortcuts': shortcut.replace('Ctrl', 'Control') } : {})}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
      disabled={disabled}
      // Keep the editor's selection: the click must not move focus before the command runs.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex h-8 w-8 items-center justify-center rounded text-slate-700 hover:bg-slate-200',
        'focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40 disabled:hover:bg-transparent',
        pressed && 'bg-brand-100 text-brand-800 hover:bg-brand-100',
      )}
    >
      {children}
    </button>
  );
}

export default RichTextEditor;
