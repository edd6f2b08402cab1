/** Copy and download buttons for the two-factor secret and the recovery codes (issue 20, item 7). */
import { useT } from '@/client/i18n/use-t';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';

/** The name of the downloaded recovery codes file. */
export const RECOVERY_CODES_FILE = 'lipa-recovery-codes.txt';

/** Puts `text` on the clipboard and says so (or that it could not) in a toast. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      toast.success(t('admin.twoFactor.copy.done'));
    } catch {
      toast.error(t('admin.twoFactor.copy.failed'));
    }
  };
  return (
    <Button type="button" variant="secondary" aria-label={label} onClick={() => void copy()}>
      {t('admin.twoFactor.copy.button')}
    </Button>
  );
}

/** Saves the recovery codes as a plain-text file, one code a line. */
export function DownloadCodesButton({ codes }: { codes: string[] }) {
  const t = useT();
  const download = () => {
    const text = `${t('admin.twoFactor.recovery.fileHeading')}\n\n${codes.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = RECOVERY_CODES_FILE;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };
  return (
    <Button type="button" variant="secondary" onClick={download}>
      {t('admin.twoFactor.recovery.download')}
    </Button>
  );
}
