import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/shared/constants';
import type { AdminMediaItem } from '@/shared/media';
import { listResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { RichTextEditor } from './rich-text-editor';
import { stubEditorLayout } from '@/client/test/editor-layout';

stubEditorLayout();

function renderEditor({ value = '', lang = 'en' }: { value?: string; lang?: Language } = {}) {
  const onChange = vi.fn();
  function Host() {
    const [html, setHtml] = useState(value);
    return (
      <RichTextEditor
        value={html}
        onChange={(next) => {
          setHtml(next);
          onChange(next);
        }}
        label="Content (English)"
        lang="en"
      />
    );
  }
  renderAdminScreen(<Host />, { lang });
  return { onChange, textbox: screen.getByRole('textbox', { name: 'Content (English)' }), lastHtml: () => onChange.mock.lastCall?.[0] as string };
}

/** Focus in the editor (jsdom has no layout for a click's coordinates), then its whole text selected (Mod-a). */
async function selectAll(user: ReturnType<typeof userEvent.setup>, textbox: HTMLElement) {
  act(() => textbox.focus());
  await user.keyboard('{Control>}a{/Control}');
}

describe('RichTextEditor', () => {
  it('has a labelled toolbar of labelled controls, in Czech too', () => {
    renderEditor({ lang: 'cs' });
    const toolbar = screen.getByRole('toolbar', { name: 'Formátování: Content (English)' });
    for (const name of ['Tučně', 'Kurzíva', 'Odkaz', 'Odrážkový seznam', 'Číslovaný seznam', 'Citace']) {
      expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(within(toolbar).getByRole('combobox', { name: 'Typ odstavce' })).toHaveValue('paragraph');
    expect(screen.getByRole('textbox', { name: 'Content (English)' })).toHaveAttribute('lang', 'en');
  });

  it('makes the selection bold with the button, and the button shows it pressed', async () => {
    const user = userEvent.setup();
    const { textbox, lastHtml } = renderEditor({ value: '<p>Hello</p>' });
    await selectAll(user, textbox);
    const bold = screen.getByRole('button', { name: 'Bold' });
    await user.click(bold);
    await waitFor(() => expect(lastHtml()).toBe('<p><strong>Hello</strong></p>'));
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    await user.click(bold);
    await waitFor(() => expect(lastHtml()).toBe('<p>Hello</p>'));
    expect(bold).toHaveAttribute('aria-pressed', 'false');
  });

  it('makes the selection bold and italic with Ctrl+B and Ctrl+I', async () => {
    const user = userEvent.setup();
    const { textbox, lastHtml } = renderEditor({ value: '<p>Hello</p>' });
    await selectAll(user, textbox);
    await user.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(lastHtml()).toBe('<p><strong>Hello</strong></p>'));
    await user.keyboard('{Control>}i{/Control}');
    await waitFor(() => expect(lastHtml()).toBe('<p><strong><em>Hello</em></strong></p>'));
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns a paragraph into a heading and a list from the toolbar', async () => {
    const user = userEvent.setup();
    const { textbox, lastHtml } = renderEditor({ value: '<p>Plan</p>' });
    await selectAll(user, textbox);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paragraph style' }), 'h2');
    await waitFor(() => expect(lastHtml()).toBe('<h2>Plan</h2>'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paragraph style' }), 'paragraph');
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(lastHtml()).toBe('<ul><li><p>Plan</p></li></ul>'));
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links the selection through the link dialog opened with Ctrl+K, and removes the link again', async () => {
    const user = userEvent.setup();
    const { textbox, lastHtml } = renderEditor({ value: '<p>Our work</p>' });
    await selectAll(user, textbox);
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Insert link' });
    const address = within(dialog).getByLabelText('Link address');
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText('Enter a web address (https://…) or an e-mail')).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'example.com/portfolio{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(lastHtml()).toBe('<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/portfolio">Our work</a></p>'),
    );
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Link' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit link' });
    expect(within(edit).getByLabelText('Link address')).toHaveValue('https://example.com/portfolio');
    await user.click(within(edit).getByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(lastHtml()).toBe('<p>Our work</p>'));
  });

  it('cleans what is pasted from Word', async () => {
    const user = userEvent.setup();
    const { textbox, lastHtml } = renderEditor();
    act(() => textbox.focus());
    await user.keyboard('{Control>}a{/Control}');
    // jsdom has no DataTransfer: a paste event carrying what Word puts on the clipboard.
    const clipboard: Record<string, string> = {
      'text/html': '<html><body><!--StartFragment--><p class=MsoNormal style="color:red"><b><span style="font-size:12pt">Tučně</span></b><span lang=CS> psané</span><o:p></o:p></p><!--EndFragment--></body></html>',
      'text/plain': 'Tučně psané',
    };
    const paste = Object.assign(new Event('paste', { bubbles: true, cancelable: true }), {
      clipboardData: { getData: (type: string) => clipboard[type] ?? '', types: Object.keys(clipboard), files: [] },
    });
    act(() => {
      textbox.dispatchEvent(paste);
    });
    await waitFor(() => expect(lastHtml()).toBe('<p><strong>Tučně</strong> psané</p>'));
  });

  it('inserts an image from the media library with its alt text in the editor language and its size', async () => {
    const photo: AdminMediaItem = {
      id: 7,
      hash: 'a'.repeat(64),
      originalName: 'team.jpg',
      mime: 'image/jpeg',
      width: 2400,
      height: 1600,
      size: 812_000,
      translations: { cs: { alt: 'Tým v kanceláři' }, en: { alt: 'The team at the office' } },
      createdAt: '2026-11-20T09:00:00.000Z',
      uses: [],
    };
    const fetchMock = stubFetch(async () => listResponse([photo]));
    const user = userEvent.setup();
    const { lastHtml } = renderEditor({ value: '<p>Intro</p>' });
    await user.click(screen.getByRole('button', { name: 'Image from the media library' }));
    const picker = await screen.findByRole('dialog', { name: 'Insert an image into the post' });
    await within(picker).findByRole('button', { name: /^Choose\s*team\.jpg$/ });
    await user.click(within(picker).getByRole('button', { name: /^Choose\s*team\.jpg$/ }));
    // Issue 20: the library's alt text is shown (editable) before the image goes in.
    const alt = await screen.findByRole('dialog', { name: 'Alt text of the image' });
    expect(within(alt).getByLabelText('Alt text (English)')).toHaveValue('The team at the office');
    await user.click(within(alt).getByRole('button', { name: 'Insert image' }));
    await waitFor(() =>
      // At the cursor (here the start: the editor was not focused before).
      expect(lastHtml()).toBe(`<img src="/media/${'a'.repeat(64)}-1600.webp" alt="The team at the office" width="1600" height="1067"><p>Intro</p>`),
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/admin/media');
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});
