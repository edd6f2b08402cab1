import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import type { Language } from '@/shared/constants';
import { Button } from '@/client/components/ui/button';
import { Select } from '@/client/components/ui/select';
import { tryStorage } from '@/client/lib/language-choice';
import { useAdminLanguage } from './use-admin-language';

type Separator = 'semicolon' | 'comma';
const SEPARATOR_KEY = 'csvSeparator';
/** Each language's usual separator: Czech spreadsheets expect `;`, English ones `,`. */
const USUAL: Record<Language, Separator> = { cs: 'semicolon', en: 'comma' };

function storedSeparator(): Separator | null {
  let stored: string | null = null;
  tryStorage(() => {
    stored = localStorage.getItem(SEPARATOR_KEY);
  });
  return stored === 'comma' || stored === 'semicolon' ? stored : null;
}

/** The export's address in the back office's language, with the separator chosen (the language's usual one left out). */
export function exportHref(href: string, lang: Language, separator: Separator): string {
  const [path, query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  if (!params.has('lang')) params.set('lang', lang);
  if (separator !== USUAL[lang]) params.set('separator', separator);
  return `${path}?${params.toString()}`;
}

/**
 * A list's CSV export: a download link to what the list shows (its search, filters and sort), in the back office's
 * language (headers, words, dates), with the separator beside it: the language's usual one unless chosen otherwise
 * (the choice is remembered in this browser). The browser streams the file to disk; nothing is held in the page.
 */
export function ExportButton({ href, children }: { href: string; children: string }) {
  const t = useT();
  const lang = useAdminLanguage();
  const selectId = useId();
  const [chosen, setChosen] = useState<Separator | null>(storedSeparator);
  const separator = chosen ?? USUAL[lang];
  const choose = (value: Separator) => {
    setChosen(value);
    tryStorage(() => localStorage.setItem(SEPARATOR_KEY, value));
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button asChild variant="secondary">
        <a href={exportHref(href, lang, separator)} download>
          <Download aria-hidden="true" className="h-4 w-4" />
          {children}
        </a>
      </Button>
      <label htmlFor={selectId} className="text-sm text-slate-700">
        {t('admin.common.csvSeparator')}
      </label>
      <Select id={selectId} className="w-auto" value={separator} onChange={(e) => choose(e.target.value === 'comma' ? 'comma' : 'semicolon')}>
        <option value="semicolon">{t('admin.common.csvSemicolon')}</option>
        <option value="comma">{t('admin.common.csvComma')}</option>
      </Select>
    </span>
  );
}
