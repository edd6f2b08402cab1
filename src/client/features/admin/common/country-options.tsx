/** The countries of a billing address as select options: ISO 3166-1 codes named in the back office's language. */
import { useMemo } from 'react';
import type { Language } from '@/shared/constants';
import { COUNTRY_CODES } from '@/shared/identifiers/countries';

/** Each code with its name in `lang`, sorted by name (Czechia first: most clients are Czech). */
export function countryOptions(lang: Language): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const collator = new Intl.Collator(lang);
  const options = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code }));
  options.sort((a, b) => (a.code === 'CZ' ? -1 : b.code === 'CZ' ? 1 : collator.compare(a.name, b.name)));
  return options;
}

/** The country name of a code in `lang` (the code itself when the browser has no name for it). */
export function countryName(code: string, lang: Language): string {
  return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
}

export function CountryOptions({ lang }: { lang: Language }) {
  const options = useMemo(() => countryOptions(lang), [lang]);
  return (
    <>
      {options.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  );
}
