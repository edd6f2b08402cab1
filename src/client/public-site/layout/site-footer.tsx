import { Mail, MapPin, Phone } from 'lucide-react';
import { PageLink } from '../page-link';
import { usePublicPage } from '../public-page';
import { phoneHref, SOCIAL_NETWORK_NAMES, socialLinkList } from '@/shared/schemas/agency-profile';
import { useAgencyProfile } from '@/client/lib/agency-profile';
import { officeClock } from '@/shared/dates';
import { FOOTER_SERVICES, PAGE_LINKS } from './nav-items';
import { PortfolioLink } from './portfolio-link';
import { SiteLogo } from './site-logo';

const linkClass =
  'rounded-sm text-slate-300 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Footer: services, quick links, contact details, copyright with the current year (Prague's). Static HTML (no island). */
export function SiteFooter() {
  const { t } = usePublicPage();
  const agency = useAgencyProfile();
  const social = socialLinkList(agency.socialLinks);
  // Prague's year, as the server renders it and the page cache expires it (server/web/page-expiry.ts).
  const year = officeClock(new Date()).year;
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="max-w-md">
          <SiteLogo name={agency.name} tone="dark" />
          <p className="mt-3 text-sm leading-relaxed">{t('footer.tagline')}</p>
        </div>
        <div className="mt-10 grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
          <nav aria-labelledby="footer-services">
            <h2 id="footer-services" className="text-sm font-semibold uppercase tracking-wider text-white">
              {t('footer.servicesHeading')}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {FOOTER_SERVICES.map(({ key, path }) => (
                <li key={key}>
                  <PageLink to={path} className={linkClass}>
                    {t(`nav.serviceLinks.${key}.title`)}
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className="text-sm font-semibold uppercase tracking-wider text-white">
              {t('footer.quickLinksHeading')}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              <li>
                <PortfolioLink className={linkClass}>{t('nav.portfolio')}</PortfolioLink>
              </li>
              {PAGE_LINKS.map(({ key, path }) => (
                <li key={key}>
                  <PageLink to={path} className={linkClass}>
                    {t(`nav.${key}`)}
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="text-sm font-semibold uppercase tracking-wider text-white">
              {t('footer.contactHeading')}
            </h2>
            <address className="mt-4 space-y-3 text-sm not-italic">
              <p className="flex items-start gap-3">
                <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-100" />
                <span className="sr-only">{t('footer.emailLabel')}: </span>
                <a href={`mailto:${agency.email}`} className={linkClass}>
                  {agency.email}
                </a>
              </p>
              <p className="flex items-start gap-3">
                <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-100" />
                <span className="sr-only">{t('footer.phoneLabel')}: </span>
                <a href={phoneHref(agency.phone)} className={linkClass}>
                  {agency.phone}
                </a>
              </p>
              <p className="flex items-start gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-100" />
                <span className="sr-only">{t('footer.addressLabel')}: </span>
                <span>
                  {agency.street}
                  <br />
                  {agency.postalCode} {agency.city}
                </span>
              </p>
            </address>
            {social.length > 0 ? (
              <ul aria-label={t('footer.socialLabel')} className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                {social.map(({ network, url }) => (
                  <li key={network}>
                    <a href={url} className={linkClass} rel="noopener me">
                      {SOCIAL_NETWORK_NAMES[network]}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        </div>
        <p className="mt-12 border-t border-slate-800 pt-6 text-sm text-slate-400">
          © {year} {agency.name}. {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
