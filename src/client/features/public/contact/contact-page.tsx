import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageMeta } from '@/client/lib/page-meta';
import { phoneHref } from '@/shared/schemas/agency-profile';
import { useAgencyProfile } from '@/client/lib/agency-profile';
import { Island } from '@/client/public-site/islands/island';
import { PageIntro } from '@/client/public-site/layout/page-intro';
import { agencyOrganization } from '../agency-structured-data';
import { openingHoursLines } from '../opening-hours';
import { usePublicPage } from '@/client/public-site/public-page';
import { CONTACT_VALIDATION_TEXTS, ContactForm } from './contact-form';

const infoLinkClass =
  'font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 rounded-sm';

/** /contact: the form (an island) and an info card with the agency's email, phone and address (static HTML). */
export function ContactPage() {
  const { t, lang } = usePublicPage();
  const agency = useAgencyProfile();
  const hours = openingHoursLines(agency.openingHours, lang, (day) => t(`contact.info.days.${day}`));
  usePageMeta({
    title: t('contact.metaTitle'),
    description: t('contact.metaDescription'),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ContactPage',
        name: t('contact.title'),
        mainEntity: agencyOrganization(agency),
      },
    ],
  });
  return (
    <main id="main">
      <PageIntro eyebrow={t('contact.eyebrow')} title={t('contact.title')} intro={t('contact.intro')} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="contact-form-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
          <h2 id="contact-form-heading" className="mb-6 text-2xl font-bold text-slate-900">
            {t('contact.form.heading')}
          </h2>
          <Island name="contact-form" component={ContactForm} props={{}} texts={['contact.form', ...CONTACT_VALIDATION_TEXTS]} />
        </section>
        <aside aria-labelledby="contact-info-heading" className="h-fit rounded-xl bg-brand-50 p-6 md:p-8">
          <h2 id="contact-info-heading" className="text-2xl font-bold text-slate-900">
            {t('contact.info.heading')}
          </h2>
          <ul className="mt-6 space-y-5">
            <InfoRow icon={Mail} label={t('contact.info.email')}>
              <a href={`mailto:${agency.email}`} className={infoLinkClass}>
                {agency.email}
              </a>
            </InfoRow>
            <InfoRow icon={Phone} label={t('contact.info.phone')}>
              <a href={phoneHref(agency.phone)} className={infoLinkClass}>
                {agency.phone}
              </a>
            </InfoRow>
            <InfoRow icon={MapPin} label={t('contact.info.address')}>
              <address className="not-italic text-slate-800">
                {agency.name}
                <br />
                {agency.street}
                <br />
                {agency.postalCode} {agency.city}
              </address>
              {agency.mapUrl ? (
                <a href={agency.mapUrl} className={`${infoLinkClass} mt-1 inline-block text-sm`} rel="noopener" target="_blank">
                  {t('contact.info.map')}
                </a>
              ) : null}
            </InfoRow>
            {hours.length > 0 ? (
              <InfoRow icon={Clock} label={t('contact.info.hours')}>
                {hours.map((line) => (
                  <span key={line} className="block text-slate-800">
                    {line}
                  </span>
                ))}
              </InfoRow>
            ) : null}
          </ul>
        </aside>
      </div>
    </main>
  );
}

function InfoRow({ icon: Icon, label, children }: { icon: typeof Mail; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 shadow-sm">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <div>
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <div className="mt-0.5">{children}</div>
      </div>
    </li>
  );
}
