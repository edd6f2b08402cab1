import {
  Accessibility,
  ArrowRight,
  AtSign,
  ChartColumn,
  ChartLine,
  CircleCheckBig,
  Gauge,
  Image,
  Layers,
  LayoutTemplate,
  Megaphone,
  MessageCircle,
  Palette,
  PenTool,
  Rocket,
  Search,
  Share2,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Target,
  Type,
  Users,
  Compass,
  CalendarDays,
} from 'lucide-react';
import { PageLink } from '@/client/public-site/page-link';
import { usePublicPage } from '@/client/public-site/public-page';
import { FeatureCards, ServicePageLayout } from './service-page-layout';

const WEB_FEATURES = [
  { key: 'responsive', icon: Smartphone },
  { key: 'performance', icon: Gauge },
  { key: 'security', icon: ShieldCheck },
  { key: 'seo', icon: Search },
  { key: 'enhancement', icon: Rocket },
  { key: 'accessibility', icon: Accessibility },
] as const;

const DESIGN_FEATURES = [
  { key: 'branding', icon: Sparkles },
  { key: 'uiux', icon: LayoutTemplate },
  { key: 'graphics', icon: Image },
  { key: 'visual', icon: Palette },
  { key: 'illustration', icon: PenTool },
  { key: 'typography', icon: Type },
] as const;

const SOCIAL_FEATURES = [
  { key: 'content', icon: CalendarDays },
  { key: 'community', icon: MessageCircle },
  { key: 'strategy', icon: Compass },
  { key: 'campaigns', icon: Megaphone },
  { key: 'analytics', icon: ChartColumn },
  { key: 'influencer', icon: Users },
] as const;

const MARKETING_FEATURES = [
  { key: 'analytics', icon: ChartLine },
  { key: 'seo', icon: Search },
  { key: 'targeting', icon: Target },
  { key: 'email', icon: AtSign },
  { key: 'advertising', icon: Layers },
  { key: 'socialMarketing', icon: Share2 },
] as const;

const LOGO_ITEMS = ['logo', 'identity', 'manual', 'stationery', 'redesign', 'social', 'packaging', 'signage'] as const;

/** /services/web-development */
export function WebDevelopmentPage() {
  const { t } = usePublicPage();
  return (
    <ServicePageLayout
      metaTitle={t('services.webDevelopment.metaTitle')}
      metaDescription={t('services.webDevelopment.metaDescription')}
      title={t('services.webDevelopment.title')}
      intro={t('services.webDevelopment.intro')}
      serviceName={t('nav.serviceLinks.webDevelopment.title')}
    >
      <FeatureCards
        cards={WEB_FEATURES.map(({ key, icon }) => ({
          key,
          icon,
          title: t(`services.webDevelopment.features.${key}.title`),
          description: t(`services.webDevelopment.features.${key}.description`),
        }))}
      />
    </ServicePageLayout>
  );
}

/** /services/design */
export function DesignPage() {
  const { t } = usePublicPage();
  return (
    <ServicePageLayout
      metaTitle={t('services.design.metaTitle')}
      metaDescription={t('services.design.metaDescription')}
      title={t('services.design.title')}
      intro={t('services.design.intro')}
      serviceName={t('nav.serviceLinks.design.title')}
    >
      <FeatureCards
        cards={DESIGN_FEATURES.map(({ key, icon }) => ({
          key,
          icon,
          title: t(`services.design.features.${key}.title`),
          description: t(`services.design.features.${key}.description`),
        }))}
        footer={
          <p className="mt-10 text-center">
            <PageLink
              to="/services/logo-design"
              className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t('services.design.logoLink')}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </PageLink>
          </p>
        }
      />
    </ServicePageLayout>
  );
}

/** /services/logo-design: the design services as a two-column list. */
export function LogoDesignPage() {
  const { t } = usePublicPage();
  return (
    <ServicePageLayout
      metaTitle={t('services.logoDesign.metaTitle')}
      metaDescription={t('services.logoDesign.metaDescription')}
      title={t('services.logoDesign.title')}
      intro={t('services.logoDesign.intro')}
      serviceName={t('nav.serviceLinks.logoDesign.title')}
    >
      <section aria-labelledby="logo-services" className="px-4 py-16 md:py-20">
        <div className="mx-auto max-w-5xl">
          <h2 id="logo-services" className="text-center text-2xl font-bold text-slate-900 md:text-3xl">
            {t('services.logoDesign.listHeading')}
          </h2>
          <ul className="mt-10 grid gap-x-10 gap-y-6 md:grid-cols-2">
            {LOGO_ITEMS.map((key) => (
              <li key={key} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <CircleCheckBig aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-600" />
                <div>
                  <h3 className="font-semibold text-slate-900">{t(`services.logoDesign.items.${key}.title`)}</h3>
                  <p className="mt-1 leading-relaxed text-slate-600">{t(`services.logoDesign.items.${key}.description`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </ServicePageLayout>
  );
}

/** /services/social-media */
export function SocialMediaPage() {
  const { t } = usePublicPage();
  return (
    <ServicePageLayout
      metaTitle={t('services.socialMedia.metaTitle')}
      metaDescription={t('services.socialMedia.metaDescription')}
      title={t('services.socialMedia.title')}
      intro={t('services.socialMedia.intro')}
      serviceName={t('nav.serviceLinks.socialMedia.title')}
    >
      <FeatureCards
        cards={SOCIAL_FEATURES.map(({ key, icon }) => ({
          key,
          icon,
          title: t(`services.socialMedia.features.${key}.title`),
          description: t(`services.socialMedia.features.${key}.description`),
        }))}
      />
    </ServicePageLayout>
  );
}

/** /services/marketing */
export function MarketingPage() {
  const { t } = usePublicPage();
  return (
    <ServicePageLayout
      metaTitle={t('services.marketing.metaTitle')}
      metaDescription={t('services.marketing.metaDescription')}
      title={t('services.marketing.title')}
      intro={t('services.marketing.intro')}
      serviceName={t('nav.serviceLinks.marketing.title')}
    >
      <FeatureCards
        cards={MARKETING_FEATURES.map(({ key, icon }) => ({
          key,
          icon,
          title: t(`services.marketing.features.${key}.title`),
          description: t(`services.marketing.features.${key}.description`),
        }))}
      />
    </ServicePageLayout>
  );
}
