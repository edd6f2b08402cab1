/**
 * The agency's public profile (issue 35; docs/product/site-content.md#agency-profile): its name, logo, contact e-mail
 * and phone, office address, map link, social links and opening hours — the one source for the footer, the contact
 * page, structured data, e-mails and documents. The payload of PUT /api/admin/settings/profile and its form. The
 * defaults are what a new database shows until staff save the profile. The legal seat and numbers are the billing
 * details' (agency-billing.ts), which may take this address (`addressFromProfile`).
 */
import { z } from 'zod';
import { isCzechPostalCode, countryCode } from '../identifiers/fields';
import { AUTH_MESSAGES, BILLING_MESSAGES, FIELD_MESSAGES, PROFILE_MESSAGES } from './messages';
import { httpsAddress, MAX_LENGTH, optionalRecordId, requiredText, type TextInput } from './fields';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'x', 'youtube', 'tiktok', 'behance', 'dribbble', 'github'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The networks' own names, the same in every language (the footer's links, the profile form's labels). */
export const SOCIAL_NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  behance: 'Behance',
  dribbble: 'Dribbble',
  github: 'GitHub',
};

/** Monday first, as a Czech week and schema.org's `openingHoursSpecification` days are listed. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day's hours: both times ('09:00', 24-hour) or both null (closed). */
export type DayHours = { opens: string | null; closes: string | null };
export type OpeningHours = Record<Weekday, DayHours>;
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

const OFFICE_DAY: DayHours = { opens: '09:00', closes: '17:00' };
const CLOSED: DayHours = { opens: null, closes: null };

/** What a new database shows: the agency as the site was built with it. */
export const AGENCY_PROFILE_DEFAULTS = {
  name: 'Lipa Digital',
  email: 'hello@lipadigital.cz',
  phone: '+420 585 204 118',
  street: 'Horní náměstí 12',
  postalCode: '779 00',
  city: 'Olomouc',
  country: 'CZ',
  mapUrl: null as string | null,
  socialLinks: {} as SocialLinks,
  openingHours: {
    monday: OFFICE_DAY,
    tuesday: OFFICE_DAY,
    wednesday: OFFICE_DAY,
    thursday: OFFICE_DAY,
    friday: OFFICE_DAY,
    saturday: CLOSED,
    sunday: CLOSED,
  } satisfies OpeningHours as OpeningHours,
  logoMediaId: null as number | null,
};

/** A phone number as people write it: digits and spaces, an optional leading +, 6–20 digits. */
export const isPhoneNumber = (text: string): boolean => /^\+?[\d ]+$/.test(text) && /^\d{6,20}$/.test(text.replace(/[+ ]/g, ''));

/** The phone number as a tel: link ('tel:+420585204118'). */
export const phoneHref = (phone: string): string => `tel:${phone.replace(/ /g, '')}`;

const blankToNull = (v: TextInput) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v);

const time = z.preprocess(blankToNull, z.string({ error: PROFILE_MESSAGES.timeInvalid }).trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, PROFILE_MESSAGES.timeInvalid).nullable());

const dayHours = z
  .object({ opens: time, closes: time })
  .superRefine((day, ctx) => {
    // The check across the two times reads parsed values: it waits until both are valid.
    if (ctx.issues.length > 0) return;
    if ((day.opens === null) !== (day.closes === null)) {
      ctx.addIssue({ code: 'custom', path: [day.opens === null ? 'opens' : 'closes'], message: PROFILE_MESSAGES.hoursIncomplete });
    } else if (day.opens !== null && day.closes !== null && day.closes <= day.opens) {
      ctx.addIssue({ code: 'custom', path: ['closes'], message: PROFILE_MESSAGES.hoursOrder });
    }
  });

const socialLink = () => z.preprocess(blankToNull, httpsAddress(PROFILE_MESSAGES.httpsAddressInvalid).nullable()).optional();
const SOCIAL_LINK_FIELDS = {
  facebook: socialLink(),
  instagram: socialLink(),
  linkedin: socialLink(),
  x: socialLink(),
  youtube: socialLink(),
  tiktok: socialLink(),
  behance: socialLink(),
  dribbble: socialLink(),
  github: socialLink(),
} satisfies Record<SocialNetwork, z.ZodType>;

