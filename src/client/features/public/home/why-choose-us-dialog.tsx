/**
 * The 'Learn more' dialog of a 'Why Choose Us' card, a chunk of its own: the island loads it (and Radix Dialog with
 * it) only when a visitor is about to open it.
 */
import { usePublicPage } from '@/client/public-site/public-page';
import { Dialog } from '@/client/components/ui/dialog';
import type { WhyUsItem } from './why-choose-us-section';

export function WhyUsDialog({
  item,
  open,
  onOpenChange,
  opener,
}: {
  item: WhyUsItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The 'Learn more' button: focus returns to it on close. */
  opener: HTMLElement | null;
}) {
  const { t } = usePublicPage();
  return (
    <Dialog
      closeLabel={t('common.close')}
      open={open}
      onOpenChange={onOpenChange}
      opener={opener}
      title={t(`home.whyUs.items.${item}.title`)}
      description={t(`home.whyUs.items.${item}.description`)}
    >
      <p className="leading-relaxed text-slate-700">{t(`home.whyUs.items.${item}.details`)}</p>
    </Dialog>
  );
}
