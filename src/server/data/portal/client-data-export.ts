/**
 * Everything stored about one client, on request (issue 25, GDPR right of access; docs/product/client-portal.md): read
 * in one read-only transaction (one consistent picture), packed as a ZIP — `data.json` (everything, one object; money in
 * integer minor units with its currency), one CSV per table (formula-safe, in the client's language: `;` and decimal
 * comma in Czech) and a README.txt saying what each file is. The client downloads it from the portal (GET /portal/export),
 * staff from the client's page (GET /api/admin/clients/:id/export); both are audited ('export', entity client).
 *
 * Never in it: the hashes of portal sessions and sign-in links, staff-only notes of drafts (a draft proposal is listed by
 * number, title, status and dates only), invoice drafts (not documents yet), the PDFs' bytes (in the portal already).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import type { Language } from '@/shared/constants';
import { officeDay } from '@/shared/dates';
import { minorToDecimalText } from '@/shared/money/minor-units';
import { recordAudit, type Actor } from '@/server/audit/audit-log';
import { csvCast } from '@/server/csv/csv-export';
import type { Database } from '@/server/db/database';
import {
  clientChangeRequests,
  clients,
  enquiryVisits,
  invoicePayments,
  invoices,
  messages,
  portalAccess,
  portalSessions,
  portalSignInLinks,
  projects,
  proposals,
} from '@/server/db/schema';
import { messageIdsOfClient } from '../messages';

type Row = Record<string, unknown>;

/** The export's one object (data.json). */
export interface ClientDataExport {
  exportedAt: string;
  language: Language;
  client: Row;
  portal: { accessEnabledAt: string | null; sessions: Row[]; signInLinks: Row[] };
  projects: Row[];
  messages: Row[];
  enquiryVisits: Row[];
  proposals: Row[];
  invoices: Row[];
  payments: Row[];
  changeRequests: Row[];
}