const OPENING_HOURS_FIELDS = {
  monday: dayHours,
  tuesday: dayHours,
  wednesday: dayHours,
  thursday: dayHours,
  friday: dayHours,
  saturday: dayHours,
  sunday: dayHours,
} satisfies Record<Weekday, z.ZodType>;

export const agencyProfileSchema = z
  .object({
    name: requiredText(MAX_LENGTH.short, FIELD_MESSAGES.nameRequired),
    email: z.string({ error: AUTH_MESSAGES.emailInvalid }).trim().max(MAX_LENGTH.short, FIELD_MESSAGES.textTooLong).pipe(z.email(AUTH_MESSAGES.emailInvalid)),
    phone: z.string({ error: PROFILE_MESSAGES.phoneInvalid }).trim().refine(isPhoneNumber, PROFILE_MESSAGES.phoneInvalid),
    street: requiredText(MAX_LENGTH.short, PROFILE_MESSAGES.required),
    postalCode: requiredText(20, PROFILE_MESSAGES.required),
    city: requiredText(MAX_LENGTH.short, PROFILE_MESSAGES.required),
    country: countryCode(),
    /** A map of the office (Mapy.cz, Google Maps): https only. */
    mapUrl: z.preprocess(blankToNull, httpsAddress(PROFILE_MESSAGES.httpsAddressInvalid).nullable()),
    /** One https address per network; a blank one is left out. */
    socialLinks: z
      .object(SOCIAL_LINK_FIELDS)
      .strict()
      .default({})
      .transform((links): SocialLinks => Object.fromEntries(socialLinkList(links).map(({ network, url }) => [network, url]))),
    openingHours: z.object(OPENING_HOURS_FIELDS).strict(),
    /** The logo: an image of the media library (footer, structured data, documents). */
    logoMediaId: optionalRecordId(),
  })
  .superRefine((value, ctx) => {
    if (ctx.issues.length > 0) return;
    if (value.country === 'CZ' && !isCzechPostalCode(value.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: BILLING_MESSAGES.postalCodeInvalid });
    }
  });

/** What the form holds / the client sends. */
export type AgencyProfileFormValues = z.input<typeof agencyProfileSchema>;
/** What the server stores. */
export type AgencyProfileInput = z.output<typeof agencyProfileSchema>;

/** GET and PUT /api/admin/settings/profile, and what public pages render: the stored profile and its logo's address. */
export type AgencyProfile = AgencyProfileInput & {
  /** The logo's address (a variant of the media library's image), null without a logo. */
  logoUrl: string | null;
  /** When it was last saved; null while the defaults stand. */
  updatedAt: string | null;
};

/** The profile a new database shows: the defaults, no logo. */
export const DEFAULT_AGENCY_PROFILE: AgencyProfile = { ...AGENCY_PROFILE_DEFAULTS, logoUrl: null, updatedAt: null };

/** The links given (a blank or null one is none), in SOCIAL_NETWORKS' order: the footer's list, JSON-LD's sameAs. */
export function socialLinkList(links: Partial<Record<SocialNetwork, string | null>>): { network: SocialNetwork; url: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = links[network];
    return url ? [{ network, url }] : [];
  });
}

/** The same hours with the days and times in this module's order (a JSON store may reorder keys). */
export function openingHoursInOrder(hours: OpeningHours): OpeningHours {
  const day = ({ opens, closes }: DayHours): DayHours => ({ opens, closes });
  return {
    monday: day(hours.monday),
    tuesday: day(hours.tuesday),
    wednesday: day(hours.wednesday),
    thursday: day(hours.thursday),
    friday: day(hours.friday),
    saturday: day(hours.saturday),
    sunday: day(hours.sunday),
  };
}

/** The days of one week with their hours, in order, as runs of days with the same hours (for "Po–Pá 9:00–17:00"). */
export function openingHourRuns(hours: OpeningHours): { from: Weekday; to: Weekday; hours: DayHours }[] {
  const runs: { from: Weekday; to: Weekday; hours: DayHours }[] = [];
  for (const day of WEEKDAYS) {
    const last = runs.at(-1);
    const today = hours[day];
    if (last && last.hours.opens === today.opens && last.hours.closes === today.closes) last.to = day;
    else runs.push({ from: day, to: day, hours: today });
  }
  return runs;
}
