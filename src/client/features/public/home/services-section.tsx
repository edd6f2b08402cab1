import { ArrowRight, Code2, Megaphone, Palette, Share2, type LucideIcon } from 'lucide-react';
import { PageLink } from '@/client/public-site/page-link';
import { usePublicPage } from '@/client/public-site/public-page';

const SERVICES: { key: 'web' | 'design' | 'social' | 'marketing'; path: string; icon: LucideIcon }[] = [
  { key: 'web', path: '/services/web-development', icon: Code2 },
  { key: 'design', path: '/services/design', icon: Palette },
  { key: 'social', path: '/services/social-media', icon: Share2 },
  { key: 'marketing', path: '/services/marketing', icon: Megaphone },
];

/** Four service cards; the whole card is one link to the service's page (the title is the link's name). */
export function ServicesSection() {
  const { t } = usePublicPage();
  return (
    <section aria-labelledby="services-title" className="bg-white px-4 py-20">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="services-title" className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
            {t('home.services.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t('home.services.subtitle')}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map(({ key, path, icon: Icon }) => (
            <li
              key={key}
              className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">
                <PageLink to={path} className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none">
                  {t(`home.services.items.${key}.title`)}
                </PageLink>
              </h3>
              <p className="mt-2 flex-1 text-slate-600">{t(`home.services.items.${key}.description`)}</p>
              <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                {t('home.services.more')}
                <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
