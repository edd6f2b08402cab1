/**
 * The rich-text editor's toolbar (rich-text-editor.tsx): block type, marks, lists, quote, image and its alt text,
 * undo/redo — every control reachable with Tab, marks and blocks announced with aria-pressed.
 */
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Bold, Captions, Heading, ImagePlus, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useT } from '@/client/i18n/use-t';
import { cn } from '@/client/lib/cn';

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

interface RichTextToolbarProps {
  editor: Editor;
  /** The editor's label (the toolbar is named after it). */
  label: string;
  /** The id of the editable content the toolbar controls. */
  contentId: string;
  /** Opens the link dialog. */
  onLink: () => void;
  /** Opens the media library's picker. */
  onImage: () => void;
  /** Opens the alt text dialog of the selected image (null alt: it has no alt attribute yet). */
  onAltText: (image: { src: string; alt: string | null }) => void;
}

export function RichTextToolbar({ editor, label, contentId, onLink, onImage, onAltText }: RichTextToolbarProps) {
  const t = useT();
  const id = useId();
  const state = useEditorState({ editor, selector: toolbarState });

  const setBlock = (block: BlockType) => {
    const chain = editor.chain().focus();
    if (block === 'paragraph') chain.setParagraph().run();
    else chain.setHeading({ level: Number(block.slice(1)) as 2 | 3 | 4 }).run();
  };

  return (
    <div
      role="toolbar"
      aria-label={t('admin.blog.editor.toolbar', { label })}
      aria-controls={contentId}
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
      <ToolbarButton label={t('admin.blog.editor.link')} shortcut="Ctrl+K" pressed={state?.link} onClick={onLink}>
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
      <ToolbarButton label={t('admin.blog.editor.image')} onClick={onImage}>
        <ImagePlus aria-hidden="true" className="h-4 w-4" />
      </ToolbarButton>
      <ToolbarButton
        label={t('admin.blog.editor.altText')}
        disabled={!state?.image}
        onClick={() => {
          const attrs = editor.getAttributes('image') as { src?: string; alt?: string | null };
          onAltText({ src: attrs.src ?? '', alt: attrs.alt ?? null });
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
