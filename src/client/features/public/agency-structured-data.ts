import { openingHourRuns, socialLinkList, WEEKDAYS, type AgencyProfile } from '@/shared/schemas/agency-profile';

/** schema.org day names of the profile's days. */
const SCHEMA_DAY = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
} as const;

/**
 * schema.org Organization of the agency from its profile (JSON-LD of several pages): name, e-mail, phone, postal
 * address, logo, map, social profiles (`sameAs`) and opening hours. A logo is a site path: `origin` makes it absolute.
 */
export function agencyOrganization(agency: AgencyProfile) {
  const sameAs = socialLinkList(agency.socialLinks).map(({ url }) => url);
  const openingHours = openingHourRuns(agency.openingHours).flatMap(({ from, to, hours }) =>
    hours.opens === null || hours.closes === null
      ? []
      : [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: WEEKDAYS.slice(WEEKDAYS.indexOf(from), WEEKDAYS.indexOf(to) + 1).map((day) => SCHEMA_DAY[day]),
            opens: hours.opens,
            closes: hours.closes,
          },
        ],
  );
  return {
    '@type': 'Organization',
    name: agency.name,
    email: agency.email,
    telephone: agency.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: agency.street,
      postalCode: agency.postalCode,
      addressLocality: agency.city,
      addressCountry: agency.country,
    },
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(agency.mapUrl ? { hasMap: agency.mapUrl } : {}),
    ...(openingHours.length > 0 ? { openingHoursSpecification: openingHours } : {}),
  };
}

/**
 * schema.org description of the agency for the home page (JSON-LD): a LocalBusiness (ProfessionalService) with its
 * logo as an absolute address on the site's origin.
 */
export function agencyStructuredData(agency: AgencyProfile, description: string) {
  return (origin: string) => ({
    '@context': 'https://schema.org',
    ...agencyOrganization(agency),
    '@type': 'ProfessionalService',
    url: `${origin}/`,
    ...(agency.logoUrl ? { logo: agency.logoUrl.startsWith('/') ? origin + agency.logoUrl : agency.logoUrl } : {}),
    description,
    areaServed: { '@type': 'Country', name: 'Czech Republic' },
    knowsLanguage: ['cs', 'en'],
  });
}
