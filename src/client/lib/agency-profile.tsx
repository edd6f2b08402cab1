/**
 * The agency's profile (issue 35; src/shared/schemas/agency-profile.ts) for what a page renders: the footer, the
 * contact page, the page title's suffix, structured data. The server passes the stored profile to every public page it
 * renders; the back office provides the one it reads (GET /api/agency). Without a provider (a component test): the
 * defaults a new database shows.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_AGENCY_PROFILE, type AgencyProfile } from '@/shared/schemas/agency-profile';

const AgencyProfileContext = createContext<AgencyProfile>(DEFAULT_AGENCY_PROFILE);

export function AgencyProfileProvider({ profile, children }: { profile: AgencyProfile; children: ReactNode }) {
  return <AgencyProfileContext.Provider value={profile}>{children}</AgencyProfileContext.Provider>;
}

export function useAgencyProfile(): AgencyProfile {
  return useContext(AgencyProfileContext);
}
