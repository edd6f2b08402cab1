/** The agency's own details, shown in the footer, contact page and structured data. */
export const AGENCY = {
  name: 'Lipa Digital',
  email: 'hello@lipadigital.cz',
  phone: '+420 585 204 118',
  phoneHref: 'tel:+420585204118',
  street: 'Horní náměstí 12',
  postalCode: '779 00',
  city: 'Olomouc',
  country: 'CZ',
} as const;
