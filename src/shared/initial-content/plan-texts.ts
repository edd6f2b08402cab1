/**
 * The plans' texts as the site was built with them (the spec's wording): what a new database's price list shows until
 * staff publish their own (src/shared/schemas/price-list.ts, PRICE_LIST_DEFAULTS).
 */
import type { PricingPlan } from '../pricing';
import type { PlanTexts } from '../schemas/price-list';
import type { TranslatedInAll } from '../translations';

export const INITIAL_PLAN_TEXTS: Readonly<Record<PricingPlan, TranslatedInAll<PlanTexts>>> = {
  basic: {
    cs: {
      name: 'Základní',
      description: 'Pro živnostníky a malé firmy, které chtějí rychle a levně začít online.',
      features: {
        webDevelopment: ['Jednostránkový web (landing page)', 'Responzivní zobrazení na mobilu i počítači', 'Základní nastavení SEO', 'Kontaktní formulář'],
        design: ['Logo v jedné variantě', 'Barevná paleta a výběr písem'],
        socialMedia: ['5 příspěvků měsíčně', '1 profil na sociální síti', 'Nastavení a vzhled profilu'],
        marketing: ['Založení profilu Firmy na Googlu', 'Měsíční přehled návštěvnosti'],
        other: ['Doména zdarma na 1 rok', 'Hosting a SSL certifikát', 'Podpora e-mailem v pracovní dny'],
      },
    },
    en: {
      name: 'Basic',
      description: 'For freelancers and small businesses that want to get online quickly and affordably.',
      features: {
        webDevelopment: ['One-page website (landing page)', 'Responsive layout for mobile and desktop', 'Basic SEO setup', 'Contact form'],
        design: ['Logo in one version', 'Colour palette and font selection'],
        socialMedia: ['5 posts per month', '1 social media profile', 'Profile setup and styling'],
        marketing: ['Google Business Profile setup', 'Monthly traffic overview'],
        other: ['Free domain for 1 year', 'Hosting and SSL certificate', 'Email support on working days'],
      },
    },
  },
  standard: {
    cs: {
      name: 'Standardní',
      description: 'Pro rostoucí firmy, které chtějí web, značku a sociální sítě z jedné ruky.',
      features: {
        webDevelopment: ['Web až o 5 stránkách', 'Redakční systém pro snadné úpravy obsahu', 'Pokročilé SEO a rychlé načítání', 'Napojení na Google Analytics'],
        design: ['Logo ve třech návrzích', 'Stručný manuál značky', 'Šablony pro příspěvky na sociální sítě'],
        socialMedia: ['15 příspěvků měsíčně', '3 profily na sociálních sítích', 'Odpovídání na komentáře a zprávy'],
        marketing: ['Správa kampaní v Google Ads nebo Meta', 'Newsletter jednou měsíčně', 'Měsíční report s doporučeními'],
        other: ['Doména zdarma na 1 rok', 'Hosting, SSL certifikát a zálohy', 'Prioritní podpora e-mailem i telefonem'],
      },
    },
    en: {
      name: 'Standard',
      description: 'For growing businesses that want their website, brand and social media from one team.',
      features: {
        webDevelopment: ['Website with up to 5 pages', 'Content management system for easy edits', 'Advanced SEO and fast loading', 'Google Analytics integration'],
        design: ['Logo in three concepts', 'Short brand guidelines', 'Social media post templates'],
        socialMedia: ['15 posts per month', '3 social media profiles', 'Replies to comments and messages'],
        marketing: ['Google Ads or Meta campaign management', 'Monthly newsletter', 'Monthly report with recommendations'],
        other: ['Free domain for 1 year', 'Hosting, SSL certificate and backups', 'Priority support by email and phone'],
      },
    },
  },
  premium: {
    cs: {
      name: 'Prémiový',
      description: 'Pro značky, které potřebují kompletní digitální tým a pravidelný růst.',
      features: {
        webDevelopment: ['Web na míru včetně e-shopu nebo rezervací', 'Česká a anglická verze webu', 'Technické SEO a optimalizace rychlosti', 'Pravidelné aktualizace a bezpečnostní dohled'],
        design: ['Kompletní vizuální identita', 'UX/UI návrh na míru', 'Ilustrace a grafika pro kampaně'],
        socialMedia: ['30 příspěvků měsíčně', '5 profilů na sociálních sítích', 'Správa komunity a placené reklamy', 'Spolupráce s influencery'],
        marketing: ['Kompletní výkonnostní marketing', 'Obsahová strategie pro SEO', 'Automatizované e-mailové kampaně', 'Čtvrtletní strategická konzultace'],
        other: ['Doména zdarma na 1 rok', 'Vlastní projektový manažer', 'Odpověď na požadavky do 24 hodin'],
      },
    },
    en: {
      name: 'Premium',
      description: 'For brands that need a complete digital team and steady growth.',
      features: {
        webDevelopment: ['Custom website including an online shop or bookings', 'Czech and English versions of the site', 'Technical SEO and speed optimisation', 'Regular updates and security monitoring'],
        design: ['Complete visual identity', 'Custom UX/UI design', 'Illustrations and graphics for campaigns'],
        socialMedia: ['30 posts per month', '5 social media profiles', 'Community management and paid ads', 'Influencer collaborations'],
        marketing: ['Full performance marketing', 'SEO content strategy', 'Automated email campaigns', 'Quarterly strategy consultation'],
        other: ['Free domain for 1 year', 'Dedicated project manager', 'Response to requests within 24 hours'],
      },
    },
  },
};
