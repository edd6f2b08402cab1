/** The six built-in showcase projects of the public portfolio (SPEC §3). Names and URLs are only shown as links. */
import type { PublicPortfolioItem } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { mediaSources, type MediaSources } from '@/shared/media';
import type { ServiceCategory } from './portfolio-filter';

export type LocalizedText = Record<Language, string>;

export interface ShowcaseProject {
  id: number;
  name: string;
  /** null for a portfolio item added in the back office without a link. */
  url: string | null;
  description: LocalizedText;
  imageUrl: string;
  services: readonly ServiceCategory[];
  /** The six built-in projects tell their story; items featured from the back office may not. */
  challenge?: LocalizedText;
  solution?: LocalizedText;
  /** A media-library image: shown as <picture> with AVIF and WebP srcset. */
  image?: MediaSources;
}

/** What the portfolio island needs of an item featured in the back office (its props: JSON from the server). */
export type FeaturedPortfolioItem = Pick<
  PublicPortfolioItem,
  'id' | 'title' | 'description' | 'titleEn' | 'descriptionEn' | 'challengeCs' | 'challengeEn' | 'solutionCs' | 'solutionEn' | 'services' | 'imageUrl' | 'category' | 'link'
> & {
  /** A library image's srcsets, computed on the server (the island does not ship the address rules). */
  image: MediaSources | null;
};

/** A featured item reduced to the fields the portfolio shows (so the page's island JSON carries nothing more). */
export function featuredPortfolioItem(item: PublicPortfolioItem): FeaturedPortfolioItem {
  const { id, title, description, titleEn, descriptionEn, challengeCs, challengeEn, solutionCs, solutionEn, services, imageUrl, category, link } = item;
  const image = item.image ? mediaSources(item.image) : null;
  return { id, title, description, titleEn, descriptionEn, challengeCs, challengeEn, solutionCs, solutionEn, services, imageUrl, image, category, link };
}

/** Ids of featured back-office items shown as showcase cards start here, clear of the built-in ids. */
const FEATURED_ID_OFFSET = 100_000;

/** Per language, the English falling back to the Czech text when staff left it blank; undefined when both are. */
function localized(cs: string, en: string): LocalizedText | undefined {
  return cs || en ? { cs: cs || en, en: en || cs } : undefined;
}

/**
 * A portfolio item featured in the back office, shown beside the built-in projects like them: its name, description
 * and story in the page's language (English falls back to Czech), its filter services, its library image.
 */
export function featuredItemAsShowcase(item: FeaturedPortfolioItem, lang: Language): ShowcaseProject {
  return {
    id: FEATURED_ID_OFFSET + item.id,
    name: lang === 'en' && item.titleEn ? item.titleEn : item.title,
    url: item.link,
    description: { cs: item.description, en: item.descriptionEn || item.description },
    imageUrl: item.imageUrl,
    image: item.image ?? undefined,
    challenge: localized(item.challengeCs, item.challengeEn),
    solution: localized(item.solutionCs, item.solutionEn),
    services: item.services.length ? item.services : [item.category],
  };
}

/** Intrinsic size of every showcase image (public/images/showcase/*.svg, viewBox 800x500). */
export const SHOWCASE_IMAGE_WIDTH = 800;
export const SHOWCASE_IMAGE_HEIGHT = 500;

