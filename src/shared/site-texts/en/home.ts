import type { home as cs } from '../cs/home';
import type { Shape } from '../shape';

export const home: Shape<typeof cs> = {
  meta: {
    title: 'Web development, design, social media and marketing in Olomouc',
    description:
      'Lipa Digital is a digital agency from Olomouc, Czech Republic. We build custom websites, create logos and brand design, manage social media and run marketing campaigns — in Czech and English.',
  },
  hero: {
    eyebrow: 'Web · design · social media · marketing',
    title: 'Websites, design and marketing that bring you customers',
    subtitle:
      'We are a digital agency from Olomouc. We design and build your website, shape your brand and run your social media and campaigns — in Czech and English.',
    pricing: 'Pricing',
    contact: 'Free consultation',
  },
  services: {
    title: 'Our services',
    subtitle: 'Everything your business needs online, from one team that knows your business.',
    more: 'Learn more',
    items: {
      web: {
        title: 'Web Development',
        description:
          'Fast, secure and accessible custom websites and online stores that look great on phones and desktops and are easy for search engines to find.',
      },
      design: {
        title: 'Design',
        description: 'Logos, visual identity, user interfaces and graphics that make customers remember your brand.',
      },
      social: {
        title: 'Social Media',
        description:
          'Content plans, posts, community management and campaigns on Instagram, Facebook and LinkedIn.',
      },
      marketing: {
        title: 'Marketing',
        description:
          'SEO, search and social advertising, email marketing and results tracking, so every crown you spend works for you.',
      },
    },
  },
  stats: {
    title: 'Lipa Digital in numbers',
    clients: 'Happy clients',
    projects: 'Completed projects',
    years: 'Years of experience',
  },
  portfolio: {
    title: 'Portfolio',
    subtitle: 'Pick the services you are interested in and see what we have built for our clients.',
    filterLabel: 'Filter projects by service',
    empty: 'No project matches the selected filter.',
    viewMore: 'View more',
    imageAlt: 'Preview of the {{name}} website',
    visit: 'Visit website',
    newTab: '(opens in a new tab)',
    challenge: 'Challenge',
    solution: 'Solution',
    servicesProvided: 'Services provided',
    serviceLabels: {
      web: 'Web Development',
      design: 'Design',
      social: 'Social Media',
      marketing: 'Marketing',
    },
  },
  whyUs: {
    title: 'Why Choose Us',
    subtitle: 'A small team with big experience that speaks your language — literally.',
    learnMore: 'Learn more',
    items: {
      tailored: {
        title: 'Tailored Solutions',
        description: 'No one-size-fits-all templates. We build every project around your goals, customers and budget.',
        details:
          'We start by asking, not selling. We go through your goals, customers and competitors with you, and only then propose the scope, technology and budget. The result is a website or campaign that solves your particular problem — without features you would pay for needlessly, and with room to grow with your business.',
      },
      bilingual: {
        title: 'Bilingual Expertise',
        description: 'We work in Czech and English, so you reach local customers and international markets alike.',
        details:
          'We prepare copy, websites and campaigns in both Czech and English, and we do not machine-translate them — we write for the people who will read them. We set up bilingual websites so search engines show them correctly in both languages, and we talk to your foreign partners for you without misunderstandings.',
      },
      fullService: {
        title: 'Full-Service Agency',
        description: 'Web, design, social media and marketing under one roof, with one point of contact.',
        details:
          'You do not have to coordinate a designer, a developer and an advertising agency. One team that knows the whole project takes care of everything, and you have one person to call. Your identity, website and campaigns fit together, and changes happen quickly without endless forwarding.',
      },
      modernTech: {
        title: 'Modern Technology',
        description: 'Fast, secure and accessible websites built on proven modern technology.',
        details:
          'We use modern tools that guarantee fast loading even on mobile data, good search engine results and secure operation. We build websites accessible to every user, including people with disabilities, and we keep looking after them with updates and backups after launch.',
      },
      local: {
        title: 'Local Understanding',
        description: 'We are based in Olomouc and know how Czech customers think and shop.',
        details:
          'We know local businesses, customs and competitors. We know when your customers have time for social media, which payment methods they expect and how to write Czech that sounds natural. And whenever it helps, we are happy to meet in person over coffee on Horní náměstí.',
      },
      trackRecord: {
        title: 'Proven Track Record',
        description: 'Dozens of completed projects and clients who are glad to come back.',
        details:
          'In more than five years we have completed over forty projects for restaurants, shops, sports clubs and creatives. We measure results — traffic, enquiries and sales — and show them to you regularly. Most of our clients work with us long term and recommend us to others.',
      },
    },
  },
  process: {
    title: 'How we work',
    subtitle: 'Four clear steps from the first meeting to launch and long-term care.',
    stepLabel: 'Step {{number}}',
    steps: {
      consultation: {
        title: 'Consultation',
        description: 'We get to know your business, goals and customers and agree on scope, timeline and budget together.',
      },
      design: {
        title: 'Design',
        description: 'We prepare the structure, design and copy, and refine everything with you until you are happy.',
      },
      build: {
        title: 'Build',
        description: 'We build a fast, accessible website, connect it to your tools and test it thoroughly.',
      },
      launch: {
        title: 'Launch & care',
        description: 'We launch the site, train you, and keep looking after updates, content and marketing.',
      },
    },
    cta: 'Book a consultation',
  },
};
