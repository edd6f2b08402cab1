/** For tests: complete billing details of a VAT-paying agency, as the Billing details screen sends them. */
export const COMPLETE_AGENCY_BILLING: Readonly<{
  companyName: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  ico: string;
  dic: string;
  vatPayer: boolean;
  registration: string;
  bankAccount: string;
  iban: string;
  proposalValidityDays: number;
  invoiceDueDays: number;
  recurringInvoiceMode: 'draft' | 'issue';
  firstReminderDays: number;
  secondReminderDays: number;
  addressFromProfile: boolean;
}> = {
  companyName: 'Digitální agentura s.r.o.',
  street: 'Vinohradská 12',
  city: 'Praha',
  postalCode: '120 00',
  country: 'CZ',
  ico: '27082440',
  dic: 'CZ27082440',
  vatPayer: true,
  registration: 'C 12345 vedená u Městského soudu v Praze',
  bankAccount: '19-2000145399/0800',
  iban: '',
  proposalValidityDays: 30,
  invoiceDueDays: 14,
  recurringInvoiceMode: 'draft',
  firstReminderDays: 7,
  secondReminderDays: 21,
  addressFromProfile: false,
};
