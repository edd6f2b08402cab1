export const services = {
  common: {
    eyebrow: 'Naše služby',
    featuresHeading: 'Co pro vás uděláme',
    ctaTitle: 'Pojďme to probrat',
    ctaText: 'Napište nám, co potřebujete. Do dvou pracovních dnů se ozveme s konkrétním návrhem, odhadem ceny a termínem.',
    ctaContact: 'Kontaktujte nás',
    ctaPricing: 'Prohlédnout ceník',
  },
  webDevelopment: {
    metaTitle: 'Vývoj webových stránek na míru',
    metaDescription:
      'Rychlé, bezpečné a přístupné weby a e-shopy z Olomouce. Responzivní design, SEO a měřitelné výsledky.',
    title: 'Vývoj webových stránek',
    intro:
      'Stavíme weby, které se rychle načítají, dobře se hledají a hlavně přivádějí zákazníky. Od firemní prezentace po e-shop – s moderními technologiemi, čistým kódem a péčí i po spuštění.',
    features: {
      responsive: {
        title: 'Responzivní design',
        description: 'Web vypadá a funguje skvěle na mobilu, tabletu i velkém monitoru. Většina návštěvníků dnes přichází z telefonu.',
      },
      performance: {
        title: 'Výkon a rychlost',
        description: 'Optimalizované obrázky, rychlé načítání a dobré skóre Core Web Vitals. Rychlý web drží pozornost i pozice ve vyhledávání.',
      },
      security: {
        title: 'Bezpečnost',
        description: 'HTTPS, pravidelné aktualizace, zálohy a ochrana formulářů před spamem. Vaše data i data zákazníků jsou v bezpečí.',
      },
      seo: {
        title: 'SEO optimalizace',
        description: 'Sémantická struktura, metadata a strukturovaná data od prvního dne, aby vás zákazníci našli na Googlu i Seznamu.',
      },
      enhancement: {
        title: 'Průběžný rozvoj',
        description: 'Web po spuštění nenecháme ležet. Přidáváme funkce, ladíme obsah a vyhodnocujeme, co návštěvníkům funguje.',
      },
      accessibility: {
        title: 'Přístupnost',
        description: 'Stavíme podle standardu WCAG, aby web zvládli ovládat všichni – z klávesnice, se čtečkou obrazovky i na slabém připojení.',
      },
    },
  },
  design: {
    metaTitle: 'Grafický design a UX/UI',
    metaDescription:
      'Vizuální identita, návrhy webů a aplikací, ilustrace a typografie. Design, který vaši značku odliší od konkurence.',
    title: 'Design, který prodává',
    intro:
      'Dobrý design není jen o tom, aby věci vypadaly hezky. Pomáhá lidem pochopit, co nabízíte, a rozhodnout se právě pro vás. Navrhneme vizuální podobu vaší značky od loga po každou obrazovku webu.',
    logoLink: 'Více o tvorbě loga',
    features: {
      branding: {
        title: 'Branding',
        description: 'Logo, barvy, písma a tón komunikace spojíme do jednotné identity, která je poznat na první pohled.',
      },
      uiux: {
        title: 'UI/UX design',
        description: 'Navrhujeme přehledná rozhraní webů a aplikací, ve kterých se uživatelé neztratí a rádi se vracejí.',
      },
      graphics: {
        title: 'Grafika',
        description: 'Letáky, plakáty, vizitky, bannery i prezentace – tiskové i online materiály v jednotném stylu.',
      },
      visual: {
        title: 'Vizuální komunikace',
        description: 'Grafiky pro sociální sítě, infografiky a kampaňové vizuály, které zaujmou během pár vteřin.',
      },
      illustration: {
        title: 'Ilustrace',
        description: 'Vlastní ilustrace a ikony dodají vaší značce osobitost, kterou fotobanka nenabídne.',
      },
      typography: {
        title: 'Typografie',
        description: 'Vybereme a sladíme písma tak, aby texty byly čitelné, působily profesionálně a nesly charakter značky.',
      },
    },
  },
  logoDesign: {
    metaTitle: 'Tvorba loga a firemní identity',
    metaDescription:
      'Navrhneme logo, firemní styl a grafický manuál. Originální značka pro začínající i zavedené firmy z Olomouce a okolí.',
    title: 'Tvorba loga',
    intro:
      'Logo je první věc, kterou si o vás lidé zapamatují. Navrhneme ho na základě rozhovoru o vaší firmě, zákaznících a hodnotách – a připravíme ho ve všech formátech, které budete potřebovat.',
    listHeading: 'Co vše pro vás navrhneme',
    items: {
      logo: {
        title: 'Návrh loga',
        description: 'Několik originálních konceptů, ze kterých společně vybereme a doladíme ten pravý.',
      },
      identity: {
        title: 'Vizuální identita',
        description: 'Barevná paleta, písma a grafické prvky, které s logem tvoří jednotný celek.',
      },
      manual: {
        title: 'Grafický manuál',
        description: 'Přehledná pravidla, jak logo a firemní styl správně používat.',
      },
      stationery: {
        title: 'Firemní tiskoviny',
        description: 'Vizitky, hlavičkový papír, obálky a e-mailový podpis.',
      },
      redesign: {
        title: 'Redesign loga',
        description: 'Osvěžíme zastaralé logo tak, aby zůstalo poznatelné, ale působilo moderně.',
      },
      social: {
        title: 'Profily na sociálních sítích',
        description: 'Profilové obrázky a úvodní fotografie připravené pro všechny sítě.',
      },
      packaging: {
        title: 'Obaly a etikety',
        description: 'Návrhy obalů, etiket a samolepek, které ve výloze i v regálu nepřehlédnete.',
      },
      signage: {
        title: 'Označení provozovny',
        description: 'Cedule, polepy výloh a aut, které vaši značku ukážou i v ulicích.',
      },
    },
  },
  socialMedia: {
    metaTitle: 'Správa sociálních sítí',
    metaDescription:
      'Obsah, správa komunity a kampaně na Facebooku, Instagramu, LinkedInu i TikToku. Sociální sítě, které přinášejí zákazníky.',
    title: 'Správa sociálních médií',
    intro:
      'Sociální sítě jsou místo, kde s vámi zákazníci mluví. Postaráme se o pravidelný a kvalitní obsah, odpovídáme na komentáře a spouštíme kampaně, které mají jasný cíl i výsledky.',
    features: {
      content: {
        title: 'Tvorba obsahu',
        description: 'Příspěvky, fotografie, krátká videa i stories podle obsahového plánu, který s vámi předem odsouhlasíme.',
      },
      community: {
        title: 'Správa komunity',
        description: 'Odpovídáme na komentáře a zprávy, moderujeme diskuse a budujeme vztah s vašimi sledujícími.',
      },
      strategy: {
        title: 'Strategie',
        description: 'Určíme, na kterých sítích má smysl být, komu a jak často psát a jak poznáme, že to funguje.',
      },
      campaigns: {
        title: 'Kampaně',
        description: 'Placené kampaně na Facebooku, Instagramu a LinkedInu s přesným cílením a průběžnou optimalizací.',
      },
      analytics: {
        title: 'Analytika',
        description: 'Každý měsíc dostanete srozumitelný přehled dosahu, interakcí a výsledků s doporučením dalších kroků.',
      },
      influencer: {
        title: 'Spolupráce s influencery',
        description: 'Najdeme tvůrce, kteří oslovují vaše publikum, a připravíme spolupráci, která působí přirozeně.',
      },
    },
  },
  marketing: {
    metaTitle: 'Online marketing a reklama',
    metaDescription:
      'SEO, PPC reklama, e-mailing a marketing na sociálních sítích. Kampaně podložené daty, které přinášejí měřitelné výsledky.',
    title: 'Online marketing',
    intro:
      'Marketing, který se dá změřit. Nastavíme analytiku, najdeme vaše zákazníky tam, kde hledají, a každou korunu v rozpočtu využijeme na kanály, které skutečně přinášejí poptávky.',
    features: {
      analytics: {
        title: 'Analytika a měření',
        description: 'Nastavíme Google Analytics, měření konverzí a přehledné reporty, abyste věděli, odkud přicházejí zákazníci.',
      },
      seo: {
        title: 'SEO',
        description: 'Analýza klíčových slov, úpravy webu a obsah, díky kterým se dostanete výš ve výsledcích vyhledávání.',
      },
      targeting: {
        title: 'Cílení',
        description: 'Definujeme cílové skupiny a oslovíme je ve správný čas se správným sdělením – lokálně i celostátně.',
      },
      email: {
        title: 'E-mailový marketing',
        description: 'Newslettery a automatizované e-mailové kampaně, které udrží kontakt se zákazníky a vracejí je zpět.',
      },
      advertising: {
        title: 'Reklama',
        description: 'PPC kampaně v Google Ads a Skliku s průběžnou optimalizací, aby se vám investice vrátila.',
      },
      socialMarketing: {
        title: 'Marketing na sociálních sítích',
        description: 'Propojíme sociální sítě s celkovou marketingovou strategií a využijeme je k získávání nových zákazníků.',
      },
    },
  },
};
