/** The header's and footer's texts of every public page (staff may override them: docs/product/site-content.md#site-texts). */
export const layout = {
  nav: {
    home: 'Domů',
    services: 'Služby',
    portfolio: 'Portfolio',
    pricing: 'Ceník',
    blog: 'Blog',
    about: 'O nás',
    contact: 'Kontakt',
    openMenu: 'Otevřít menu',
    closeMenu: 'Zavřít menu',
    menuTitle: 'Menu',
    mainNavigation: 'Hlavní navigace',
    mobileNavigation: 'Mobilní navigace',
    homeLink: 'Lipa Digital – úvodní stránka',
    allServices: 'Všechny služby',
    serviceLinks: {
      webDevelopment: {
        title: 'Vývoj webu',
        description: 'Rychlé a bezpečné weby a e-shopy na míru.',
      },
      design: {
        title: 'Design',
        description: 'Loga, vizuální identita a návrhy rozhraní.',
      },
      logoDesign: {
        title: 'Tvorba loga',
        description: 'Logo a firemní styl, které si lidé zapamatují.',
      },
      socialMedia: {
        title: 'Správa sociálních médií',
        description: 'Obsah, komunita a kampaně na sítích.',
      },
      marketing: {
        title: 'Marketing',
        description: 'SEO, reklama a e-mailing podložené daty.',
      },
    },
  },
  footer: {
    tagline: 'Olomoucká digitální agentura. Weby, design, sociální sítě a marketing – česky i anglicky.',
    servicesHeading: 'Služby',
    quickLinksHeading: 'Rychlé odkazy',
    contactHeading: 'Kontakt',
    emailLabel: 'E-mail',
    phoneLabel: 'Telefon',
    addressLabel: 'Adresa',
    socialLabel: 'Sociální sítě',
    rights: 'Všechna práva vyhrazena.',
  },
};
