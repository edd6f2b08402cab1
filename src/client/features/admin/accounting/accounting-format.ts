import type { Language } from '@/shared/constants';

const LOCALES: Record<Language, string> = { cs: 'cs-CZ', en: 'en-US' };

/** A profit margin in percent with one decimal: "80,0 %" in Czech, "80.0%" in English; null → undefined. */
export function formatMargin(percent: number | null, lang: Language): string | undefined {
  if (percent === null) return undefined;
  return new Intl.NumberFormat(LOCALES[lang], { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    percent / 100,
  );
}

/** A whole number in the language's grouping ("1 234" / "1,234"). */
export function formatCount(value: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(value);
}
