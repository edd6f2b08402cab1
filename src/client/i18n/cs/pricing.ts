export const pricing = {
  metaTitle: 'Ceník',
  metaDescription:
    'Tři tarify pro web, design, sociální sítě a marketing. Vyberte služby a hned uvidíte zřizovací poplatek, měsíční platbu i cenu za první rok.',
  heading: 'Ceník',
  intro:
    'Vyberte tarif, zaškrtněte služby, které potřebujete, a kalkulačka vám hned spočítá cenu. Platit můžete standardně, nebo s nízkým zřizovacím poplatkem a vyšší měsíční platbou.',
  currencyNote: 'Všechny ceny jsou uvedeny v korunách českých.',
  recommended: 'Doporučujeme',
  plans: {
    basic: {
      name: 'Základní',
      description: 'Pro živnostníky a malé firmy, které chtějí rychle a levně začít online.',
    },
    standard: {
      name: 'Standardní',
      description: 'Pro rostoucí firmy, které chtějí web, značku a sociální sítě z jedné ruky.',
    },
    premium: {
      name: 'Prémiový',
      description: 'Pro značky, které potřebují kompletní digitální tým a pravidelný růst.',
    },
  },
  paymentOptions: {
    title: 'Možnosti platby',
    standard: 'Standardní platba',
    standardHint: 'Vyšší zřizovací poplatek, nižší měsíční platba.',
    monthlyFocused: 'Důraz na měsíční platby',
    monthlyFocusedHint: 'Nižší zřizovací poplatek, vyšší měsíční platba — náklady rozložíte do 12 měsíců.',
  },
  services: {
    title: 'Výběr služeb',
    hint: 'Vyberte alespoň jednu službu a uvidíte cenu.',
    webDevelopment: 'Vývoj webu',
    design: 'Design',
    socialMedia: 'Správa sociálních médií',
    marketing: 'Marketing',
  },
  priceBox: {
    title: 'Vypočtená cena',
    setup: 'Jednorázový zřizovací poplatek',
    reducedSetup: 'Snížený zřizovací poplatek',
    monthly: 'Měsíční platba',
    increasedMonthly: 'Zvýšená měsíční platba',
    firstYear: 'Celkem za první rok',
  },
  features: {
    title: 'Co tarif obsahuje',
    categories: {
      webDevelopment: 'Vývoj webu',
      design: 'Design',
      socialMedia: 'Sociální média',
      marketing: 'Marketing',
      other: 'Ostatní',
    },
    basic: {
      webDevelopment: ['Jednostránkový web (landing page)', 'Responzivní zobrazení na mobilu i počítači', 'Základní nastavení SEO', 'Kontaktní formulář'],
      design: ['Logo v jedné variantě', 'Barevná paleta a výběr písem'],
      socialMedia: ['5 příspěvků měsíčně', '1 profil na sociální síti', 'Nastavení a vzhled profilu'],
      marketing: ['Založení profilu Firmy na Googlu', 'Měsíční přehled návštěvnosti'],
      other: ['Doména zdarma na 1 rok', 'Hosting a SSL certifikát', 'Podpora e-mailem v pracovní dny'],
    },
    standard: {
      webDevelopment: ['Web až o 5 stránkách', 'Redakční systém pro snadné úpravy obsahu', 'Pokročilé SEO a rychlé načítání', 'Napojení na Google Analytics'],
      design: ['Logo ve třech návrzích', 'Stručný manuál značky', 'Šablony pro příspěvky na sociální sítě'],
      socialMedia: ['15 příspěvků měsíčně', '3 profily na sociálních sítích', 'Odpovídání na komentáře a zprávy'],
      marketing: ['Správa kampaní v Google Ads nebo Meta', 'Newsletter jednou měsíčně', 'Měsíční report s doporučeními'],
      other: ['Doména zdarma na 1 rok', 'Hosting, SSL certifikát a zálohy', 'Prioritní podpora e-mailem i telefonem'],
    },
    premium: {
      webDevelopment: ['Web na míru včetně e-shopu nebo rezervací', 'Česká a anglická verze webu', 'Technické SEO a optimalizace rychlosti', 'Pravidelné aktualizace a bezpečnostní dohled'],
      design: ['Kompletní vizuální identita', 'UX/UI návrh na míru', 'Ilustrace a grafika pro kampaně'],
      socialMedia: ['30 příspěvků měsíčně', '5 profilů na sociálních sítích', 'Správa komunity a placené reklamy', 'Spolupráce s influencery'],
      marketing: ['Kompletní výkonnostní marketing', 'Obsahová strategie pro SEO', 'Automatizované e-mailové kampaně', 'Čtvrtletní strategická konzultace'],
      other: ['Doména zdarma na 1 rok', 'Vlastní projektový manažer', 'Odpověď na požadavky do 24 hodin'],
    },
  },
  selectPlan: 'Vybrat tarif',
  selectPlanLabel: 'Vybrat tarif {{plan}} (platba kartou, otevře se v novém okně)',
};
