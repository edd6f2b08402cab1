import { describe, expect, it } from 'vitest';
import { agencyBillingSchema, missingAgencyBilling } from './agency-billing';
import { clientSchema } from './client';
import { BILLING_MESSAGES } from './messages';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('agencyBillingSchema', () => {
  it('stores normal forms and derives the Czech IBAN of the account', () => {
    const parsed = agencyBillingSchema.parse({
      companyName: 'Agentura s.r.o.', ico: '270 82 440', dic: 'cz27082440', vatPayer: true, bankAccount: '000019-2000145399/0800',
      postalCode: '110 00', proposalValidityDays: '45', invoiceDueDays: '',
    });
    expect(parsed).toMatchObject({
      ico: '27082440', dic: 'CZ27082440', bankAccount: '19-2000145399/0800', iban: 'CZ6508000000192000145399', country: 'CZ',
      proposalValidityDays: 45, invoiceDueDays: 14, addressFromProfile: false,
    });
  });
  it('names each bad field', () => {
    expect(issuesOf(agencyBillingSchema.safeParse({ ico: '27082441' }))).toEqual({ ico: BILLING_MESSAGES.icoInvalid });
    expect(issuesOf(agencyBillingSchema.safeParse({ dic: 'DE123456789' }))).toEqual({ dic: BILLING_MESSAGES.czechDicInvalid });
    expect(issuesOf(agencyBillingSchema.safeParse({ bankAccount: '19-2000145398/0800' }))).toEqual({ bankAccount: BILLING_MESSAGES.bankAccountNumberInvalid });
    expect(issuesOf(agencyBillingSchema.safeParse({ iban: 'CZ6608000000192000145399' }))).toEqual({ iban: BILLING_MESSAGES.ibanChecksumInvalid });
    expect(issuesOf(agencyBillingSchema.safeParse({ invoiceDueDays: 0 }))).toEqual({ invoiceDueDays: BILLING_MESSAGES.daysInvalid });
    expect(issuesOf(agencyBillingSchema.safeParse({ postalCode: '1100' }))).toEqual({ postalCode: BILLING_MESSAGES.postalCodeInvalid });
    expect(issuesOf(agencyBillingSchema.safeParse({ recurringInvoiceMode: 'weekly' }))).toEqual({ recurringInvoiceMode: 'Must be one of: draft, issue' });
    expect(issuesOf(agencyBillingSchema.safeParse({ firstReminderDays: 14, secondReminderDays: 14 }))).toEqual({
      secondReminderDays: BILLING_MESSAGES.secondReminderNotLater,
    });
    expect(agencyBillingSchema.parse({})).toMatchObject({ recurringInvoiceMode: 'draft', firstReminderDays: 7, secondReminderDays: 21 });
  });
  it('an account and an IBAN that are different accounts; a VAT payer without DIČ; a DIČ not of the IČO', () => {
    expect(issuesOf(agencyBillingSchema.safeParse({ bankAccount: '19-2000145399/0800', iban: 'CZ5855000000001265098001' }))).toEqual({
      iban: BILLING_MESSAGES.ibanAccountMismatch,
    });
    expect(issuesOf(agencyBillingSchema.safeParse({ vatPayer: true }))).toEqual({ dic: BILLING_MESSAGES.dicRequired });
    expect(issuesOf(agencyBillingSchema.safeParse({ ico: '25596641', dic: 'CZ27082440' }))).toEqual({ dic: BILLING_MESSAGES.dicIcoMismatch });
  });
  it('lists what documents still need', () => {
    const blank = agencyBillingSchema.parse({});
    expect(missingAgencyBilling(blank)).toEqual(['companyName', 'street', 'city', 'postalCode', 'ico', 'registration', 'bankAccount']);
    const full = agencyBillingSchema.parse({
      companyName: 'A', street: 'Ulice 1', city: 'Praha', postalCode: '11000', ico: '27082440', registration: 'C 1 MS Praha', iban: 'DE89370400440532013000',
    });
    expect(missingAgencyBilling(full)).toEqual([]);
    expect(missingAgencyBilling({ ...full, vatPayer: true, dic: null })).toEqual(['dic']);
  });
});

describe('clientSchema billing fields', () => {
  const base = { name: 'Klient', email: 'k@example.cz' };
  it('defaults: Czechia, Czech documents, not a VAT payer', () => {
    expect(clientSchema.parse(base)).toMatchObject({ billingCountry: 'CZ', documentLanguage: 'cs', vatPayer: false, ico: null, dic: null });
  });
  it('a German business with its VAT ID; a Swiss one with its own tax number', () => {
    expect(clientSchema.parse({ ...base, billingCountry: 'de', dic: 'de 123456789', vatPayer: true, documentLanguage: 'en' })).toMatchObject({
      billingCountry: 'DE', dic: 'DE123456789', documentLanguage: 'en',
    });
    expect(clientSchema.parse({ ...base, billingCountry: 'CH', dic: 'CHE-123.456.789', vatPayer: true }).dic).toBe('CHE123456789');
  });
  it('names the field: bad IČO, a VAT ID of another country, an EU VAT payer without one, a bad country or language', () => {
    expect(issuesOf(clientSchema.safeParse({ ...base, ico: '12345678' }))).toEqual({ ico: BILLING_MESSAGES.icoInvalid });
    expect(issuesOf(clientSchema.safeParse({ ...base, billingCountry: 'DE', dic: 'SK2020317068' }))).toEqual({ dic: BILLING_MESSAGES.dicCountryMismatch });
    expect(issuesOf(clientSchema.safeParse({ ...base, billingCountry: 'DE', dic: 'DE12' }))).toEqual({ dic: BILLING_MESSAGES.dicInvalid });
    expect(issuesOf(clientSchema.safeParse({ ...base, billingCountry: 'AT', vatPayer: true }))).toEqual({ dic: BILLING_MESSAGES.dicRequired });
    expect(issuesOf(clientSchema.safeParse({ ...base, billingCountry: 'XX' }))).toEqual({ billingCountry: BILLING_MESSAGES.countryInvalid });
    expect(issuesOf(clientSchema.safeParse({ ...base, documentLanguage: 'de' }))).toEqual({ documentLanguage: BILLING_MESSAGES.documentLanguageInvalid });
    expect(issuesOf(clientSchema.safeParse({ ...base, billingPostalCode: 'ABC' }))).toEqual({ billingPostalCode: BILLING_MESSAGES.postalCodeInvalid });
  });
});
