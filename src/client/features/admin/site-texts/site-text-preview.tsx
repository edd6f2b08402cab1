/**
 * The site-text editor's live preview (issue 35 point 2; docs/product/site-content.md#preview): the real page, as the
 * server renders it with the texts the form holds (siteTextsApi.preview), in a frame at a phone's width (390 px) or a
 * desktop's (1280 px, scaled to the panel), in either language. It follows the form half a second after the last
 * change; the frame keeps its scroll position, and its links do not navigate (the preview is one page).
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { LANGUAGES, type Language } from '@/shared/constants';
import type { SitePageKey } from '@/shared/site-texts/site-pages';
import { siteTextsApi } from '@/client/api/site-texts-api';
import { errorMessage } from '@/client/lib/api-request';
import { cn } from '@/client/lib/cn';
import type { SiteTextValues } from './site-text-values';

const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;
/** The frame's height at its own width: a phone's screen, and enough of a desktop page to show a few sections scaled. */
const FRAME_HEIGHT = { phone: 780, desktop: 1800 } as const;
/** How long the form stays unchanged before the preview follows it. */
export const PREVIEW_DELAY_MS = 500;

function Choice<T extends string>({ label, options, value, onChange, name }: { label: string; options: readonly T[]; value: T; onChange: (value: T) => void; name: (option: T) => string }) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'min-h-9 rounded px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
            value === option ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {name(option)}
        </button>
      ))}
    </div>
  );
}

/** The frame's scale to fit the panel's width (never above 1). */
function useFitScale(width: number) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const fit = () => setScale(Math.min(1, element.clientWidth / width));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return { box, scale };
}

export function SiteTextPreview({ page, values, valid }: { page: SitePageKey; values: SiteTextValues; valid: boolean }) {
  const t = useT();
  const [language, setLanguage] = useState<Language>('cs');
  const [width, setWidth] = useState<Width>('phone');
  const [html, setHtml] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const scrollY = useRef(0);
  const { box, scale } = useFitScale(WIDTHS[width]);

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      siteTextsApi
        .preview(page, language, values, controller.signal)
        .then((body) => {
          scrollY.current = frame.current?.contentWindow?.scrollY ?? scrollY.current;
          setFailure(null);
          setHtml(body);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setFailure(errorMessage(error, t('common.error')));
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [page, language, values, valid, t]);

  /** A new document in the frame: back to where the reader was, and its links kept from navigating the frame. */
  const onLoad = () => {
    const view = frame.current?.contentWindow;
    if (!view) return;
    view.scrollTo(0, scrollY.current);
    view.document.addEventListener('click', (event) => {
      // The frame's nodes are of its own window (another Element class): a link is known by its name.
      if (event.composedPath().some((node) => 'nodeName' in node && node.nodeName === 'A')) event.preventDefault();
    });
  };

  const languageName = (lang: Language) => t(`admin.siteTexts.${lang === 'cs' ? 'czech' : 'english'}`);
  return (
    <section aria-labelledby="site-text-preview-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="site-text-preview-heading" className="text-base font-semibold text-slate-900">
          {t('admin.siteTexts.preview.heading')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Choice label={t('admin.siteTexts.preview.language')} options={LANGUAGES} value={language} onChange={setLanguage} name={languageName} />
          <Choice label={t('admin.siteTexts.preview.width')} options={['phone', 'desktop'] as const} value={width} onChange={setWidth} name={(w) => t(`admin.siteTexts.preview.${w}`)} />
        </div>
      </div>
      {!valid ? <p className="text-sm text-amber-800">{t('admin.siteTexts.preview.invalid')}</p> : null}
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {t('admin.siteTexts.preview.failed', { message: failure })}
        </p>
      ) : null}
      <div ref={box} className="overflow-hidden rounded-md border border-slate-200 bg-slate-100" style={{ height: FRAME_HEIGHT[width] * scale }}>
        {html === null ? (
          <p className="p-4 text-sm text-slate-600">{t('admin.siteTexts.preview.loading')}</p>
        ) : (
          <iframe
            ref={frame}
            title={t('admin.siteTexts.preview.frame', { page: t(`admin.siteTexts.pages.${page}.name`), language: languageName(language), width: t(`admin.siteTexts.preview.${width}`) })}
            srcDoc={html}
            onLoad={onLoad}
            className="origin-top-left border-0 bg-white"
            style={{ width: WIDTHS[width], height: FRAME_HEIGHT[width], transform: `scale(${scale})` }}
          />
        )}
      </div>
    </section>
  );
}
