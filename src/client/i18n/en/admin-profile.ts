import type { adminAgencyProfile as cs } from '../cs/admin-profile';
import type { Shape } from '@/shared/site-texts/shape';

/** Back office: the agency's public profile (keys admin.agencyProfile.*; issue 35). */
export const adminAgencyProfile: Shape<typeof cs> = {
  title: 'Agency profile',
  intro: 'What the site shows visitors: the name, logo, contact details, office address, social networks and opening hours. They appear in the footer, on the Contact page, in search results, in e-mails and on documents.',
  sections: {
    agency: 'Agency',
    contact: 'Contact',
    address: 'Office address',
    social: 'Social networks',
    hours: 'Opening hours',
  },
  fields: {
    name: 'Agency name',
    logoMediaId: 'Logo',
    email: 'Contact e-mail',
    phone: 'Phone',
    street: 'Street and number',
    postalCode: 'Postal code',
    city: 'City',
    country: 'Country',
    mapUrl: 'Map link',
  },
  hints: {
    logo: 'The logo appears in search results (the site’s structured data) and on proposals and invoices.',
    phone: 'E.g. +420 585 204 118.',
    mapUrl: 'A link to the office on Mapy.cz or Google Maps, starting with https://.',
    social: 'Full profile addresses starting with https://. A network left blank is not shown on the site.',
    hours: 'For a day the office is closed, tick Closed.',
  },
  weekdays: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
  hours: {
    opens: 'Opens',
    closes: 'Closes',
    closed: 'Closed',
  },
  logoNone: 'No logo',
  logoRemove: 'Remove logo',
  save: 'Save profile',
  saveSuccess: 'Agency profile saved',
  saveSuccessDescription: 'The site, e-mails and documents will use the new details.',
  saveError: 'The profile could not be saved',
  loadError: 'The agency profile could not be loaded.',
};