/** Reads everything about a client in one read-only transaction; undefined for an unknown client. */
export async function readClientData(db: Database, clientId: number, language: Language, now = new Date()): Promise<ClientDataExport | undefined> {
  return db.transaction(
    async (tx) => {
      const [client] = await tx.select().from(clients).where(eq(clients.id, clientId));
      if (!client) return undefined;
      const messageIds = await messageIdsOfClient(tx, clientId, client.email);
      const messageRows = messageIds.length
        ? await tx
            .select({
              id: messages.id,
              kind: messages.kind,
              status: messages.status,
              name: messages.name,
              email: messages.email,
              phone: messages.phone,
              message: messages.message,
              pagePath: messages.pagePath,
              language: messages.language,
              quote: messages.quote,
              projectId: messages.projectId,
              createdAt: messages.createdAt,
            })
            .from(messages)
            .where(inArray(messages.id, messageIds))
            .orderBy(asc(messages.id))
        : [];
      const visits = messageIds.length
        ? await tx.select().from(enquiryVisits).where(inArray(enquiryVisits.messageId, messageIds)).orderBy(asc(enquiryVisits.messageId))
        : [];
      const projectRows = await tx.select().from(projects).where(eq(projects.clientId, clientId)).orderBy(asc(projects.id));
      const proposalRows = await tx
        .select({
          id: proposals.id,
          number: proposals.number,
          version: proposals.version,
          title: proposals.title,
          status: proposals.status,
          language: proposals.language,
          currency: proposals.currency,
          validUntil: proposals.validUntil,
          createdAt: proposals.createdAt,
          sentAt: proposals.sentAt,
          viewedAt: proposals.viewedAt,
          acceptedAt: proposals.acceptedAt,
          acceptedName: proposals.acceptedName,
          declinedAt: proposals.declinedAt,
          declineReason: proposals.declineReason,
          snapshot: proposals.snapshot,
        })
        .from(proposals)
        .where(eq(proposals.clientId, clientId))
        .orderBy(asc(proposals.id));
      const invoiceRows = await tx
        .select({
          id: invoices.id,
          number: invoices.number,
          kind: invoices.kind,
          currency: invoices.currency,
          issuedOn: invoices.issuedOn,
          taxableSupplyOn: invoices.taxableSupplyOn,
          dueOn: invoices.dueOn,
          variableSymbol: invoices.variableSymbol,
          totalMinor: invoices.totalMinor,
          sentAt: invoices.sentAt,
          projectId: invoices.projectId,
          snapshot: invoices.snapshot,
        })
        .from(invoices)
        .where(and(eq(invoices.clientId, clientId), eq(invoices.status, 'issued')))
        .orderBy(asc(invoices.id));
      const invoiceIds = invoiceRows.map((row) => row.id);
      const paymentRows = invoiceIds.length
        ? await tx
            .select({
              id: invoicePayments.id,
              invoiceId: invoicePayments.invoiceId,
              invoiceNumber: invoices.number,
              amountMinor: invoicePayments.amountMinor,
              currency: invoicePayments.currency,
              paidOn: invoicePayments.paidOn,
              method: invoicePayments.method,
              createdAt: invoicePayments.createdAt,
            })
            .from(invoicePayments)
            .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
            .where(inArray(invoicePayments.invoiceId, invoiceIds))
            .orderBy(asc(invoicePayments.id))
        : [];
      const requests = await tx
        .select({
          id: clientChangeRequests.id,
          status: clientChangeRequests.status,
          changes: clientChangeRequests.changes,
          createdAt: clientChangeRequests.createdAt,
          decidedAt: clientChangeRequests.decidedAt,
        })
        .from(clientChangeRequests)
        .where(eq(clientChangeRequests.clientId, clientId))
        .orderBy(asc(clientChangeRequests.id));
      const [access] = await tx.select({ enabledAt: portalAccess.enabledAt }).from(portalAccess).where(eq(portalAccess.clientId, clientId));
      const sessions = await tx
        .select({ createdAt: portalSessions.createdAt, lastSeenAt: portalSessions.lastSeenAt, expiresAt: portalSessions.expiresAt, email: portalSessions.email })
        .from(portalSessions)
        .where(eq(portalSessions.clientId, clientId))
        .orderBy(asc(portalSessions.createdAt));
      const links = await tx
        .select({ createdAt: portalSignInLinks.createdAt, expiresAt: portalSignInLinks.expiresAt, usedAt: portalSignInLinks.usedAt, email: portalSignInLinks.email })
        .from(portalSignInLinks)
        .where(eq(portalSignInLinks.clientId, clientId))
        .orderBy(asc(portalSignInLinks.id));
      const visitOf = new Map(visits.map((visit) => [visit.messageId, visit]));
      const paymentsOf = (invoiceId: number) => paymentRows.filter((payment) => payment.invoiceId === invoiceId);
      return {
        exportedAt: now.toISOString(),
        language,
        client,
        portal: { accessEnabledAt: access?.enabledAt.toISOString() ?? null, sessions, signInLinks: links },
        projects: projectRows,
        messages: messageRows.map((message) => {
          const visit = visitOf.get(message.id);
          return { ...message, visit: visit ? { enteredAt: visit.enteredAt, entryPath: visit.entryPath, referrerHost: visit.referrerHost, utmSource: visit.utmSource, utmMedium: visit.utmMedium, utmCampaign: visit.utmCampaign } : null };
        }),
        enquiryVisits: visits,
        // A draft is the agency's work in progress: listed, without its content.
        proposals: proposalRows.map((proposal) => (proposal.status === 'draft' ? { ...proposal, snapshot: null } : proposal)),
        invoices: invoiceRows.map((invoice) => ({ ...invoice, payments: paymentsOf(invoice.id) })),
        payments: paymentRows,
        changeRequests: requests,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

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

const keysOf = (rows: Row[], fallback: readonly string[]): readonly string[] => (rows[0] ? Object.keys(rows[0]) : fallback);

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
    { file: 'client.csv', rows: [data.client], columns: Object.keys(data.client), money: ['oneTimePrice', 'monthlyPrice'] },
    { file: 'projects.csv', rows: data.projects, columns: keysOf(data.projects, ['id', 'name']), money: ['budget', 'monthlyFee', 'amountPaid', 'costOfService'] },
    { file: 'messages.csv', rows: data.messages, columns: ['id', 'kind', 'status', 'name', 'email', 'phone', 'message', 'pagePath', 'language', 'quote', 'projectId', 'createdAt'] },
    { file: 'enquiry-visits.csv', rows: data.enquiryVisits, columns: ['messageId', 'enteredAt', 'entryPath', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign'] },
    { file: 'proposals.csv', rows: data.proposals, columns: ['id', 'number', 'version', 'title', 'status', 'language', 'currency', 'validUntil', 'createdAt', 'sentAt', 'viewedAt', 'acceptedAt', 'acceptedName', 'declinedAt', 'declineReason'] },
    { file: 'invoices.csv', rows: data.invoices, columns: ['id', 'number', 'kind', 'currency', 'issuedOn', 'taxableSupplyOn', 'dueOn', 'variableSymbol', 'totalMinor', 'sentAt', 'projectId'], money: ['totalMinor'] },
    { file: 'payments.csv', rows: data.payments, columns: ['id', 'invoiceId', 'invoiceNumber', 'amountMinor', 'currency', 'paidOn', 'method', 'createdAt'], money: ['amountMinor'] },
    { file: 'change-requests.csv', rows: data.changeRequests, columns: ['id', 'status', 'changes', 'createdAt', 'decidedAt'] },
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

/**
 * The export of a client, audited ('export', entity client, who asked: the client in the portal or a staff member)
 * before it is read; undefined for an unknown client. `language`: the README's and CSVs' (else the client's document
 * language).
 */
export async function exportClientData(
  db: Database,
  clientId: number,
  actor: Actor | ((client: { name: string }) => Actor),
  language?: Language,
  now = new Date(),
): Promise<{ zip: Uint8Array; fileName: string } | undefined> {
  const [client] = await db.select({ name: clients.name, documentLanguage: clients.documentLanguage }).from(clients).where(eq(clients.id, clientId));
  if (!client) return undefined;
  const lang = language ?? client.documentLanguage;
  await recordAudit(db, { actor: typeof actor === 'function' ? actor(client) : actor, action: 'export', entity: 'client', entityId: clientId, changes: { files: { from: null, to: 'zip' } } });
  const data = await readClientData(db, clientId, lang, now);
  if (!data) return undefined;
  return { zip: clientDataZip(data), fileName: clientDataFileName(lang, now) };
}
