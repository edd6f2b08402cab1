/**
 * The Czech texts of the four initial blog posts (same slugs, images and dates in both languages; see
 * initial-content/index.ts). Written once into the database as rows, then the staff's to edit. `content` is our own
 * static HTML: paragraphs, h3 headings and lists.
 */
import type { InitialPostText } from './types';

export const INITIAL_POSTS_CS: readonly InitialPostText[] = [
  {
    slug: 'preparing-for-a-new-website',
    title: 'Jak se připravit na nový web: 7 věcí, které si ujasnit předem',
    description:
      'Dobrý web nezačíná grafikou, ale jasným zadáním. Projděte si sedm otázek, díky kterým bude spolupráce s agenturou rychlejší a levnější.',
    content: `<p>Nový web je investice, která se má vrátit. Nejčastější důvod, proč se projekt protáhne nebo prodraží, přitom není technika, ale nejasné zadání. Když si pár věcí ujasníte ještě před první schůzkou, ušetříte týdny práce i peníze.</p>
<h3>1. Co má web pro vaši firmu dělat</h3>
<p>Má přivádět poptávky, prodávat, nebo hlavně budit důvěru? Zkuste cíl vyjádřit číslem, třeba „deset poptávek měsíčně“. Podle cíle se rozhoduje o struktuře stránek i o tom, kam povedou hlavní tlačítka.</p>
<h3>2. Kdo jsou vaši zákazníci</h3>
<p>Popište dva nebo tři typické návštěvníky: co hledají, na co se ptají a co je přesvědčí. Web psaný pro konkrétní lidi funguje lépe než web „pro všechny“.</p>
<h3>3. Jaké stránky opravdu potřebujete</h3>
<p>Malé firmě často stačí pět stránek: úvod, služby, reference, o nás a kontakt. Každá další stránka znamená další text, fotky a údržbu, proto přidávejte jen to, co má jasný smysl.</p>
<h3>4. Kdo připraví texty a fotky</h3>
<p>Obsah bývá největší brzdou projektů. Rozhodněte, co napíšete sami a s čím chcete pomoct. Vlastní fotky provozovny a týmu působí vždy důvěryhodněji než fotobanka.</p>
<h3>5. Jazykové verze</h3>
<p>Pokud obsluhujete i zahraniční klienty, počítejte s anglickou verzí od začátku. Dodatečné přidání jazyka je pracnější než myslet na něj hned při návrhu.</p>
<h3>6. Rozpočet a termín</h3>
<p>Řekněte agentuře otevřeně, s jakou částkou počítáte. Nejde o to, abyste ji celou utratili, ale aby návrh odpovídal možnostem. Stejně tak zmiňte pevné termíny, například otevření provozovny.</p>
<h3>7. Co bude po spuštění</h3>
<p>Web není hotový dnem spuštění. Dohodněte se, kdo bude aktualizovat obsah, hlídat zálohy a bezpečnost a jak budete měřit výsledky.</p>
<ul>
<li>Sepište cíl webu jednou větou.</li>
<li>Pošlete agentuře tři weby, které se vám líbí, a napište proč.</li>
<li>Připravte si logo, kontakty a seznam služeb s cenami.</li>
</ul>
<p>S takto připraveným zadáním zvládneme první návrh obvykle do dvou týdnů. Když si s některým bodem nevíte rady, rádi ho s vámi projdeme na nezávazné konzultaci.</p>`,
    author: 'Tereza Nováková',
    category: 'Vývoj webu',
    tags: ['Web', 'Zadání', 'Malé firmy'],
    imageUrl: '/images/blog/preparing-for-a-new-website.svg',
    publishedAt: '2026-10-20',
  },
  {
    slug: 'local-seo-google-business-profile',
    title: 'Místní SEO: jak vás zákazníci najdou na Googlu ve vašem městě',
    description:
      'Profil Firmy na Googlu je nejlevnější reklama pro místní podnik. Poradíme, jak ho vyplnit, sbírat recenze a propojit s webem.',
    content: `<p>Když někdo hledá „kadeřnictví Olomouc“ nebo „účetní v okolí“, Google mu nejdřív ukáže mapu se třemi firmami. Dostat se do této trojice je pro místní podnik často cennější než první místo v běžných výsledcích. A dobrá zpráva je, že hodně můžete ovlivnit sami.</p>
<h3>Vyplňte Profil Firmy na Googlu do posledního políčka</h3>
<p>Profil je zdarma a je základem místního SEO. Zvolte co nejpřesnější hlavní kategorii, doplňte otevírací dobu včetně svátků, služby, oblast působení a odkaz na web. Nahrajte skutečné fotky provozovny, týmu a práce. Profily s fotkami dostávají výrazně víc kliknutí na trasu i na telefon.</p>
<h3>Recenze: pravidelně, ne najednou</h3>
<p>Počet a čerstvost recenzí patří k nejsilnějším signálům. Požádejte spokojené zákazníky hned po dokončení zakázky, ideálně krátkým odkazem v e-mailu nebo QR kódem na pultu. Na každou recenzi odpovězte, na kritickou věcně a bez emocí. Budoucí zákazníci čtou hlavně vaše odpovědi.</p>
<h3>Stejné údaje všude</h3>
<p>Název, adresa a telefon musí být na webu, v profilu i v katalozích zapsané stejně. Rozdíly typu „Horní nám.“ a „Horní náměstí“ nebo dvě různá čísla vyhledávač mate a snižují důvěru v údaje.</p>
<h3>Web, který mluví o vašem místě</h3>
<p>Na webu uveďte město a oblast, kde působíte, v nadpisech i v textu, ale přirozeně. Pokud obsluhujete víc měst, vytvořte pro každé samostatnou stránku s konkrétními informacemi, ne kopii s vyměněným názvem. Přidejte mapu, adresu v patičce a strukturovaná data pro místní firmu.</p>
<h3>Rychlý kontrolní seznam</h3>
<ul>
<li>Ověřený profil s přesnou kategorií a otevírací dobou</li>
<li>Alespoň deset aktuálních fotek</li>
<li>Nová recenze každý měsíc a odpověď na každou z nich</li>
<li>Jednotný název, adresa a telefon na všech místech</li>
<li>Rychlý web, který funguje na mobilu</li>
</ul>
<p>Výsledky místního SEO se obvykle projeví během dvou až tří měsíců. Vyplatí se vydržet: jde o zákazníky, kteří vás hledají právě teď a kousek od vás.</p>`,
    author: 'Martin Dvořák',
    category: 'Marketing',
    tags: ['SEO', 'Google', 'Místní firmy'],
    imageUrl: '/images/blog/local-seo-google-business-profile.svg',
    publishedAt: '2026-09-08',
  },
  {
    slug: 'consistent-brand-identity',
    title: 'Jednotná značka: logo, barvy a písmo, které drží pohromadě',
    description:
      'Značka není jen logo. Vysvětlujeme, z čeho se skládá vizuální identita, proč potřebuje jednoduchá pravidla a jak ji udržet jednotnou na webu i sítích.',
    content: `<p>Zákazník se s vaší firmou potká na webu, na Instagramu, na faktuře i na dodávce. Pokaždé by měl mít pocit, že mluví se stejnou firmou. Právě to dělá jednotná vizuální identita: buduje povědomí a důvěru, aniž byste za to pokaždé platili znovu.</p>
<h3>Logo ve více variantách</h3>
<p>Jedno logo nestačí. Potřebujete hlavní verzi, zjednodušenou verzi pro malé rozměry (například ikonu profilu) a variantu na tmavé pozadí. Logo by mělo fungovat i černobíle a na šířku pár milimetrů.</p>
<h3>Barevná paleta s jasnými rolemi</h3>
<p>Vyberte jednu až dvě hlavní barvy, jednu doplňkovou a neutrální odstíny pro text a pozadí. Každé barvě dejte roli: čím se zvýrazňují tlačítka, jaké je pozadí, čím se píše text. Hlídejte také kontrast, aby byly texty čitelné pro všechny.</p>
<h3>Písmo</h3>
<p>Obvykle stačí dvě písma: jedno pro nadpisy a jedno pro běžný text. U češtiny si ověřte, že písmo má kvalitní diakritiku, jinak budou háčky a čárky působit nedbale.</p>
<h3>Jednoduchý manuál značky</h3>
<p>Nemusí mít sto stran. Několik stránek s logem, barvami v kódech pro tisk i web, písmy a ukázkami správného a špatného použití ušetří spoustu nedorozumění s tiskárnou, dodavateli i novými kolegy.</p>
<h3>Šablony pro každodenní použití</h3>
<p>Nejvíc se značka rozpadá v běžném provozu: v příspěvcích na sítích, nabídkách nebo cenících. Připravte si proto šablony, které zvládne vyplnit kdokoli v týmu.</p>
<ul>
<li>šablony příspěvků a příběhů pro sociální sítě</li>
<li>hlavičkový papír a šablona nabídky</li>
<li>podpis e-mailu</li>
<li>titulní obrázek pro profily</li>
</ul>
<p>Jednotná značka neznamená nudnou. Díky jasným pravidlům si můžete dovolit víc kreativity, protože vás zákazník pozná i tehdy, když zkusíte něco nového.</p>`,
    author: 'Jana Procházková',
    category: 'Design',
    tags: ['Branding', 'Logo', 'Vizuální identita'],
    imageUrl: '/images/blog/consistent-brand-identity.svg',
    publishedAt: '2026-07-14',
  },
  {
    slug: 'social-media-content-plan',
    title: 'Obsahový plán pro sociální sítě: měsíc příspěvků za jedno odpoledne',
    description:
      'Přestaňte vymýšlet příspěvky na poslední chvíli. Ukážeme jednoduchý postup, jak naplánovat celý měsíc obsahu a dodržet ho.',
    content: `<p>Pravidelnost je na sociálních sítích důležitější než dokonalost. Firmy, které publikují nárazově, ztrácejí dosah i pozornost sledujících. Řešením je obsahový plán: jednou za měsíc si sednete a připravíte si všechno dopředu.</p>
<h3>Vyberte tři až čtyři pilíře obsahu</h3>
<p>Pilíře jsou témata, ke kterým se pravidelně vracíte. Pro kavárnu to může být nabídka, lidé za barem, akce a tipy na přípravu kávy. Pro účetní kancelář novinky v zákonech, praktické rady a ukázky ze života firmy. Pilíře vám zaručí pestrost a zároveň jasné zaměření.</p>
<h3>Určete realistickou frekvenci</h3>
<p>Lepší jsou tři příspěvky týdně po celý rok než každý den jeden měsíc a pak ticho. Pro většinu malých firem je dobrým začátkem dvanáct až patnáct příspěvků měsíčně.</p>
<h3>Poskládejte měsíční kalendář</h3>
<p>Do tabulky nebo plánovacího nástroje si zapište data, pilíř, formát a hlavní myšlenku každého příspěvku. Nezapomeňte na svátky, sezónní témata a vlastní akce. Nechte si i volná místa pro aktuální dění.</p>
<h3>Tvořte v dávkách</h3>
<p>Vyfoťte materiál na celý měsíc najednou, napište texty v jednom bloku a příspěvky rovnou naplánujte. Práce v dávkách je mnohem rychlejší než denní improvizace.</p>
<h3>Měřte a upravujte</h3>
<p>Na konci měsíce se podívejte, které příspěvky měly nejvíc uložení, sdílení a komentářů. Dosah je důležitý, ale zájem publika prozradí spíš uložení a zprávy. Podle výsledků upravte pilíře na další měsíc.</p>
<ul>
<li>Odpoledne plánování jednou měsíčně</li>
<li>3–4 pilíře obsahu</li>
<li>12–15 příspěvků naplánovaných dopředu</li>
<li>15 minut denně na komentáře a zprávy</li>
</ul>
<p>Pokud na plánování nemáte kapacitu, převezmeme ho za vás. Vy nám dodáte novinky z firmy, my z nich uděláme obsah, který bude bavit vaše zákazníky.</p>`,
    author: 'Lukáš Kratochvíl',
    category: 'Sociální sítě',
    tags: ['Sociální sítě', 'Obsah', 'Plánování'],
    imageUrl: '/images/blog/social-media-content-plan.svg',
    publishedAt: '2026-06-09',
  },
];
