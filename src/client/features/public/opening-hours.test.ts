import { describe, expect, it } from 'vitest';
import { AGENCY_PROFILE_DEFAULTS, type Weekday } from '@/shared/schemas/agency-profile';
import { openingHoursLines, timeOfDay } from './opening-hours';

const CS: Record<Weekday, string> = { monday: 'Po', tuesday: 'Út', wednesday: 'St', thursday: 'Čt', friday: 'Pá', saturday: 'So', sunday: 'Ne' };
const EN: Record<Weekday, string> = { monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed', thursday: 'Thu', friday: 'Fri', saturday: 'Sat', sunday: 'Sun' };

describe('opening hours as read', () => {
  it('the default week: one line in each language, closed days left out', () => {
    expect(openingHoursLines(AGENCY_PROFILE_DEFAULTS.openingHours, 'cs', (d) => CS[d])).toEqual(['Po–Pá 9:00–17:00']);
    expect(openingHoursLines(AGENCY_PROFILE_DEFAULTS.openingHours, 'en', (d) => EN[d])).toEqual(['Mon–Fri 9 am–5 pm']);
  });
  it('a shorter Friday and an open Saturday make runs of their own', () => {
    const hours = { ...AGENCY_PROFILE_DEFAULTS.openingHours, friday: { opens: '09:00', closes: '12:30' }, saturday: { opens: '10:00', closes: '12:00' } };
    expect(openingHoursLines(hours, 'cs', (d) => CS[d])).toEqual(['Po–Čt 9:00–17:00', 'Pá 9:00–12:30', 'So 10:00–12:00']);
    expect(openingHoursLines(hours, 'en', (d) => EN[d])).toEqual(['Mon–Thu 9 am–5 pm', 'Fri 9 am–12:30 pm', 'Sat 10 am–12 pm']);
  });
  it('midnight and noon in English', () => {
    expect([timeOfDay('00:00', 'en'), timeOfDay('12:00', 'en'), timeOfDay('23:45', 'cs')]).toEqual(['12 am', '12 pm', '23:45']);
  });
});