export const SHOWCASE_PROJECTS: readonly ShowcaseProject[] = [
  {
    id: 1,
    name: 'Bistro Na Kopečku',
    url: 'https://www.bistronakopecku.cz',
    description: {
      cs: 'Web rodinného bistra s denním menu, online rezervacemi stolů a objednávkami jídla s sebou.',
      en: 'A website for a family bistro with a daily menu, online table booking and takeaway orders.',
    },
    imageUrl: '/images/showcase/bistro-na-kopecku.svg',
    services: ['web', 'design', 'social'],
    challenge: {
      cs: 'Bistro mění polední menu každý den a hosté se ho dozvídali jen z tabule u vchodu. Rezervace chodily po telefonu v nejrušnější době a objednávky s sebou se ztrácely.',
      en: 'The bistro changes its lunch menu every day and guests only found it on the board by the door. Bookings came by phone at the busiest hour and takeaway orders got lost.',
    },
    solution: {
      cs: 'Navrhli jsme svěží a rychlý web, na kterém personál zveřejní denní menu z mobilu za minutu. Přidali jsme online rezervace stolů, objednávky s sebou a automatické sdílení menu na Instagram a Facebook.',
      en: 'We designed a fresh, fast website where the staff publish the daily menu from a phone in a minute. We added online table booking, takeaway ordering and automatic sharing of the menu to Instagram and Facebook.',
    },
  },
  {
    id: 2,
    name: 'Tereza Málková Fotografie',
    url: 'https://www.terezamalkova.cz',
    description: {
      cs: 'Portfolio svatební a portrétní fotografky s galeriemi, ceníkem focení a poptávkovým formulářem.',
      en: 'The portfolio of a wedding and portrait photographer with galleries, a price list and an enquiry form.',
    },
    imageUrl: '/images/showcase/tereza-malkova.svg',
    services: ['web', 'design'],
    challenge: {
      cs: 'Starý web načítal fotografie ve vysokém rozlišení desítky sekund a na mobilu se galerie rozpadaly. Poptávky přicházely bez data a místa, takže každá znamenala několik e-mailů navíc.',
      en: 'The old site took tens of seconds to load high-resolution photos and the galleries fell apart on phones. Enquiries arrived without a date or venue, so each one meant several extra emails.',
    },
    solution: {
      cs: 'Vytvořili jsme minimalistický design, ve kterém vyniknou fotografie, a galerie s moderními formáty obrázků a postupným načítáním. Nový poptávkový formulář se rovnou ptá na termín, místo i typ focení.',
      en: 'We created a minimalist design that lets the photographs shine, with galleries using modern image formats and progressive loading. The new enquiry form asks for the date, venue and type of shoot up front.',
    },
  },
  {
    id: 3,
    name: 'Vlna & Len',
    url: 'https://www.vlnaalen.cz',
    description: {
      cs: 'E-shop a web české módní značky, která šije oblečení ze lnu a merino vlny.',
      en: 'An online store and brand site for a Czech fashion label making clothes from linen and merino wool.',
    },
    imageUrl: '/images/showcase/vlna-a-len.svg',
    services: ['web', 'design', 'social', 'marketing'],
    challenge: {
      cs: 'Malá značka s místní výrobou soupeřila s velkými obchodními řetězci. Potřebovala vyprávět příběh svých materiálů a prodávat online i mimo sezónní trhy a veletrhy.',
      en: 'A small label with local production was competing with big retail chains. It needed to tell the story of its materials and sell online beyond seasonal markets and fairs.',
    },
    solution: {
      cs: 'Sjednotili jsme vizuální styl značky, postavili e-shop s lookbookem a příběhem každé kolekce, spustili pravidelný obsah na Instagramu a cílené kampaně k uvedení nových kolekcí.',
      en: "We unified the brand's visual style, built an online store with a lookbook and the story behind each collection, and launched a regular Instagram content plan with targeted campaigns for every new collection.",
    },
  },
  {
    id: 4,
    name: 'Hanácký kotel',
    url: 'https://www.hanackykotel.cz',
    description: {
      cs: 'Fanouškovský web fotbalového fanklubu s programem zápasů, reportážemi a přihláškami na výjezdy.',
      en: 'A football fan club site with the match schedule, match reports and sign-ups for away trips.',
    },
    imageUrl: '/images/showcase/hanacky-kotel.svg',
    services: ['web', 'social'],
    challenge: {
      cs: 'Fanklub organizoval výjezdy na zápasy přes desítky skupinových chatů. Informace o autobusech, vstupenkách a choreografiích se ztrácely a nováčci se nedokázali zorientovat.',
      en: 'The fan club organised away trips through dozens of group chats. Information about buses, tickets and choreographies got lost and newcomers could not find their way around.',
    },
    solution: {
      cs: 'Postavili jsme web s kalendářem zápasů, přihláškami na výjezdy a reportážemi, které fanoušci snadno sdílí. Sociální sítě jsme propojili s webem, aby se každá novinka dostala ke všem.',
      en: 'We built a site with a match calendar, away-trip sign-ups and match reports that fans share easily. We connected the social channels with the site so every piece of news reaches everyone.',
    },
  },
  {
    id: 5,
    name: 'Ostrá břitva Barbershop',
    url: 'https://www.ostrabritva.cz',
    description: {
      cs: 'Prémiový web pánského holičství s online rezervacemi, ceníkem a představením jednotlivých barberů.',
      en: "A premium website for a gentlemen's barbershop with online booking, a price list and barber profiles.",
    },
    imageUrl: '/images/showcase/ostra-britva.svg',
    services: ['web', 'design', 'marketing'],
    challenge: {
      cs: 'Holičství s luxusními službami působilo online jako obyčejná levná provozovna. Zákazníci volali kvůli termínům uprostřed stříhání a o prémiové péči se téměř nedozvěděli.',
      en: 'A barbershop offering luxury services looked like an ordinary budget place online. Customers phoned for appointments in the middle of haircuts and hardly ever heard about the premium treatments.',
    },
    solution: {
      cs: 'Navrhli jsme tmavou elegantní identitu se zlatými detaily, web s online rezervací ke konkrétnímu barberovi a kampaně ve vyhledávání zaměřené na Olomouc a okolí.',
      en: 'We designed a dark, elegant identity with gold details, a website with online booking with a chosen barber, and search campaigns targeting Olomouc and the surrounding area.',
    },
  },
  {
    id: 6,
    name: 'Lipa Digital',
    url: 'https://www.lipadigital.cz',
    description: {
      cs: 'Náš vlastní dvojjazyčný web — rychlý, přístupný a vykreslovaný na serveru v češtině i angličtině.',
      en: 'Our own bilingual website — fast, accessible and rendered on the server in both Czech and English.',
    },
    imageUrl: '/images/showcase/lipa-digital.svg',
    services: ['web', 'design', 'social', 'marketing'],
    challenge: {
      cs: 'Chtěli jsme web, který ukáže, co umíme: musí být rychlý na mobilu, srozumitelný pro vyhledávače v obou jazycích a snadno udržovatelný naším týmem.',
      en: 'We wanted a website that shows what we can do: fast on phones, clear to search engines in both languages and easy for our team to maintain.',
    },
    solution: {
      cs: 'Web jsme postavili na moderních technologiích se serverovým vykreslováním, oddělenými jazykovými verzemi a vlastní administrací pro klienty, projekty a blog. Identitu jsme odvodili od lípy, stromu, který k nám patří.',
      en: 'We built it on modern technology with server-side rendering, separate language versions and our own back office for clients, projects and the blog. The identity grows from the linden tree, which gives us our name.',
    },
  },
];
