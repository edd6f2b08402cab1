/** Issue 20, item 7: the recovery codes and the two-factor secret can be copied (with a toast) and downloaded. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { CopyButton, RECOVERY_CODES_FILE } from './copy-download';
import { RecoveryCodeList } from './two-factor-setup';

const codes = ['aaaa-bbbb', 'cccc-dddd'];

afterEach(() => vi.restoreAllMocks());

describe('two-factor copy and download', () => {
  it('copies the recovery codes to the clipboard, one a line, and says so in Czech', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAdminScreen(<RecoveryCodeList codes={codes} onDone={() => undefined} />, { lang: 'cs' });
    fireEvent.click(screen.getByRole('button', { name: 'Kopírovat záložní kódy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('aaaa-bbbb\ncccc-dddd'));
    expect(await screen.findByText('Zkopírováno do schránky')).toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    renderAdminScreen(<CopyButton text="SECRET" label="Copy the secret key" />, { lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy the secret key' }));
    expect(await screen.findByText('Could not copy; select the text and copy it by hand')).toBeInTheDocument();
  });

  it('downloads the codes as lipa-recovery-codes.txt', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:codes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderAdminScreen(<RecoveryCodeList codes={codes} onDone={() => undefined} />, { lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Download (.txt)' }));
    expect(names).toEqual([RECOVERY_CODES_FILE]);
    expect(RECOVERY_CODES_FILE).toBe('lipa-recovery-codes.txt');
    const text = await blobs[0]!.text();
    expect(text).toContain('aaaa-bbbb\ncccc-dddd\n');
  });
});
