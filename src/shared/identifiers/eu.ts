/**
 * The member states of the European Union (ISO 3166-1 alpha-2), in one place: VAT treatment (reverse charge inside
 * the EU, no Czech VAT outside it) and VAT IDs read it. Greece's VAT IDs use the prefix EL, not its country code.
 */
export const EU_MEMBER_STATES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;
export type EuMemberState = (typeof EU_MEMBER_STATES)[number];

export const HOME_COUNTRY = 'CZ' satisfies EuMemberState;

export function isEuMemberState(country: string): country is EuMemberState {
  return (EU_MEMBER_STATES as readonly string[]).includes(country);
}

/** The prefix of a member state's VAT IDs: its country code, except Greece (EL). */
export function vatPrefixOf(country: EuMemberState): string {
  return country === 'GR' ? 'EL' : country;
}
