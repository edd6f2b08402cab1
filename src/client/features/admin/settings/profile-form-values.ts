/** The agency profile form's values (z.input of the shared schema) from the stored profile: '' for blanks. */
import type { AgencyProfile, AgencyProfileFormValues, SocialNetwork, Weekday } from '@/shared/schemas/agency-profile';

export function profileFormValues(profile: AgencyProfile): Required<AgencyProfileFormValues> {
  const link = (network: SocialNetwork) => profile.socialLinks[network] ?? '';
  // A closed day: both times blank (the schema reads a blank time as none).
  const day = (weekday: Weekday) => ({ opens: profile.openingHours[weekday].opens ?? '', closes: profile.openingHours[weekday].closes ?? '' });
  return {
    name: profile.name,
    logoMediaId: profile.logoMediaId === null ? '' : String(profile.logoMediaId),
    email: profile.email,
    phone: profile.phone,
    street: profile.street,
    postalCode: profile.postalCode,
    city: profile.city,
    country: profile.country,
    mapUrl: profile.mapUrl ?? '',
    // Every network's field, blank where the profile has no link (a blank one is left out when saved).
    socialLinks: {
      facebook: link('facebook'),
      instagram: link('instagram'),
      linkedin: link('linkedin'),
      x: link('x'),
      youtube: link('youtube'),
      tiktok: link('tiktok'),
      behance: link('behance'),
      dribbble: link('dribbble'),
      github: link('github'),
    },
    openingHours: {
      monday: day('monday'),
      tuesday: day('tuesday'),
      wednesday: day('wednesday'),
      thursday: day('thursday'),
      friday: day('friday'),
      saturday: day('saturday'),
      sunday: day('sunday'),
    },
  };
}
