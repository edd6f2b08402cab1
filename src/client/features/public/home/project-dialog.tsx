/**
 * The portfolio's 'view more' dialog, a chunk of its own: the portfolio island loads it (and Radix Dialog with it)
 * only when a visitor is about to open it.
 */
import { Check, ExternalLink } from 'lucide-react';
import { usePublicPage } from '@/client/public-site/public-page';
import { Dialog } from '@/client/components/ui/dialog';
import { ResponsiveImage } from '@/client/components/ui/responsive-image';
import { SHOWCASE_IMAGE_HEIGHT, SHOWCASE_IMAGE_WIDTH, showcaseTexts, type ShowcaseItem } from './showcase-projects';

/** A showcase project in detail: link (new tab), Challenge, Solution and the services provided. */
export function ProjectDialog({
  project,
  open,
  onOpenChange,
  opener,
}: {
  project: ShowcaseItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The 'view more' button: focus returns to it on close. */
  opener: HTMLElement | null;
}) {
  const { t, lang } = usePublicPage();
  const texts = showcaseTexts(project, lang);
  return (
    <Dialog
      closeLabel={t('common.close')}
      open={open}
      onOpenChange={onOpenChange}
      opener={opener}
      title={texts.title}
      description={texts.description}
      className="max-w-2xl"
    >
      <ResponsiveImage
        src={project.imageUrl}
        sources={project.image}
        width={SHOWCASE_IMAGE_WIDTH}
        height={SHOWCASE_IMAGE_HEIGHT}
        sizes="(min-width: 672px) 40rem, 100vw"
        loading="eager"
        alt={t('home.portfolio.imageAlt', { name: texts.title })}
        className="aspect-[8/5] h-auto w-full rounded-lg border border-slate-200 bg-slate-100 object-cover"
      />
      {project.link ? (
        <a
          href={project.link}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center gap-2 rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('home.portfolio.visit')}
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{t('home.portfolio.newTab')}</span>
        </a>
      ) : null}
      {texts.challenge ? (
        <>
          <h3 className="mt-6 text-base font-semibold text-slate-900">{t('home.portfolio.challenge')}</h3>
          <p className="mt-1 text-slate-700">{texts.challenge}</p>
        </>
      ) : null}
      {texts.solution ? (
        <>
          <h3 className="mt-5 text-base font-semibold text-slate-900">{t('home.portfolio.solution')}</h3>
          <p className="mt-1 text-slate-700">{texts.solution}</p>
        </>
      ) : null}
      <h3 className="mt-5 text-base font-semibold text-slate-900">{t('home.portfolio.servicesProvided')}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {project.services.map((service) => (
          <li
            key={service}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
          >
            <Check aria-hidden="true" className="h-4 w-4" />
            {t(`home.portfolio.serviceLabels.${service}`)}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
