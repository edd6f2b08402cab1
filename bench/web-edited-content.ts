/**
 * `npm run bench:web -- --edited`: the public pages measured with texts staff edited (issue 35's quality bar), not
 * only the code's. Staff (the server's ADMIN_USERNAME) publish every page of Site texts with each heading, paragraph
 * and search-engine text lengthened by a sentence in its language — longer headlines, descriptions and titles, as an
 * office writes them — and the home page's social image set.
 */
import { LANGUAGES } from '../src/shared/constants';
import { SITE_PAGE_KEYS, SITE_PAGES, sitePageTexts } from '../src/shared/site-texts/site-pages';
import { signIn } from '../src/server/test/server-process';

export const EDITOR = { username: 'bench-texts', password: 'bench-texts-heslo-1' };
/** The server's environment for an editing admin. */
export const editorEnv = { ADMIN_USERNAME: EDITOR.username, ADMIN_PASSWORD: EDITOR.password, ADMIN_NAME: 'Bench Texty' };

/** The last part of the paths that hold prose staff rewrite (not button labels, not form messages). */
const PROSE = /\.(title|subtitle|description|intro|text|heading|eyebrow|metaTitle|metaDescription|tagline)$/;
const ADDED = { cs: ' Upraveno naším týmem pro letošní sezónu.', en: ' Updated by our team for this season.' } as const;

export async function publishEditedTexts(url: string): Promise<void> {
  const cookie = await signIn(url, EDITOR.username, EDITOR.password);
  for (const page of SITE_PAGE_KEYS) {
    const texts = sitePageTexts(page, { cs: {}, en: {} });
    const translations = Object.fromEntries(
      LANGUAGES.map((lang) => [lang, Object.fromEntries(Object.entries(texts[lang]).map(([key, text]) => [key, PROSE.test(key) ? text + ADDED[lang] : text]))]),
    );
    const res = await fetch(`${url}/api/admin/site-texts/${page}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ translations, imageUrl: SITE_PAGES[page].image ? '/social-card.png' : null }),
    });
    if (!res.ok) throw new Error(`publishing ${page}: ${res.status} ${await res.text()}`);
  }
}
