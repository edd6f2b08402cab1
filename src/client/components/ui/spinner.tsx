import { LoaderCircle } from 'lucide-react';
import { useT } from '@/client/i18n/use-t';
import { cn } from '@/client/lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useT();
  return (
    <span role="status" className={cn('inline-flex items-center text-brand-700', className)}>
      <LoaderCircle aria-hidden="true" className="h-6 w-6 animate-spin" />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner className="[&_svg]:h-10 [&_svg]:w-10" />
    </div>
  );
}
