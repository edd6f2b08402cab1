/** What a back-office screen or dialog shows when its data could not be loaded: the reason, and "Retry". */
import { useT } from '@/client/i18n/use-t';
import { Button } from '@/client/components/ui/button';

export function LoadFailure({ text, retry }: { text: string; retry: () => unknown }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p>{text}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => void retry()}>
        {t('admin.common.retry')}
      </Button>
    </div>
  );
}
