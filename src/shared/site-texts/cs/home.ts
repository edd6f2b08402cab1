export const home = {
  meta: {
    title: 'Tvorba webů, design, sociální sítě a marketing v Olomouci',
    description:
      'Lipa Digital je olomoucká digitální agentura. Tvoříme weby na míru, grafický design a logo, spravujeme sociální sítě a vedeme marketingové kampaně — česky i anglicky.',
  },
  hero: {
    eyebrow: 'Web · design · sociální sítě · marketing',
    title: 'Weby, design a marketing, které vám přivedou zákazníky',
    subtitle:
      'Jsme olomoucká digitální agentura. Navrhneme a postavíme váš web, vytvoříme značku a postaráme se o sociální sítě i kampaně — česky i anglicky.',
    pricing: 'Ceník',
    contact: 'Nezávazná konzultace',
  },
  services: {
    title: 'Naše služby',
    subtitle: 'Vše, co vaše firma potřebuje online, od jednoho týmu, který zná váš byznys.',
    more: 'Zjistit více',
    items: {
      web: {
        title: 'Vývoj webu',
        description:
          'Rychlé, bezpečné a přístupné weby a e-shopy na míru, které dobře vypadají na mobilu i v počítači a umí je najít vyhledávače.',
      },
      design: {
        title: 'Design',
        description:
          'Logo, vizuální identita, uživatelská rozhraní a grafika, díky kterým si vaši značku zákazníci zapamatují.',
      },
      social: {
        title: 'Správa sociálních médií',
        description:
          'Obsahový plán, příspěvky, komunikace s komunitou a kampaně na Instagramu, Facebooku i LinkedInu.',
      },
      marketing: {
        title: 'Marketing',
        description:
          'SEO, reklama ve vyhledávání a na sociálních sítích, e-mailing a měření výsledků, aby každá koruna pracovala.',
      },
    },
  },
  stats: {
    title: 'Lipa Digital v číslech',
    clients: 'Spokojených klientů',
    projects: 'Dokončených projektů',
    years: 'Let zkušeností',
  },
  portfolio: {
    title: 'Portfolio',
    subtitle: 'Vyberte si služby, které vás zajímají, a podívejte se, co jsme pro klienty vytvořili.',
    filterLabel: 'Filtrovat projekty podle služby',
    empty: 'Žádný projekt neodpovídá zvolenému filtru.',
    viewMore: 'Zobrazit více',
    imageAlt: 'Náhled webu {{name}}',
    visit: 'Navštívit web',
    newTab: '(otevře se v novém okně)',
    challenge: 'Výzva',
    solution: 'Řešení',
    servicesProvided: 'Poskytnuté služby',
    serviceLabels: {
      web: 'Vývoj webu',
      design: 'Design',
      social: 'Správa sociálních médií',
      marketing: 'Marketing',
    },
  },
  whyUs: {
    title: 'Proč si vybrat nás',
    subtitle: 'Malý tým s velkými zkušenostmi, který mluví vaším jazykem — doslova.',
    learnMore: 'Zjistit více',
    items: {
      tailored: {
        title: 'Řešení na míru',
        description: 'Žádné univerzální šablony. Každý projekt stavíme podle vašich cílů, zákazníků a rozpočtu.',
        details:
          'Na začátku se ptáme, ne prodáváme. Projdeme s vámi vaše cíle, zákazníky i konkurenci a teprve potom navrhneme rozsah, technologie a rozpočet. Výsledkem je web nebo kampaň, které řeší právě váš problém — bez funkcí, za které byste platili zbytečně, a s prostorem růst spolu s vaší firmou.',
      },
      bilingual: {
        title: 'Odbornost ve dvou jazycích',
        description: 'Pracujeme česky i anglicky, takže oslovíte domácí zákazníky i zahraniční trhy.',
        details:
          'Texty, weby i kampaně připravujeme v češtině i angličtině a nepřekládáme je strojově — píšeme je pro lidi, kteří je budou číst. Dvojjazyčné weby nastavujeme tak, aby je vyhledávače správně zobrazovaly v obou jazycích, a se zahraničními partnery komunikujeme za vás bez nedorozumění.',
      },
      fullService: {
        title: 'Komplexní služby',
        description: 'Web, design, sociální sítě i marketing pod jednou střechou a s jedním kontaktem.',
        details:
          'Nemusíte koordinovat grafika, programátora a reklamní agenturu. Vše zajistí jeden tým, který zná celý projekt, a vy máte jednoho člověka, kterému zavoláte. Identita, web i kampaně tak do sebe zapadají a změny se dělají rychle a bez zbytečného přeposílání.',
      },
      modernTech: {
        title: 'Moderní technologie',
        description: 'Rychlé, bezpečné a přístupné weby postavené na ověřených moderních technologiích.',
        details:
          'Používáme moderní nástroje, které zaručí rychlé načítání i na mobilních datech, dobré výsledky ve vyhledávačích a bezpečný provoz. Weby stavíme přístupné pro všechny uživatele, včetně lidí se zdravotním omezením, a s aktualizacemi a zálohami se o ně staráme i po spuštění.',
      },
      local: {
        title: 'Znalost místního trhu',
        description: 'Sídlíme v Olomouci a víme, jak přemýšlejí a nakupují čeští zákazníci.',
        details:
          'Známe místní podnikatele, zvyklosti i konkurenci. Víme, kdy mají vaši zákazníci čas na sociální sítě, jaké platební metody očekávají a jak se v češtině píše, aby text zněl přirozeně. A když je potřeba, rádi se potkáme osobně u kávy na Horním náměstí.',
      },
      trackRecord: {
        title: 'Prokazatelné výsledky',
        description: 'Desítky dokončených projektů a klienti, kteří se k nám rádi vracejí.',
        details:
          'Za více než pět let jsme dokončili přes čtyřicet projektů pro restaurace, obchody, sportovní kluby i kreativce. Výsledky měříme — návštěvnost, poptávky a prodeje — a pravidelně vám je ukazujeme. Většina našich klientů s námi spolupracuje dlouhodobě a doporučuje nás dál.',
      },
    },
  },
  process: {
    title: 'Jak pracujeme',
    subtitle: 'Čtyři jasné kroky od první schůzky po spuštění a dlouhodobou péči.',
    stepLabel: 'Krok {{number}}',
    steps: {
      consultation: {
        title: 'Konzultace',
        description: 'Poznáme vaši firmu, cíle a zákazníky a společně určíme rozsah, termíny a rozpočet.',
      },
      design: {
        title: 'Návrh',
        description: 'Připravíme strukturu, design a texty. Vše s vámi konzultujeme, dokud nejste spokojeni.',
      },
      build: {
        title: 'Vývoj',
        description: 'Postavíme rychlý a přístupný web, propojíme ho s vašimi nástroji a důkladně otestujeme.',
      },
      launch: {
        title: 'Spuštění a péče',
        description: 'Web spustíme, zaškolíme vás a dál se staráme o aktualizace, obsah i marketing.',
      },
    },
    cta: 'Domluvit konzultaci',
  },
};
