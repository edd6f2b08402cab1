import { ArrowRight, Award, Cpu, Languages, Layers, MapPin, Sparkles, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** The six 'Why choose us' items (SPEC §9: six cards); texts in i18n home.whyUs.items.<key>. */
export const WHY_US_ITEMS = ['tailored', 'bilingual', 'fullService', 'modernTech', 'local', 'trackRecord'] as const;
type WhyUsItem = (typeof WHY_US_ITEMS)[number];

const ICONS: Record<WhyUsItem, LucideIcon> = {
  tailored: Sparkles,
  bilingual: Languages,
  fullService: Layers,
  modernTech: Cpu,
  local: MapPin,
  trackRecord: Award,
};

/** Six cards (2 columns from md, 3 from lg); 'Learn more' opens the longer details in a dialog. */
export function WhyChooseUsSection() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<{ item: WhyUsItem; open: boolean } | null>(null);
  return (
    <section aria-labelledby="why-us-title" className="bg-white px-4 py-20">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="why-us-title" className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
            {t('home.whyUs.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t('home.whyUs.subtitle')}</p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {WHY_US_ITEMS.map((item) => {
            const Icon = ICONS[item];
            const title = t(`home.whyUs.items.${item}.title`);
            return (
              <li key={item} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 flex-1 text-slate-600">{t(`home.whyUs.items.${item}.description`)}</p>
                <Button
                  variant="ghost"
                  className="group mt-4 self-start px-0 font-semibold text-brand-700 hover:bg-transparent hover:text-brand-800"
                  aria-label={`${t('home.whyUs.learnMore')}: ${title}`}
                  onClick={() => setDialog({ item, open: true })}
                >
                  {t('home.whyUs.learnMore')}
                  <ArrowRight aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
      {dialog ? (
        <Dialog
          open={dialog.open}
          onOpenChange={(open) => setDialog({ ...dialog, open })}
          title={t(`home.whyUs.items.${dialog.item}.title`)}
          description={t(`home.whyUs.items.${dialog.item}.description`)}
        >
          <p className="leading-relaxed text-slate-700">{t(`home.whyUs.items.${dialog.item}.details`)}</p>
        </Dialog>
      ) : null}
    </section>
  );
}
