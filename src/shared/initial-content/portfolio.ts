/**
 * The six initial portfolio projects (docs/product/records.md#initial-content), in their order on the home portfolio, all featured: written once into
 * the database as portfolio items (see initial-content/index.ts), then the staff's to edit, move, hide or delete.
 * Names and URLs are only shown as links; the images are public/images/showcase/*.svg (800 × 500).
 */
import type { InitialPortfolioItem } from './types';

export const INITIAL_PORTFOLIO_ITEMS: readonly InitialPortfolioItem[] = [
  {
    link: 'https://www.bistronakopecku.cz',
    imageUrl: '/images/showcase/bistro-na-kopecku.svg',
    category: 'web',
    services: ['web', 'design', 'social'],
    translations: {
      cs: {
        title: 'Bistro Na Kopečku',
        description: 'Web rodinného bistra s denním menu, online rezervacemi stolů a objednávkami jídla s sebou.',
        challenge: 'Bistro mění polední menu každý den a hosté se ho dozvídali jen z tabule u vchodu. Rezervace chodily po telefonu v nejrušnější době a objednávky s sebou se ztrácely.',
        solution: 'Navrhli jsme svěží a rychlý web, na kterém personál zveřejní denní menu z mobilu za minutu. Přidali jsme online rezervace stolů, objednávky s sebou a automatické sdílení menu na Instagram a Facebook.',
      },
      en: {
        title: 'Bistro Na Kopečku',
        description: 'A website for a family bistro with a daily menu, online table booking and takeaway orders.',
        challenge: 'The bistro changes its lunch menu every day and guests only found it on the board by the door. Bookings came by phone at the busiest hour and takeaway orders got lost.',
        solution: 'We designed a fresh, fast website where the staff publish the daily menu from a phone in a minute. We added online table booking, takeaway ordering and automatic sharing of the menu to Instagram and Facebook.',
      },
    },
  },
  {
    link: 'https://www.terezamalkova.cz',
    imageUrl: '/images/showcase/tereza-malkova.svg',
    category: 'web',
    services: ['web', 'design'],
    translations: {
      cs: {
        title: 'Tereza Málková Fotografie',
        description: 'Portfolio svatební a portrétní fotografky s galeriemi, ceníkem focení a poptávkovým formulářem.',
        challenge: 'Starý web načítal fotografie ve vysokém rozlišení desítky sekund a na mobilu se galerie rozpadaly. Poptávky přicházely bez data a místa, takže každá znamenala několik e-mailů navíc.',
        solution: 'Vytvořili jsme minimalistický design, ve kterém vyniknou fotografie, a galerie s moderními formáty obrázků a postupným načítáním. Nový poptávkový formulář se rovnou ptá na termín, místo i typ focení.',
      },
      en: {
        title: 'Tereza Málková Fotografie',
        description: 'The portfolio of a wedding and portrait photographer with galleries, a price list and an enquiry form.',
        challenge: 'The old site took tens of seconds to load high-resolution photos and the galleries fell apart on phones. Enquiries arrived without a date or venue, so each one meant several extra emails.',
        solution: 'We created a minimalist design that lets the photographs shine, with galleries using modern image formats and progressive loading. The new enquiry form asks for the date, venue and type of shoot up front.',
      },
    },
  },
  {
    link: 'https://www.vlnaalen.cz',
    imageUrl: '/images/showcase/vlna-a-len.svg',
    category: 'web',
    services: ['web', 'design', 'social', 'marketing'],
    translations: {
      cs: {
        title: 'Vlna & Len',
        description: 'E-shop a web české módní značky, která šije oblečení ze lnu a merino vlny.',
        challenge: 'Malá značka s místní výrobou soupeřila s velkými obchodními řetězci. Potřebovala vyprávět příběh svých materiálů a prodávat online i mimo sezónní trhy a veletrhy.',
        solution: 'Sjednotili jsme vizuální styl značky, postavili e-shop s lookbookem a příběhem každé kolekce, spustili pravidelný obsah na Instagramu a cílené kampaně k uvedení nových kolekcí.',
      },
      en: {
        title: 'Vlna & Len',
        description: 'An online store and brand site for a Czech fashion label making clothes from linen and merino wool.',
        challenge: 'A small label with local production was competing with big retail chains. It needed to tell the story of its materials and sell online beyond seasonal markets and fairs.',
        solution: "We unified the brand's visual style, built an online store with a lookbook and the story behind each collection, and launched a regular Instagram content plan with targeted campaigns for every new collection.",
      },
    },
  },
  {
    link: 'https://www.hanackykotel.cz',
    imageUrl: '/images/showcase/hanacky-kotel.svg',
    category: 'web',
    services: ['web', 'social'],
    translations: {
      cs: {
        title: 'Hanácký kotel',
        description: 'Fanouškovský web fotbalového fanklubu s programem zápasů, reportážemi a přihláškami na výjezdy.',
        challenge: 'Fanklub organizoval výjezdy na zápasy přes desítky skupinových chatů. Informace o autobusech, vstupenkách a choreografiích se ztrácely a nováčci se nedokázali zorientovat.',
        solution: 'Postavili jsme web s kalendářem zápasů, přihláškami na výjezdy a reportážemi, které fanoušci snadno sdílí. Sociální sítě jsme propojili s webem, aby se každá novinka dostala ke všem.',
      },
      en: {
        title: 'Hanácký kotel',
        description: 'A football fan club site with the match schedule, match reports and sign-ups for away trips.',
        challenge: 'The fan club organised away trips through dozens of group chats. Information about buses, tickets and choreographies got lost and newcomers could not find their way around.',
        solution: 'We built a site with a match calendar, away-trip sign-ups and match reports that fans share easily. We connected the social channels with the site so every piece of news reaches everyone.',
      },
    },
  },
  {
    link: 'https://www.ostrabritva.cz',
    imageUrl: '/images/showcase/ostra-britva.svg',
    category: 'web',
    services: ['web', 'design', 'marketing'],
    translations: {
      cs: {
        title: 'Ostrá břitva Barbershop',
        description: 'Prémiový web pánského holičství s online rezervacemi, ceníkem a představením jednotlivých barberů.',
        challenge: 'Holičství s luxusními službami působilo online jako obyčejná levná provozovna. Zákazníci volali kvůli termínům uprostřed stříhání a o prémiové péči se téměř nedozvěděli.',
        solution: 'Navrhli jsme tmavou elegantní identitu se zlatými detaily, web s online rezervací ke konkrétnímu barberovi a kampaně ve vyhledávání zaměřené na Olomouc a okolí.',
      },
      en: {
        title: 'Ostrá břitva Barbershop',
        description: "A premium website for a gentlemen's barbershop with online booking, a price list and barber profiles.",
        challenge: 'A barbershop offering luxury services looked like an ordinary budget place online. Customers phoned for appointments in the middle of haircuts and hardly ever heard about the premium treatments.',
        solution: 'We designed a dark, elegant identity with gold details, a website with online booking with a chosen barber, and search campaigns targeting Olomouc and the surrounding area.',
      },
    },
  },
  {
    link: 'https://www.lipadigital.cz',
    imageUrl: '/images/showcase/lipa-digital.svg',
    category: 'web',
    services: ['web', 'design', 'social', 'marketing'],
    translations: {
      cs: {
        title: 'Lipa Digital',
        description: 'Náš vlastní dvojjazyčný web — rychlý, přístupný a vykreslovaný na serveru v češtině i angličtině.',
        challenge: 'Chtěli jsme web, který ukáže, co umíme: musí být rychlý na mobilu, srozumitelný pro vyhledávače v obou jazycích a snadno udržovatelný naším týmem.',
        solution: 'Web jsme postavili na moderních technologiích se serverovým vykreslováním, oddělenými jazykovými verzemi a vlastní administrací pro klienty, projekty a blog. Identitu jsme odvodili od lípy, stromu, který k nám patří.',
      },
      en: {
        title: 'Lipa Digital',
        description: 'Our own bilingual website — fast, accessible and rendered on the server in both Czech and English.',
        challenge: 'We wanted a website that shows what we can do: fast on phones, clear to search engines in both languages and easy for our team to maintain.',
        solution: 'We built it on modern technology with server-side rendering, separate language versions and our own back office for clients, projects and the blog. The identity grows from the linden tree, which gives us our name.',
      },
    },
  },
];
