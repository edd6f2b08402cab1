/**
 * What every public component may know about the page it is on: its language, its (unprefixed) path and its texts.
 * On the server a page gets its language's whole resource set; in the browser each island gets the part it needs.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Language } from '@/shared/constants';
import { pathInLanguage } from '@/shared/site-paths';
import { lookupText, translate, type TextBranchKey, type TextKey, type TextTree, type TextVariables } from '../i18n/texts';

export interface PublicPageValue {
  lang: Language;
  /** The page's path without the language prefix: '/', '/pricing', '/services/design'. */
  path: string;
  texts: TextTree;
}

const PublicPageContext = createContext<PublicPageValue | null>(null);

export function PublicPageProvider({ children, ...value }: PublicPageValue & { children: ReactNode }) {
  const { lang, path, texts } = value;
  const memo = useMemo(() => ({ lang, path, texts }), [lang, path, texts]);
  return <PublicPageContext.Provider value={memo}>{children}</PublicPageContext.Provider>;
}

export interface PublicPage extends PublicPageValue {
  /** The text at `key` in the page's language, `{{placeholders}}` filled. */
  t: (key: TextKey, variables?: TextVariables) => string;
  /** A whole branch of texts (a list of posts, say), as written in the resources. */
  textBranch: <T>(key: TextBranchKey) => T;
  /** An unprefixed public path ('/pricing', '/#portfolio') in the page's language ('/en/pricing'). */
  localize: (path: string) => string;
}

export function usePublicPage(): PublicPage {
  const value = useContext(PublicPageContext);
  if (!value) throw new Error('usePublicPage() outside a PublicPageProvider');
  return useMemo(() => {
    const { lang, texts } = value;
    return {
      ...value,
      t: (key, variables) => translate(texts, key, variables),
      textBranch: <T,>(key: TextBranchKey) => lookupText(texts, key) as T,
      localize: (target) => {
        const [pathname = '/', suffix = ''] = target.split(/(?=[?#])/, 2);
        return pathInLanguage(pathname, lang) + suffix;
      },
    };
  }, [value]);
}
