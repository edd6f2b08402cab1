import { Award, Eye, Heart, Target, Trophy, Users } from 'lucide-react';
import { usePageMeta } from '@/client/lib/page-meta';
import { PageIntro } from '@/client/public-site/layout/page-intro';
import { agencyOrganization } from '../agency-structured-data';
import { useAgencyProfile } from '@/client/lib/agency-profile';
import { usePublicPage } from '@/client/public-site/public-page';

const FEATURES = [
  { key: 'experience', icon: Award },
  { key: 'team', icon: Users },
  { key: 'success', icon: Trophy },
  { key: 'passion', icon: Heart },
] as const;

/** /about: four feature cards, then mission and vision. */
export function AboutPage() {
  const { t } = usePublicPage();
  const agency = useAgencyProfile();
  usePageMeta({
    title: t('about.metaTitle'),
    description: t('about.metaDescription'),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AboutPage',
        name: t('about.title'),
        description: t('about.metaDescription'),
        about: agencyOrganization(agency),
      },
    ],
  });
  return (
    <main id="main">
      <PageIntro eyebrow={t('about.eyebrow')} title={t('about.title')} intro={t('about.intro')} />
      <section aria-labelledby="about-features" className="px-4 py-16 md:py-20">
        <div className="mx-auto max-w-6xl">
          <h2 id="about-features" className="text-center text-2xl font-bold text-slate-900 md:text-3xl">
            {t('about.featuresHeading')}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
                <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                  <Icon aria-hidden="true" className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`about.features.${key}.title`)}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{t(`about.features.${key}.description`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="bg-slate-50 px-4 py-16 md:py-20">
        <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-2">
          <article aria-labelledby="about-mission" className="rounded-xl bg-white p-8 shadow-sm">
            <Target aria-hidden="true" className="h-8 w-8 text-brand-700" />
            <h2 id="about-mission" className="mt-4 text-2xl font-bold text-slate-900">
              {t('about.mission.title')}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-slate-700">{t('about.mission.text')}</p>
          </article>
          <article aria-labelledby="about-vision" className="rounded-xl bg-white p-8 shadow-sm">
            <Eye aria-hidden="true" className="h-8 w-8 text-brand-700" />
            <h2 id="about-vision" className="mt-4 text-2xl font-bold text-slate-900">
              {t('about.vision.title')}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-slate-700">{t('about.vision.text')}</p>
          </article>
        </div>
      </section>
    </main>
  );
}
