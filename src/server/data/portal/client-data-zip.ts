/**
 * The ZIP of a client's data export (docs/product/client-portal.md#a-clients-data; the data: client-data-export.ts):
 * `data.json` (everything, one object; money in integer minor units with its currency), one CSV per table
 * (formula-safe, in the client's language: `;` and decimal comma in Czech; the columns are the records' allow-lists,
 * CLIENT_DATA_EXPORT_FIELDS) and a README.txt saying what each file is.
 */
import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import { CLIENT_DATA_EXPORT_FIELDS as FIELDS } from '@/shared/client-privacy';
import type { Language } from '@/shared/constants';
import { officeDay } from '@/shared/dates';
import { minorToDecimalText } from '@/shared/money/minor-units';
import { csvCast } from '@/server/csv/csv-export';
import type { ClientDataExport } from './client-data-export';

type Row = Record<string, unknown>;

/** One CSV file: a header row of field names, then the rows (money as decimal amounts, the file's language). */
interface CsvTable {
  file: string;
  rows: Row[];
  columns: readonly string[];
  money?: readonly string[];
}

function csvFile({ rows, columns, money = [] }: CsvTable, language: Language): Uint8Array {
  const records = rows.map((row) =>
    columns.map((column) => {
      const value = row[column] ?? null;
      if (typeof value === 'number' && money.includes(column)) return minorToDecimalText(value, language);
      return value;
    }),
  );
  return strToU8(stringify([[...columns], ...records], { bom: true, delimiter: language === 'cs' ? ';' : ',', cast: csvCast(language) }));
}

/** The visit data of an enquiry: where the person came from (no hash, no identifier). */
export const ENQUIRY_VISIT_EXPORT_FIELDS = ['messageId', 'enteredAt', 'entryPath', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign'] as const;

const README: Record<Language, (data: ClientDataExport) => string> = {
  cs: (data) =>
    [
      'Vaše údaje',
      '==========',
      '',
      `Vše, co o vás evidujeme, k ${data.exportedAt} (UTC).`,
      '',
      'data.json            všechny údaje v jednom souboru (částky v haléřích/centech s měnou)',
      'client.csv           váš záznam klienta (kontakt, fakturační údaje)',
      'projects.csv         vaše projekty',
      'messages.csv         zprávy a poptávky, které jste nám poslali',
      'enquiry-visits.csv   odkud jste na web přišli před odesláním poptávky (vstupní stránka, odkazující web, kampaň)',
      'proposals.csv        nabídky (číslo, název, stav, data; obsah odeslaných nabídek je v data.json)',
      'invoices.csv         vystavené faktury a dobropisy (číslo, druh, data, částky; celý doklad je v data.json)',
      'payments.csv         přijaté platby k fakturám',
      'change-requests.csv  vaše žádosti o změnu fakturačních údajů',
      'portal.csv           přístup do klientského portálu: přihlášení (kdy vytvořeno, naposledy použito) a odkazy pro přihlášení',
      '',
      'CSV soubory jsou v UTF-8, oddělené středníkem, data v pražském čase.',
      'Daňové doklady (faktury, dobropisy) uchováváme 10 let podle zákona o DPH (§ 35); ty nelze na žádost vymazat.',
      '',
    ].join('\r\n'),
  en: (data) =>
    [
      'Your data',
      '=========',
      '',
      `Everything we store about you, as of ${data.exportedAt} (UTC).`,
      '',
      'data.json            all of it in one file (amounts in minor units — cents — with their currency)',
      'client.csv           your client record (contact, billing details)',
      'projects.csv         your projects',
      'messages.csv         messages and enquiries you sent us',
      'enquiry-visits.csv   where you came to the website from before an enquiry (entry page, referring site, campaign)',
      'proposals.csv        proposals (number, title, status, dates; the content of sent ones is in data.json)',
      'invoices.csv         issued invoices and credit notes (number, kind, dates, totals; the whole document is in data.json)',
      'payments.csv         payments received for the invoices',
      'change-requests.csv  your requests to change your billing details',
      'portal.csv           client portal access: sessions (created, last seen) and sign-in links',
      '',
      'CSV files are UTF-8, comma-separated, times in Prague time.',
      'Tax documents (invoices, credit notes) are kept 10 years as the Czech VAT Act requires (§ 35); they cannot be erased on request.',
      '',
    ].join('\r\n'),
};

/** The ZIP of an export: data.json, one CSV per table, README.txt. */
export function clientDataZip(data: ClientDataExport): Uint8Array {
  const { language } = data;
  const portalRows: Row[] = [
    ...(data.portal.accessEnabledAt ? [{ kind: 'access', createdAt: new Date(data.portal.accessEnabledAt), lastSeenAt: null, usedAt: null, expiresAt: null }] : []),
    ...data.portal.sessions.map((session) => ({ kind: 'session', createdAt: session.createdAt, lastSeenAt: session.lastSeenAt, usedAt: null, expiresAt: session.expiresAt })),
    ...data.portal.signInLinks.map((link) => ({ kind: 'sign_in_link', createdAt: link.createdAt, lastSeenAt: null, usedAt: link.usedAt, expiresAt: link.expiresAt })),
  ];
  const tables: CsvTable[] = [
    { file: 'client.csv', rows: [data.client], columns: FIELDS.client },
    { file: 'projects.csv', rows: data.projects, columns: FIELDS.project, money: ['budget', 'monthlyFee', 'amountPaid'] },
    { file: 'messages.csv', rows: data.messages, columns: FIELDS.message },
    { file: 'enquiry-visits.csv', rows: data.enquiryVisits, columns: ENQUIRY_VISIT_EXPORT_FIELDS },
    { file: 'proposals.csv', rows: data.proposals, columns: FIELDS.proposal },
    { file: 'invoices.csv', rows: data.invoices, columns: [...FIELDS.invoice, 'totalMinor'], money: ['totalMinor'] },
    { file: 'payments.csv', rows: data.payments, columns: ['invoiceId', 'invoiceNumber', ...FIELDS.payment], money: ['amountMinor'] },
    { file: 'change-requests.csv', rows: data.changeRequests, columns: FIELDS.changeRequest },
    { file: 'portal.csv', rows: portalRows, columns: ['kind', 'createdAt', 'lastSeenAt', 'usedAt', 'expiresAt'] },
  ];
  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(README[language](data)),
    'data.json': strToU8(JSON.stringify(data, null, 2)),
  };
  for (const table of tables) files[table.file] = csvFile(table, language);
  return zipSync(files, { level: 6, mtime: new Date(data.exportedAt) });
}

/** The download's file name in a language: moje-udaje-2026-11-26.zip / my-data-2026-11-26.zip (the office's day). */
export function clientDataFileName(language: Language, now = new Date()): string {
  return `${language === 'cs' ? 'moje-udaje' : 'my-data'}-${officeDay(now)}.zip`;
}
