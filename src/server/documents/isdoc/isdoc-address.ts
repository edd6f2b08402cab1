/**
 * A party's postal address as ISDOC structures it (street, building number, town, postcode, country code and name),
 * read from the printed address lines the snapshot froze (docs/decisions/030-isdoc.md#addresses). The snapshot keeps
 * an address as lines — street, "postcode town", and the ISO country code when it is not Czechia — sometimes after a
 * contact person's name, or a single free-text location. Reading them back follows those forms and never invents:
 * what cannot be told apart is left empty (each of these ISDOC elements is required but may be empty).
 */
import type { Language } from '@/shared/constants';
import { HOME_COUNTRY } from '@/shared/identifiers/eu';
import { isCountryCode } from '@/shared/identifiers/countries';
import { vatIdCountry } from '@/shared/identifiers/vat-id';
import type { SnapshotParty } from '@/shared/proposal-snapshot';

export interface IsdocPostalAddress {
  street: string;
  buildingNumber: string;
  city: string;
  postalZone: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  countryName: string;
}

/** "120 00 Praha 2", "10115 Berlin", "00-950 Warszawa", "1010 Wien": a postcode (digits, spaces, a hyphen) then the town. */
const POSTCODE_TOWN = /^(\d[\d -]{1,8}\d)\s+(\D.*)$/;
/** "Vinohradská 1234/12a" → "Vinohradská", "1234/12a": a house number (with its orientation number) at the end. */
const STREET_NUMBER = /^(.*\S)\s+(\d+[a-zA-Z]?(?:\/\d+[a-zA-Z]?)?)$/;

function countryName(code: string, language: Language): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
}

/** The address of a party; the country, when the lines do not name it, from an EU VAT ID's prefix, else Czechia. */
export function isdocPostalAddress(party: Pick<SnapshotParty, 'addressLines' | 'dic'>, language: Language): IsdocPostalAddress {
  const lines = party.addressLines.map((line) => line.trim()).filter((line) => line !== '');
  const last = lines.at(-1);
  let countryCode: string;
  if (last !== undefined && /^[A-Z]{2}$/.test(last) && isCountryCode(last)) {
    countryCode = last;
    lines.pop();
  } else {
    countryCode = (party.dic ? vatIdCountry(party.dic) : undefined) ?? HOME_COUNTRY;
  }
  const townLine = lines.pop() ?? '';
  const postcodeTown = POSTCODE_TOWN.exec(townLine);
  // Only a line with a postcode is surely "postcode town"; the line before it is then the street. A lone line
  // without one is a free-text location (its town), and whatever is before it may be a contact's name: not a street.
  const streetLine = postcodeTown ? (lines.pop() ?? '') : '';
  const streetNumber = STREET_NUMBER.exec(streetLine);
  return {
    street: streetNumber ? streetNumber[1]! : streetLine,
    buildingNumber: streetNumber ? streetNumber[2]! : '',
    city: postcodeTown ? postcodeTown[2]!.trim() : townLine,
    postalZone: postcodeTown ? postcodeTown[1]! : '',
    countryCode,
    countryName: countryName(countryCode, language),
  };
}
