import { AGENCY } from '@/shared/brand';

/** schema.org Organization of the agency: name, e-mail, phone and postal address (JSON-LD of several pages). */
export function agencyOrganization() {
  return {
    '@type': 'Organization',
    name: AGENCY.name,
    email: AGENCY.email,
    telephone: AGENCY.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: AGENCY.street,
      postalCode: AGENCY.postalCode,
      addressLocality: AGENCY.city,
      addressCountry: AGENCY.country,
    },
  };
}

/**
 * schema.org description of the agency for the home page (JSON-LD). The site's absolute URL is not known while
 * rendering, so the object carries no url.
 */
export function agencyStructuredData(description: string) {
  return {
    '@context': 'https://schema.org',
    ...agencyOrganization(),
    '@type': 'ProfessionalService',
    description,
    areaServed: { '@type': 'Country', name: 'Czech Republic' },
    knowsLanguage: ['cs', 'en'],
  };
}
