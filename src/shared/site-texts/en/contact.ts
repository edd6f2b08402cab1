import type { contact as cs } from '../cs/contact';
import type { Shape } from '../shape';

export const contact: Shape<typeof cs> = {
  metaTitle: 'Contact',
  metaDescription:
    'Tell us about your project. Lipa Digital, Horní náměstí 12, Olomouc – websites, design, social media and marketing.',
  eyebrow: 'Contact',
  title: 'Get in touch',
  intro: "Have an idea, a project or just a question? Send us a few lines and we'll get back to you within two working days.",
  form: {
    heading: 'Send us a message',
    name: 'Name',
    namePlaceholder: 'Jane Smith',
    email: 'Email',
    emailPlaceholder: 'jane.smith@example.com',
    message: 'Message',
    messagePlaceholder: 'How can we help?',
    submit: 'Send message',
    sending: 'Sending…',
    successTitle: 'Message sent',
    successDescription: "Thank you! We'll get back to you as soon as possible.",
    errorTitle: 'Your message could not be sent',
    errorDescription: 'Please try again, or email us directly.',
    honeypot: 'Leave this field empty',
  },
  info: {
    heading: 'Contact details',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    hours: 'Office hours',
    map: 'Show on a map',
    days: { monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed', thursday: 'Thu', friday: 'Fri', saturday: 'Sat', sunday: 'Sun' },
  },
};
