import { describe, expect, it } from 'vitest';
import { AGENCY_PROFILE_DEFAULTS, agencyProfileSchema, openingHourRuns, phoneHref } from './agency-profile';
import { BILLING_MESSAGES, PROFILE_MESSAGES } from './messages';

const valid = { ...AGENCY_PROFILE_DEFAULTS };
const issuesOf = (input: unknown) => {
  const result = agencyProfileSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('agencyProfileSchema', () => {
  it('takes the defaults a new database shows, and keeps only the social links given', () => {
    expect(agencyProfileSchema.parse(valid)).toEqual(AGENCY_PROFILE_DEFAULTS);
    const parsed = agencyProfileSchema.parse({ ...valid, socialLinks: { instagram: ' https://instagram.com/lipa ', facebook: '' }, mapUrl: '' });
    expect(parsed.socialLinks).toEqual({ instagram: 'https://instagram.com/lipa' });
    expect(parsed.mapUrl).toBeNull();
  });

  it('names each bad field', () => {
    expect(issuesOf({ ...valid, name: ' ' })).toEqual({ name: 'Name is required' });
    expect(issuesOf({ ...valid, phone: '585 20' })).toEqual({ phone: PROFILE_MESSAGES.phoneInvalid });
    expect(issuesOf({ ...valid, phone: '+420 abc' })).toEqual({ phone: PROFILE_MESSAGES.phoneInvalid });
    expect(issuesOf({ ...valid, postalCode: '7790' })).toEqual({ postalCode: BILLING_MESSAGES.postalCodeInvalid });
    expect(issuesOf({ ...valid, mapUrl: 'http://mapy.cz/x' })).toEqual({ mapUrl: PROFILE_MESSAGES.httpsAddressInvalid });
    expect(issuesOf({ ...valid, socialLinks: { x: 'javascript:alert(1)' } })).toEqual({ 'socialLinks.x': PROFILE_MESSAGES.httpsAddressInvalid });
    expect(Object.keys(issuesOf({ ...valid, socialLinks: { myspace: 'https://myspace.com/x' } }))).toEqual(['socialLinks']);
  });

  it('a day is open with both times, closed with neither; it closes after it opens', () => {
    const hours = (monday: unknown) => ({ ...valid, openingHours: { ...valid.openingHours, monday } });
    expect(issuesOf(hours({ opens: '09:00', closes: '' }))).toEqual({ 'openingHours.monday.closes': PROFILE_MESSAGES.hoursIncomplete });
    expect(issuesOf(hours({ opens: '17:00', closes: '09:00' }))).toEqual({ 'openingHours.monday.closes': PROFILE_MESSAGES.hoursOrder });
    expect(issuesOf(hours({ opens: '9:00', closes: '17:00' }))).toEqual({ 'openingHours.monday.opens': PROFILE_MESSAGES.timeInvalid });
    expect(agencyProfileSchema.parse(hours({ opens: '', closes: null })).openingHours.monday).toEqual({ opens: null, closes: null });
  });
});

describe('opening hours and phone links', () => {
  it('groups the days with the same hours, Monday first', () => {
    expect(openingHourRuns(AGENCY_PROFILE_DEFAULTS.openingHours)).toEqual([
      { from: 'monday', to: 'friday', hours: { opens: '09:00', closes: '17:00' } },
      { from: 'saturday', to: 'sunday', hours: { opens: null, closes: null } },
    ]);
  });
  it('dials the number without its spaces', () => {
    expect(phoneHref('+420 585 204 118')).toBe('tel:+420585204118');
  });
});
