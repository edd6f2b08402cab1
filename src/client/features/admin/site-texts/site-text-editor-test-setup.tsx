/**
 * What the site-text editor's tests share (site-text-editor-page.test.tsx, site-text-preview.test.tsx): a stubbed
 * server of site texts and previews, the editor rendered at its route, and the texts' fields by section and name.
 */
import { configure, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { Language } from '@/shared/constants';
import type { TranslationMark } from '@/shared/revisions';
import { defaultSiteText, draftOverrides, isSitePageKey, type SitePageKey, type SitePageRecord } from '@/shared/site-texts/site-pages';
import { jsonResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { SiteTextEditorPage } from './site-text-editor-page';

export const NONE = { cs: {}, en: {} };
export const HERO = 'home.hero.title';
export const PLAN_CONTEXT = 'pricing.selectPlanContext';
export const HERO_CS = defaultSiteText('cs', HERO);
export const HERO_EN = defaultSiteText('en', HERO);
export const MARKED_AT = '2026-11-20T10:00:00.000Z';

/** The hooks of a test file of the editor. */
export function editorTestHooks() {
  /** jsdom has no ResizeObserver: the preview's panel never resizes here. */
  beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Role queries by default check each element's style for visibility: on a page of some 150 fields that is most of a
// test's time in jsdom. Nothing this page renders is hidden (its dialogs are closed, so not rendered), so they skip it.
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));
}

export const recordOf = (page: SitePageKey, over: Partial<SitePageRecord> = {}): SitePageRecord => ({ page, overrides: NONE, imageUrl: null, updatedAt: null, updatedBy: null, ...over });

interface PreviewRequest {
  url: string;
  body: { page: string; translations: Record<Language, Record<string, string>>; imageUrl: string | null };
  at: number;
}

interface ServerOptions {
  records?: SitePageRecord[];
  marks?: TranslationMark[];
  /** An answer in place of storing a publication (a refusal). */
  refusePut?: (body: unknown) => Response | undefined;
  /** An answer in place of the preview's page. */
  refusePreview?: () => Response | undefined;
}

/**
 * The server: each page's record (none published by default), its marks, publications stored as the route stores them
 * (the texts that differ from the code's), and the preview answering HTML naming its language and Czech/English title.
 */
export function serve({ records = [], marks = [], refusePut, refusePreview }: ServerOptions = {}) {
  const stored = new Map<string, SitePageRecord>(records.map((record) => [record.page, record]));
  let currentMarks = marks;
  const previews: PreviewRequest[] = [];
  const loadedAt: number[] = [];
  let publications = 0;
  const fetchMock: FetchMock = stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    const preview = /^(\/en)?(\/[^?]*)?\?preview$/.exec(url);
    if (preview && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as PreviewRequest['body'];
      previews.push({ url, body, at: Date.now() });
      const refused = refusePreview?.();
      if (refused) return refused;
      const lang: Language = preview[1] ? 'en' : 'cs';
      return new Response(`<!doctype html><html lang="${lang}"><body><h1>${body.translations[lang][HERO] ?? ''}</h1></body></html>`, {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    }
    const match = /^\/api\/admin\/site-texts\/([^/]+)(\/translation-marks(?:\/(cs|en)\/(.+))?)?$/.exec(url);
    if (!match || !isSitePageKey(match[1]!)) return jsonResponse(404, { message: 'Not found' });
    const page = match[1];
    if (match[2]) {
      if (method === 'DELETE') {
        const field = decodeURIComponent(match[4]!);
        currentMarks = currentMarks.filter((mark) => !(mark.language === match[3] && mark.field === field));
        return new Response(null, { status: 204 });
      }
      return jsonResponse(200, currentMarks);
    }
    if (method === 'PUT') {
      const body = JSON.parse(String(init?.body)) as { translations: Record<Language, Record<string, string>>; imageUrl: string | null };
      const refused = refusePut?.(body);
      if (refused) return refused;
      publications += 1;
      const saved = recordOf(page, {
        overrides: draftOverrides(body),
        imageUrl: body.imageUrl,
        updatedAt: `2026-11-2${publications}T10:00:00.000Z`,
        updatedBy: 'Jana Nováková',
      });
      stored.set(page, saved);
      return jsonResponse(200, saved);
    }
    loadedAt.push(Date.now());
    return jsonResponse(200, stored.get(page) ?? recordOf(page));
  });
  const requests = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
  const putBodies = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) as unknown }));
  return { fetchMock, previews, loadedAt, requests, putBodies };
}

export function renderEditor(page: string, lang: Language = 'cs') {
  return renderAdminScreen(
    <Routes>
      <Route path="/admin/site-texts/:page" element={<SiteTextEditorPage />} />
    </Routes>,
    { lang, url: `/admin/site-texts/${page}` },
  );
}

/** A text's row: its section (fieldset) and the text's group in it. */
export function textRow(section: string, text: string): HTMLElement {
  return within(screen.getByRole('group', { name: section })).getByRole('group', { name: text });
}
/** A text's field in a language. */
export function textBox(section: string, text: string, language: string): HTMLTextAreaElement {
  return within(textRow(section, text)).getByRole('textbox', { name: language });
}
export const heroTitle = (language: 'Česky' | 'Anglicky' = 'Česky') => textBox('Úvodní nadpis', 'Nadpis', language);

/** Replaces a field's text: cleared, then pasted (each key typed would check and render the whole page again). */
export async function retype(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.clear(box);
  await user.paste(text);
}

