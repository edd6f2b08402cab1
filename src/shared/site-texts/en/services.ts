import type { services as cs } from '../cs/services';
import type { Shape } from '../shape';

export const services: Shape<typeof cs> = {
  common: {
    eyebrow: 'Our services',
    featuresHeading: 'What we do for you',
    ctaTitle: "Let's talk it through",
    ctaText: "Tell us what you need. Within two working days we'll come back with a concrete proposal, a price estimate and a timeline.",
    ctaContact: 'Contact us',
    ctaPricing: 'See pricing',
  },
  webDevelopment: {
    metaTitle: 'Custom website development',
    metaDescription:
      'Fast, secure and accessible websites and online stores from Olomouc. Responsive design, SEO and measurable results.',
    title: 'Web development',
    intro:
      'We build websites that load fast, rank well and, above all, bring in customers. From company presentations to online stores – with modern technology, clean code and care long after launch.',
    features: {
      responsive: {
        title: 'Responsive design',
        description: 'Your site looks and works great on phones, tablets and large monitors. Most visitors now arrive on a phone.',
      },
      performance: {
        title: 'Performance',
        description: 'Optimised images, quick loading and strong Core Web Vitals. A fast site keeps attention and search rankings.',
      },
      security: {
        title: 'Security',
        description: 'HTTPS, regular updates, backups and spam-protected forms. Your data and your customers’ data stay safe.',
      },
      seo: {
        title: 'SEO optimisation',
        description: 'Semantic structure, metadata and structured data from day one, so customers find you on Google.',
      },
      enhancement: {
        title: 'Continuous enhancement',
        description: "We don't leave your site alone after launch. We add features, refine content and measure what works for visitors.",
      },
      accessibility: {
        title: 'Accessibility',
        description: 'We build to WCAG so everyone can use your site – by keyboard, with a screen reader or on a slow connection.',
      },
    },
  },
  design: {
    metaTitle: 'Graphic design and UX/UI',
    metaDescription:
      'Visual identity, website and app design, illustration and typography. Design that sets your brand apart from the competition.',
    title: 'Design that sells',
    intro:
      "Good design isn't only about making things look nice. It helps people understand what you offer and choose you. We shape how your brand looks, from the logo to every screen of your website.",
    logoLink: 'More about logo design',
    features: {
      branding: {
        title: 'Branding',
        description: 'We bring your logo, colours, typefaces and tone of voice together into one identity people recognise at a glance.',
      },
      uiux: {
        title: 'UI/UX design',
        description: 'We design clear interfaces for websites and apps where users never get lost and happily come back.',
      },
      graphics: {
        title: 'Graphics',
        description: 'Flyers, posters, business cards, banners and presentations – print and online materials in one consistent style.',
      },
      visual: {
        title: 'Visual communication',
        description: 'Social media graphics, infographics and campaign visuals that catch the eye within seconds.',
      },
      illustration: {
        title: 'Illustration',
        description: 'Custom illustrations and icons give your brand a personality no stock photo library can offer.',
      },
      typography: {
        title: 'Typography',
        description: 'We choose and pair typefaces so your text reads easily, looks professional and carries the character of your brand.',
      },
    },
  },
  logoDesign: {
    metaTitle: 'Logo and brand identity design',
    metaDescription:
      'We design logos, brand styles and brand guidelines. An original identity for new and established businesses in Olomouc and beyond.',
    title: 'Logo design',
    intro:
      "Your logo is the first thing people remember about you. We design it after a conversation about your business, your customers and your values – and deliver it in every format you'll need.",
    listHeading: 'What we design for you',
    items: {
      logo: {
        title: 'Logo design',
        description: 'Several original concepts, from which we choose and refine the right one together.',
      },
      identity: {
        title: 'Visual identity',
        description: 'A colour palette, typefaces and graphic elements that form a consistent whole with your logo.',
      },
      manual: {
        title: 'Brand guidelines',
        description: 'Clear rules for using your logo and brand style correctly.',
      },
      stationery: {
        title: 'Business stationery',
        description: 'Business cards, letterheads, envelopes and email signatures.',
      },
      redesign: {
        title: 'Logo redesign',
        description: 'We refresh a dated logo so it stays recognisable but feels modern.',
      },
      social: {
        title: 'Social media profiles',
        description: 'Profile pictures and cover images ready for every network.',
      },
      packaging: {
        title: 'Packaging and labels',
        description: 'Packaging, labels and stickers that stand out on the shelf and in the shop window.',
      },
      signage: {
        title: 'Shop and vehicle signage',
        description: 'Signs, window graphics and vehicle wraps that show your brand on the street.',
      },
    },
  },
  socialMedia: {
    metaTitle: 'Social media management',
    metaDescription:
      'Content, community management and campaigns on Facebook, Instagram, LinkedIn and TikTok. Social media that brings in customers.',
    title: 'Social media management',
    intro:
      'Social media is where customers talk to you. We take care of regular, high-quality content, reply to comments and run campaigns with clear goals and results.',
    features: {
      content: {
        title: 'Content creation',
        description: 'Posts, photos, short videos and stories following a content plan we agree with you in advance.',
      },
      community: {
        title: 'Community management',
        description: 'We reply to comments and messages, moderate discussions and build a relationship with your followers.',
      },
      strategy: {
        title: 'Strategy',
        description: 'We decide which networks are worth it, who to talk to, how often, and how we will know it works.',
      },
      campaigns: {
        title: 'Campaigns',
        description: 'Paid campaigns on Facebook, Instagram and LinkedIn with precise targeting and ongoing optimisation.',
      },
      analytics: {
        title: 'Analytics',
        description: 'Every month you get a clear overview of reach, engagement and results, with recommended next steps.',
      },
      influencer: {
        title: 'Influencer partnerships',
        description: 'We find creators who reach your audience and set up collaborations that feel natural.',
      },
    },
  },
  marketing: {
    metaTitle: 'Online marketing and advertising',
    metaDescription:
      'SEO, pay-per-click advertising, email and social media marketing. Data-driven campaigns with measurable results.',
    title: 'Online marketing',
    intro:
      'Marketing you can measure. We set up analytics, reach your customers where they are searching and spend your budget on the channels that actually bring in enquiries.',
    features: {
      analytics: {
        title: 'Analytics and tracking',
        description: 'We set up Google Analytics, conversion tracking and clear reports, so you know where your customers come from.',
      },
      seo: {
        title: 'SEO',
        description: 'Keyword research, on-site improvements and content that move you up the search results.',
      },
      targeting: {
        title: 'Targeting',
        description: 'We define your audiences and reach them at the right time with the right message – locally or nationwide.',
      },
      email: {
        title: 'Email marketing',
        description: 'Newsletters and automated email campaigns that keep in touch with customers and bring them back.',
      },
      advertising: {
        title: 'Advertising',
        description: 'Pay-per-click campaigns in Google Ads and Sklik, continuously optimised so your investment pays off.',
      },
      socialMarketing: {
        title: 'Social media marketing',
        description: 'We connect your social channels with your overall marketing strategy and use them to win new customers.',
      },
    },
  },
};
