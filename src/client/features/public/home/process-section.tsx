import { Code2, Lightbulb, MessagesSquare, Rocket, type LucideIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { PageLink } from '@/client/public-site/page-link';
import { usePublicPage } from '@/client/public-site/public-page';

const STEPS: { key: 'consultation' | 'design' | 'build' | 'launch'; icon: LucideIcon }[] = [
  { key: 'consultation', icon: MessagesSquare },
  { key: 'design', icon: Lightbulb },
  { key: 'build', icon: Code2 },
  { key: 'launch', icon: Rocket },
];

/** The four-step process, consultation → design → build → launch & care, and a call to action. */
export function ProcessSection() {
  const { t } = usePublicPage();
  return (
    <section aria-labelledby="process-title" className="bg-slate-50 px-4 py-20">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="process-title" className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
            {t('home.process.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t('home.process.subtitle')}</p>
        </div>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ key, icon: Icon }, index) => (
            <li key={key} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-700 text-white">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <span className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                  {t('home.process.stepLabel', { number: index + 1 })}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`home.process.steps.${key}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`home.process.steps.${key}.description`)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 text-center">
          <Button asChild size="lg">
            <PageLink to="/contact">{t('home.process.cta')}</PageLink>
          </Button>
        </div>
      </div>
    </section>
  );
}
