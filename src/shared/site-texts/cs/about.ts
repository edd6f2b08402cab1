export const about = {
  metaTitle: 'O nás',
  metaDescription:
    'Lipa Digital je digitální agentura z Olomouce. Malý tým zkušených vývojářů, designérů a marketérů, kteří stojí o dlouhodobou spolupráci.',
  eyebrow: 'O nás',
  title: 'Digitální agentura z Olomouce',
  intro:
    'Jsme malý tým vývojářů, designérů a marketérů z Horního náměstí v Olomouci. Pomáháme firmám, živnostníkům i neziskovkám vyrůst na internetu – s weby, které fungují, značkou, která je poznat, a kampaněmi, které přinášejí výsledky.',
  featuresHeading: 'Proč s námi spolupracovat',
  features: {
    experience: {
      title: 'Zkušenosti',
      description: 'Za více než pět let jsme dokončili přes čtyřicet projektů – od malých prezentací po e-shopy a kampaně pro zahraniční trh.',
    },
    team: {
      title: 'Sehraný tým',
      description: 'Vývoj, design i marketing máme pod jednou střechou. Projekt s vámi vede jeden člověk, který ví, co se kde děje.',
    },
    success: {
      title: 'Úspěch klientů',
      description: 'Úspěch měříme výsledky – poptávkami, objednávkami a spokojenými zákazníky našich klientů, ne počtem lajků.',
    },
    passion: {
      title: 'Zápal pro věc',
      description: 'Naše práce nás baví. Sledujeme nové technologie a trendy a rádi je využijeme tam, kde vám skutečně pomohou.',
    },
  },
  mission: {
    title: 'Naše mise',
    text: 'Chceme, aby si kvalitní digitální služby mohly dovolit i menší firmy. Mluvíme srozumitelně, ceny máme předem jasné a děláme jen to, co vašemu podnikání opravdu pomůže.',
  },
  vision: {
    title: 'Naše vize',
    text: 'Být pro firmy z Olomouckého kraje i odjinud dlouhodobým partnerem, na kterého se obrátí pokaždé, když chtějí na internetu udělat další krok – v češtině i v angličtině.',
  },
};
