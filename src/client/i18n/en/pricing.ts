import type { pricing as cs } from '../cs/pricing';
import type { Shape } from '../shape';

export const pricing: Shape<typeof cs> = {
  metaTitle: 'Pricing',
  metaDescription:
    'Three plans for web development, design, social media and marketing. Pick your services and instantly see the setup fee, the monthly fee and the first-year total.',
  heading: 'Pricing',
  intro:
    'Choose a plan, tick the services you need and the calculator shows your price straight away. Pay the standard way, or start with a low setup fee and a higher monthly fee.',
  currencyNote: 'Prices are shown in US dollars, converted from our Czech crown price list.',
  recommended: 'Recommended',
  plans: {
    basic: {
      name: 'Basic',
      description: 'For freelancers and small businesses that want to get online quickly and affordably.',
    },
    standard: {
      name: 'Standard',
      description: 'For growing businesses that want their website, brand and social media from one team.',
    },
    premium: {
      name: 'Premium',
      description: 'For brands that need a complete digital team and steady growth.',
    },
  },
  paymentOptions: {
    title: 'Payment options',
    standard: 'Standard payment',
    standardHint: 'Higher setup fee, lower monthly fee.',
    monthlyFocused: 'Monthly-focused payment',
    monthlyFocusedHint: 'Lower setup fee, higher monthly fee — the cost is spread over 12 months.',
  },
  services: {
    title: 'Choose services',
    hint: 'Select at least one service to see the price.',
    webDevelopment: 'Web Development',
    design: 'Design',
    socialMedia: 'Social Media',
    marketing: 'Marketing',
  },
  priceBox: {
    title: 'Calculated price',
    setup: 'One-time setup fee',
    reducedSetup: 'Reduced setup fee',
    monthly: 'Monthly fee',
    increasedMonthly: 'Increased monthly fee',
    firstYear: 'Total for the first year',
  },
  features: {
    title: 'What the plan includes',
    categories: {
      webDevelopment: 'Web development',
      design: 'Design',
      socialMedia: 'Social media',
      marketing: 'Marketing',
      other: 'Other',
    },
    basic: {
      webDevelopment: ['One-page website (landing page)', 'Responsive layout for mobile and desktop', 'Basic SEO setup', 'Contact form'],
      design: ['Logo in one version', 'Colour palette and font selection'],
      socialMedia: ['5 posts per month', '1 social media profile', 'Profile setup and styling'],
      marketing: ['Google Business Profile setup', 'Monthly traffic overview'],
      other: ['Free domain for 1 year', 'Hosting and SSL certificate', 'Email support on working days'],
    },
    standard: {
      webDevelopment: ['Website with up to 5 pages', 'Content management system for easy edits', 'Advanced SEO and fast loading', 'Google Analytics integration'],
      design: ['Logo in three concepts', 'Short brand guidelines', 'Social media post templates'],
      socialMedia: ['15 posts per month', '3 social media profiles', 'Replies to comments and messages'],
      marketing: ['Google Ads or Meta campaign management', 'Monthly newsletter', 'Monthly report with recommendations'],
      other: ['Free domain for 1 year', 'Hosting, SSL certificate and backups', 'Priority support by email and phone'],
    },
    premium: {
      webDevelopment: ['Custom website including an online shop or bookings', 'Czech and English versions of the site', 'Technical SEO and speed optimisation', 'Regular updates and security monitoring'],
      design: ['Complete visual identity', 'Custom UX/UI design', 'Illustrations and graphics for campaigns'],
      socialMedia: ['30 posts per month', '5 social media profiles', 'Community management and paid ads', 'Influencer collaborations'],
      marketing: ['Full performance marketing', 'SEO content strategy', 'Automated email campaigns', 'Quarterly strategy consultation'],
      other: ['Free domain for 1 year', 'Dedicated project manager', 'Response to requests within 24 hours'],
    },
  },
  selectPlan: 'Select plan',
  selectPlanLabel: 'Select the {{plan}} plan (card payment, opens in a new tab)',
};
