import type { home as cs } from '../cs/home';
import type { Shape } from '../shape';

export const home: Shape<typeof cs> = {
  heroTitle: 'Websites, design and marketing that bring you customers',
  heroSubtitle:
    'We are a digital agency from Olomouc. We design and build your website, shape your brand and run your social media and campaigns — in Czech and English.',
  heroPricing: 'Pricing',
  heroContact: 'Free consultation',
};
