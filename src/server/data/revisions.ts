/**
 * Revisions of blog posts and portfolio items (issue 35 point 4; docs/product/site-content.md#revisions): the only
 * writer of content_revisions. The record's data module calls `recordRevision` in the transaction of every save, with
 * the record locked (its row read `for update`), so two saves of one record number their revisions one after the other.
 */
import { and, desc, eq, lte } from 'drizzle-orm';
import { REVISION_MESSAGES, REVISIONS_KEPT, type Revision, type RevisionContent, type RevisionContentOf, type RevisionEntity, type RevisionSummary } from '@/shared/revisions';
import type { Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { contentRevisions, type ContentRevisionRow } from '../db/schema';
import { NotFound } from '../domain/errors';
import type { Transaction } from './content-version';
import { deleteTranslationMarks, recordTranslationDrift } from './translation-marks';

type Reader = Pick<Database, 'select'>;

const ofRecord = (entity: RevisionEntity, entityId: number) => and(eq(contentRevisions.entity, entity), eq(contentRevisions.entityId, entityId));

const summaryOf = (row: Pick<ContentRevisionRow, 'number' | 'createdAt' | 'createdBy' | 'restoredFrom'>): RevisionSummary => ({
  number: row.number,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  restoredFrom: row.restoredFrom,
});

/** The same content, whatever order a JSON store gave its keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface RevisionWrite {
  entity: RevisionEntity;
  entityId: number;
  /** The content as it stood before this save (null for a new record): kept as the first revision when the record
   * has none yet, so the first save after revisions began can be compared and undone. */
  before: RevisionContent | null;
  after: RevisionContent;
  actor: Actor;
  restoredFrom?: number;
}

/**
 * Keeps `after` as the record's next revision, unless it is the same content as its latest (a save that changed
 * nothing staff edit, e.g. the home-page flag); drops the oldest beyond REVISIONS_KEPT; and marks the texts the save
 * left behind in the other language (translation-marks.ts). The new revision's number, or null when nothing was kept.
 */
export async function recordRevision(tx: Transaction, write: RevisionWrite): Promise<number | null> {
  const { entity, entityId, before, after, actor } = write;
  await recordTranslationDrift(tx, entity, entityId, before, after);
  const [latest] = await tx
    .select({ number: contentRevisions.number, content: contentRevisions.content })
    .from(contentRevisions)
    .where(ofRecord(entity, entityId))
    .orderBy(desc(contentRevisions.number))
    .limit(1);
  let number = latest?.number ?? 0;
  if (!latest && before && canonical(before) !== canonical(after)) {
    await tx.insert(contentRevisions).values({ entity, entityId, number: ++number, content: before, createdBy: null });
  } else if (latest && canonical(latest.content) === canonical(after)) {
    return null;
  }
  await tx.insert(contentRevisions).values({ entity, entityId, number: ++number, content: after, createdBy: actor.name, restoredFrom: write.restoredFrom ?? null });
  if (number > REVISIONS_KEPT) await tx.delete(contentRevisions).where(and(ofRecord(entity, entityId), lte(contentRevisions.number, number - REVISIONS_KEPT)));
  return number;
}

/** A deleted record's revisions (and its translation marks) go with it, in the delete's transaction. */
export async function deleteRevisions(tx: Transaction, entity: RevisionEntity, entityId: number): Promise<void> {
  await tx.delete(contentRevisions).where(ofRecord(entity, entityId));
  await deleteTranslationMarks(tx, entity, entityId);
}

/** The record's revisions, newest first (without their content). */
export async function revisionList(db: Reader, entity: RevisionEntity, entityId: number): Promise<RevisionSummary[]> {
  const rows = await db
    .select({ number: contentRevisions.number, createdAt: contentRevisions.createdAt, createdBy: contentRevisions.createdBy, restoredFrom: contentRevisions.restoredFrom })
    .from(contentRevisions)
    .where(ofRecord(entity, entityId))
    .orderBy(desc(contentRevisions.number));
  return rows.map(summaryOf);
}

/** One revision with its content; undefined when the record has no such revision (never, or no longer kept). */
export async function revisionAt<E extends RevisionEntity>(db: Reader, entity: E, entityId: number, number: number): Promise<Revision<RevisionContentOf[E]> | undefined> {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(ofRecord(entity, entityId), eq(contentRevisions.number, number)));
  // The row's entity is `entity` (the where clause), and each record kind's data module writes its own content shape.
  return row ? { ...summaryOf(row), content: row.content as RevisionContentOf[E] } : undefined;
}

/**
 * The history routes' reads of one record kind (resource-routes.ts `revisions`): undefined for an unknown record, a
 * NotFound for a revision it does not have; `restore` saves the revision's content as the record's data module does
 * any save (its rules, the audit log as a restore, a new revision).
 */
export function revisionHistory<E extends RevisionEntity, Row>(
  db: Reader,
  entity: E,
  exists: (id: number) => Promise<boolean>,
  restore: (id: number, content: RevisionContentOf[E], number: number, actor: Actor) => Promise<Row | undefined>,
) {
  const revision = async (id: number, number: number) => {
    const found = await revisionAt(db, entity, id, number);
    if (!found) throw new NotFound(REVISION_MESSAGES.notFound);
    return found;
  };
  return {
    list: async (id: number) => ((await exists(id)) ? revisionList(db, entity, id) : undefined),
    get: async (id: number, number: number) => ((await exists(id)) ? revision(id, number) : undefined),
    restore: async (id: number, number: number, actor: Actor) => ((await exists(id)) ? restore(id, (await revision(id, number)).content, number, actor) : undefined),
  };
}
