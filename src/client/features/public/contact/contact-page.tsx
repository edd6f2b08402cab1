import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageMeta } from '@/client/lib/page-meta';
import { AGENCY } from '@/shared/brand';
import { Island } from '@/client/public-site/islands/island';
import { PageIntro } from '@/client/public-site/layout/page-intro';
import { agencyOrganization } from '../agency-structured-data';
import { usePublicPage } from '@/client/public-site/public-page';
import { CONTACT_VALIDATION_TEXTS, ContactForm } from './contact-form';

const infoLinkClass =
  'font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 rounded-sm';

/** /contact: the form (an island) and an info card with the agency's email, phone and address (static HTML). */
export function ContactPage() {
  const { t } = usePublicPage();
  usePageMeta({
    title: t('contact.metaTitle'),
    description: t('contact.metaDescription'),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ContactPage',
        name: t('contact.title'),
        mainEntity: agencyOrganization(),
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
              <a href={`mailto:${AGENCY.email}`} className={infoLinkClass}>
                {AGENCY.email}
              </a>
            </InfoRow>
            <InfoRow icon={Phone} label={t('contact.info.phone')}>
              <a href={AGENCY.phoneHref} className={infoLinkClass}>
                {AGENCY.phone}
              </a>
            </InfoRow>
            <InfoRow icon={MapPin} label={t('contact.info.address')}>
              <address className="not-italic text-slate-800">
                {AGENCY.name}
                <br />
                {AGENCY.street}
                <br />
                {AGENCY.postalCode} {AGENCY.city}
              </address>
            </InfoRow>
            <InfoRow icon={Clock} label={t('contact.info.hours')}>
              <span className="text-slate-800">{t('contact.info.hoursValue')}</span>
            </InfoRow>
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
