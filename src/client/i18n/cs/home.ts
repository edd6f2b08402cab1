export const home = {
  heroTitle: 'Weby, design a marketing, které vám přivedou zákazníky',
  heroSubtitle:
    'Jsme olomoucká digitální agentura. Navrhneme a postavíme váš web, vytvoříme značku a postaráme se o sociální sítě i kampaně — česky i anglicky.',
  heroPricing: 'Ceník',
  heroContact: 'Nezávazná konzultace',
};
