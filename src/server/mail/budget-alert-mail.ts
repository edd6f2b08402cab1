/**
 * A project's staff told that 80 % or 100 % of its budget is used (issue 36, docs/product/time-and-profit.md#budgets):
 * one mail per person, in that person's back-office language. A money budget's amounts are told to admins only (an
 * editor reads the share used); an hours budget's hours to everyone.
 */
import type { Language } from '@/shared/constants';
import { escapeHtml } from '@/shared/html-text';
import { formatDocumentMoney } from '@/shared/money/document-money';
import { formatMinutes } from '@/shared/time/minutes';
import type { BudgetBurn, BudgetThreshold } from '@/shared/time/rates';
import { subjectLine, type RenderedMail } from './enquiry-mail';
import { MAIL_TEXTS } from './mail-texts';

export interface BudgetAlertMail {
  projectId: number;
  projectName: string;
  clientName: string;
  threshold: BudgetThreshold;
  burn: BudgetBurn;
  /** The recipient's address. */
  to: string;
  /** False: a money budget's amounts are left out (the recipient is no admin). */
  showAmounts: boolean;
}

interface BudgetAlertTexts {
  subject: (threshold: BudgetThreshold, project: string) => string;
  body: (threshold: BudgetThreshold, project: string, client: string) => string;
  used: string;
  hours: (minutes: number) => string;
  advice: Record<BudgetThreshold, string>;
}

export const BUDGET_ALERT_TEXTS: Record<Language, BudgetAlertTexts> = {
  cs: {
    subject: (threshold, project) => (threshold === 100 ? `Rozpočet projektu ${project} je vyčerpán` : `Projekt ${project} vyčerpal ${threshold} % rozpočtu`),
    body: (threshold, project, client) =>
      threshold === 100
        ? `Na projektu ${project} (${client}) je vyčerpán celý rozpočet.`
        : `Na projektu ${project} (${client}) je vyčerpáno ${threshold} % rozpočtu.`,
    used: 'Vyčerpáno',
    hours: (minutes) => `${formatMinutes(minutes)} h`,
    advice: {
      80: 'Domluvte s klientem další postup, dokud je ještě čas.',
      100: 'Další práce jde nad rámec rozpočtu: domluvte s klientem navýšení nebo vícepráce.',
    },
  },
  en: {
    subject: (threshold, project) => (threshold === 100 ? `The budget of ${project} is used up` : `${project} has used ${threshold} % of its budget`),
    body: (threshold, project, client) =>
      threshold === 100 ? `The whole budget of ${project} (${client}) is used.` : `${threshold} % of the budget of ${project} (${client}) is used.`,
    used: 'Used',
    hours: (minutes) => `${formatMinutes(minutes)} h`,
    advice: {
      80: 'Agree the next steps with the client while there is still time.',
      100: 'Further work is beyond the budget: agree a raise or extra work with the client.',
    },
  },
};

/** `adminUrl`: the project in the back office. */
export function renderBudgetAlert(mail: BudgetAlertMail, adminUrl: string, language: Language): RenderedMail {
  const t = BUDGET_ALERT_TEXTS[language];
  const { burn } = mail;
  const amount = (value: number) => (burn.kind === 'hours' ? t.hours(value) : formatDocumentMoney(value, 'CZK', language));
  const usedLine =
    burn.kind === 'hours' || mail.showAmounts ? `${t.used}: ${amount(burn.used)} / ${amount(burn.limit)} (${burn.percent} %)` : `${t.used}: ${burn.percent} %`;
  const body = t.body(mail.threshold, mail.projectName, mail.clientName);
  const open = MAIL_TEXTS[language].open;
  return {
    subject: subjectLine(t.subject(mail.threshold, mail.projectName)),
    text: [body, '', usedLine, '', t.advice[mail.threshold], '', `${open}: ${adminUrl}`].join('\n'),
    html: [
      '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a">',
      `<p>${escapeHtml(body)}</p>`,
      `<p><strong>${escapeHtml(usedLine)}</strong></p>`,
      `<p>${escapeHtml(t.advice[mail.threshold])}</p>`,
      `<p><a href="${escapeHtml(adminUrl)}">${escapeHtml(open)}</a></p>`,
      '</body></html>',
    ].join('\n'),
  };
}
