import type { about as cs } from '../cs/about';
import type { Shape } from '../shape';

export const about: Shape<typeof cs> = {
  metaTitle: 'About us',
  metaDescription:
    'Lipa Digital is a digital agency from Olomouc. A small team of experienced developers, designers and marketers who value long-term partnerships.',
  eyebrow: 'About us',
  title: 'A digital agency from Olomouc',
  intro:
    "We are a small team of developers, designers and marketers based on Horní náměstí in Olomouc. We help businesses, sole traders and non-profits grow online – with websites that work, a brand people recognise and campaigns that deliver results.",
  featuresHeading: 'Why work with us',
  features: {
    experience: {
      title: 'Experience',
      description: 'In more than five years we have completed over forty projects – from small presentation sites to online stores and campaigns abroad.',
    },
    team: {
      title: 'A close-knit team',
      description: 'Development, design and marketing under one roof. One person leads your project and knows what is happening where.',
    },
    success: {
      title: 'Client success',
      description: "We measure success in results – enquiries, orders and our clients' happy customers, not in likes.",
    },
    passion: {
      title: 'Passion',
      description: 'We love what we do. We follow new technologies and trends and use them wherever they genuinely help you.',
    },
  },
  mission: {
    title: 'Our mission',
    text: 'We want quality digital services to be within reach of smaller businesses too. We speak plainly, agree prices up front and only do what truly helps your business.',
  },
  vision: {
    title: 'Our vision',
    text: 'To be the long-term partner businesses from the Olomouc region and beyond turn to whenever they want to take the next step online – in Czech and in English.',
  },
};
