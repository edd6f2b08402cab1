/**
 * The answer to the contact form sent without JavaScript (a classic urlencoded form post): a small page in the form's
 * language saying the message was received, or listing what to correct, with a link back to the form.
 */
import type { Response } from 'express';
import type { Language } from '@/shared/constants';
import { pathInLanguage } from '@/shared/site-paths';
import type { HttpError } from '../http/errors';
import { escapeHtml } from '@/shared/html-text';

const TEXTS: Record<Language, { sentTitle: string; sent: string; failedTitle: string; failed: string; back: string; fields: Record<string, string> }> = {
  cs: {
    sentTitle: 'Zpráva odeslána',
    sent: 'Děkujeme za vaši zprávu. Ozveme se vám co nejdříve.',
    failedTitle: 'Zprávu se nepodařilo odeslat',
    failed: 'Opravte prosím tyto údaje a odešlete formulář znovu:',
    back: 'Zpět na kontaktní formulář',
    fields: { name: 'Jméno musí mít alespoň 2 znaky.', email: 'Zadejte prosím platnou e-mailovou adresu.', message: 'Zpráva musí mít alespoň 10 znaků.' },
  },
  en: {
    sentTitle: 'Message sent',
    sent: "Thank you for your message. We'll get back to you soon.",
    failedTitle: 'The message could not be sent',
    failed: 'Please correct these fields and send the form again:',
    back: 'Back to the contact form',
    fields: { name: 'Name must be at least 2 characters.', email: 'Please enter a valid email address.', message: 'Message must be at least 10 characters.' },
  },
};

export function classicFormAnswer(res: Response, status: 201 | 400, lang: Language, error?: HttpError): void {
  const t = TEXTS[lang];
  const back = pathInLanguage('/contact', lang);
  const problems = Object.entries(error?.fields ?? {}).map(([field, message]) => `<li>${escapeHtml(t.fields[field] ?? `${field}: ${message}`)}</li>`);
  const title = status === 201 ? t.sentTitle : t.failedTitle;
  const body =
    status === 201
      ? `<p>${escapeHtml(t.sent)}</p>`
      : `<p>${escapeHtml(t.failed)}</p><ul>${problems.join('')}</ul>`;
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="${escapeHtml(back)}">${escapeHtml(t.back)}</a></p></main></body></html>`,
    );
}
