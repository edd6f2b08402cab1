/**
 * Unbilled time → an invoice draft (issue 36, docs/product/time-and-profit.md#unbilled-time): the preview of a
 * project's period, and the draft made of it. The draft bills exactly the time staff saw: its entries and minutes are
 * compared with the preview's when it is made, and again with what the draft's transaction put on it (a concurrent
 * entry refuses the draft, 409). The time itself is written by its own module (time-entries.ts: billTime, releaseTime).
 */
import { eq } from 'drizzle-orm';
import { officeDay } from '@/shared/dates';
import { MAX_INVOICE_LINES, type AdminInvoice, type InvoiceDraftInput } from '@/shared/schemas/invoice';
import { TIME_MESSAGES } from '@/shared/schemas/messages';
import type { InvoiceFromTimeInput, UnbilledTime, UnbilledTimeQuery } from '@/shared/schemas/time-billing';
import { timeInvoiceLines, timeInvoiceNote } from '@/shared/time/billing';
import { recordAudit, type Actor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { clients, projects } from '@/server/db/schema';
import { Conflict, Invalid } from '@/server/domain/errors';
import type { Transaction } from '../content-version';
import { firstRow } from '../list-page';
import { hourlyRateSql } from '../project-budgets';
import { billTime, unbilledEntriesShown, unbilledGroups, type TimeEntryWithNames } from '../time-entries';
import { adminInvoice } from './invoice-detail';
import { insertDraft } from './invoice-drafts';

type Reader = Database | Transaction;

/** UnbilledTime before it is sent as JSON: its entries as every entry answer (record-shapes.ts ties them to AdminTimeEntry). */
export type UnbilledTimeAnswer = Omit<UnbilledTime, 'shown'> & { shown: TimeEntryWithNames[] };

/** The project of a period, with its client, the draft's language and the rate an hour is billed at; 400 when unknown. */
async function projectForBilling(db: Reader, projectId: number) {
  const project = firstRow(
    await db
      .select({ id: projects.id, name: projects.name, clientId: clients.id, clientName: clients.name, language: clients.documentLanguage, hourlyRate: hourlyRateSql })
      .from(projects)
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .where(eq(projects.id, projectId)),
  );
  if (!project) throw new Invalid('projectId', TIME_MESSAGES.projectNotFound);
  return project;
}

/** The lines and totals of a period's unbilled time, as a draft would bill them now. */
async function previewOf(db: Reader, query: UnbilledTimeQuery) {
  const project = await projectForBilling(db, query.projectId);
  const groups = await unbilledGroups(db, query, query.groupBy, project.language);
  return {
    project,
    lines: timeInvoiceLines(groups, query.groupBy, project.hourlyRate, project.language),
    entries: groups.reduce((sum, g) => sum + g.entries, 0),
    minutes: groups.reduce((sum, g) => sum + g.minutes, 0),
  };
}

export function invoiceFromTime(db: Database) {
  return {
    /** GET /invoices/unbilled-time: what a draft of the period would bill, and its first entries. */
    unbilledTime: async (query: UnbilledTimeQuery): Promise<UnbilledTimeAnswer> => {
      const [{ project, lines, entries, minutes }, shown] = await Promise.all([previewOf(db, query), unbilledEntriesShown(db, query)]);
      return {
        projectId: project.id,
        projectName: project.name,
        clientId: project.clientId,
        clientName: project.clientName,
        hourlyRate: project.hourlyRate,
        language: project.language,
        groupBy: query.groupBy,
        entries,
        minutes,
        lines,
        shown,
      };
    },

    /**
     * POST /invoices/from-time: a draft for the project's client (its document language, CZK, its VAT mode) whose
     * lines bill the period's unbilled time, the time put on it. 409 when the time changed since the preview.
     */
    fromTime: async (input: InvoiceFromTimeInput, actor: Actor, now = new Date()): Promise<AdminInvoice> => {
      const day = officeDay(now);
      const id = await db.transaction(async (tx) => {
        const { project, lines, entries, minutes } = await previewOf(tx, input);
        if (entries === 0) throw new Conflict(TIME_MESSAGES.nothingUnbilled);
        if (entries !== input.entries || minutes !== input.minutes) throw new Conflict(TIME_MESSAGES.previewChanged);
        if (lines.length > MAX_INVOICE_LINES) throw new Invalid('groupBy', TIME_MESSAGES.tooManyLines);
        const draft: InvoiceDraftInput = {
          kind: 'invoice',
          clientId: project.clientId,
          projectId: project.id,
          language: project.language,
          currency: 'CZK',
          exchangeRateThousandths: null,
          // The client's VAT mode (reverse charge, non-payer…), as a new draft takes it.
          vatMode: undefined,
          issuedOn: null,
          taxableSupplyOn: null,
          dueOn: null,
          note: timeInvoiceNote(input.from, input.to, project.language),
          settlesAdvanceId: null,
          lines,
        };
        const row = await insertDraft(tx, draft, actor, day);
        const billed = await billTime(tx, input, row.id);
        // Time logged or changed between the sums and the update: refused whole (the transaction is rolled back).
        if (billed.entries !== entries || billed.minutes !== minutes) throw new Conflict(TIME_MESSAGES.previewChanged);
        await recordAudit(tx, {
          actor,
          action: 'update',
          entity: 'invoice',
          entityId: row.id,
          changes: { timeEntries: { from: 0, to: billed.entries }, timeMinutes: { from: 0, to: billed.minutes }, timePeriod: { from: null, to: `${input.from}..${input.to}` } },
        });
        return row.id;
      });
      return (await adminInvoice(db, id, day))!;
    },
  };
}
