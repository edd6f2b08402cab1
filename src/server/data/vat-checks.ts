/**
 * VIES checks of EU VAT IDs (issue 37; docs/product/czech-services.md#vies--the-vat-id-check) — the only writer of
 * vat_checks. Every ask is stored, whatever came of it: a verdict (valid / invalid, with what VIES told of the trader,
 * the consultation number and its date) or no verdict ('unavailable' with the VIES code or the kind of failure).
 *
 * - A valid verdict younger than 24 h (VALID_CHECK_REUSE_MS) stands in for a new ask; an outage is never reused: the
 *   next check asks again (the caller's breaker keeps a service that is down from being hammered).
 * - A client shows its VAT ID's newest check and newest valid one (clientVatCheckState).
 * - Before a reverse-charge invoice is issued, vatProofForIssue asks again: valid → that check is the proof; invalid
 *   → refused (409 `viesInvalid`); a number VIES calls malformed → 400 on client.dic; VIES unavailable → the last
 *   valid check, marked `unavailableAtIssue` — or, when there never was one, no proof ("VIES nedostupný, ověření
 *   chybí"), the invoice still issued: an outage does not block work.
 *
 * Not audited: vat_checks is itself the log (who asked, when, what came back; never changed).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { vatChecks } from '@/server/db/schema';
import { Conflict, Invalid } from '@/server/domain/errors';
import { askVies, viesErrorCategory, viesRequester, type ViesResult } from '@/server/outside/vies-client';
import type { OutsideCaller } from '@/server/outside/outside-services';
import { normalizeVatId } from '@/shared/identifiers/vat-id';
import {
  VALID_CHECK_REUSE_MS,
  VAT_CHECK_MESSAGES,
  VAT_CHECK_REASONS,
  viesNumberOf,
  type ClientVatCheckState,
  type SnapshotVatCheck,
  type VatCheck,
} from '@/shared/vat-checks';
import { readAgencyBilling } from './agency-billing';
import { noteServiceFailure, noteServiceSuccess } from './outside-service-states';
import type { Transaction } from './content-version';

type Reader = Pick<Database, 'select'> | Transaction;
type VatCheckRow = typeof vatChecks.$inferSelect;

function vatCheckOf(row: VatCheckRow): VatCheck {
  return {
    id: row.id,
    vatId: row.vatId,
    outcome: row.outcome,
    name: row.name ?? '',
    address: row.address ?? '',
    requestIdentifier: row.requestIdentifier,
    requestDate: row.requestDate?.toISOString() ?? null,
    errorCode: row.errorCode,
    checkedAt: row.checkedAt.toISOString(),
  };
}

/** The newest check of `vatId` with one of `outcomes`, or null. */
async function newest(db: Reader, vatId: string, outcomes: readonly VatCheckRow['outcome'][]): Promise<VatCheck | null> {
  const [row] = await db
    .select()
    .from(vatChecks)
    .where(and(eq(vatChecks.vatId, vatId), inArray(vatChecks.outcome, [...outcomes])))
    .orderBy(desc(vatChecks.checkedAt), desc(vatChecks.id))
    .limit(1);
  return row ? vatCheckOf(row) : null;
}

/** The state a client shows of its VAT ID: the newest check and the newest valid one (nothing to check: `applies` false). */
export async function vatCheckState(db: Reader, dic: string | null): Promise<ClientVatCheckState> {
  if (!viesNumberOf(dic) || !dic) return { applies: false, vatId: null, latest: null, lastValid: null };
  const vatId = normalizeVatId(dic);
  const latest = await newest(db, vatId, ['valid', 'invalid', 'unavailable']);
  const lastValid = latest?.outcome === 'valid' ? latest : await newest(db, vatId, ['valid']);
  return { applies: true, vatId, latest, lastValid };
}

/** What came of a check: the stored check, and for an error code which kind it was. */
export interface VatCheckRun {
  check: VatCheck;
  /** Asked VIES now (false: a valid check younger than 24 h stood in). */
  asked: boolean;
  problem: 'input' | 'requester' | null;
}

function rowOf(result: ViesResult): Pick<VatCheckRow, 'outcome' | 'name' | 'address' | 'requestIdentifier' | 'requestDate' | 'errorCode'> {
  switch (result.kind) {
    case 'verdict':
      return {
        outcome: result.valid ? 'valid' : 'invalid',
        name: result.name,
        address: result.address,
        requestIdentifier: result.requestIdentifier,
        requestDate: result.requestDate ? new Date(result.requestDate) : null,
        errorCode: null,
      };
    case 'error':
      return { outcome: 'unavailable', name: null, address: null, requestIdentifier: null, requestDate: null, errorCode: result.code.slice(0, 100) };
    case 'down':
      return { outcome: 'unavailable', name: null, address: null, requestIdentifier: null, requestDate: null, errorCode: result.failure };
  }
}

export interface VatCheckOptions {
  /** Whether a valid check younger than 24 h stands in for asking (default true; "Check again" asks always). */
  reuse?: boolean;
  /** Overrides of the VIES call's limits (tests). */
  limits?: { timeoutMs?: number; attempts?: number };
  now?: Date;
}

/**
 * Checks `vatId` in VIES (or reuses a valid check younger than 24 h) and stores the outcome, asked by `userId`.
 * Throws Invalid('dic') for a VAT ID that is not of another EU member state (nothing to check).
 */
export async function checkVatId(db: Database, outside: OutsideCaller, vatId: string, userId: number | null, options: VatCheckOptions = {}): Promise<VatCheckRun> {
  const number = viesNumberOf(vatId);
  if (!number) throw new Invalid('dic', VAT_CHECK_MESSAGES.notApplicable);
  const id = normalizeVatId(vatId);
  const now = options.now ?? new Date();
  if (options.reuse ?? true) {
    const verdict = await newest(db, id, ['valid', 'invalid']);
    if (verdict?.outcome === 'valid' && now.getTime() - Date.parse(verdict.checkedAt) < VALID_CHECK_REUSE_MS) return { check: verdict, asked: false, problem: null };
  }
  const agency = await readAgencyBilling(db);
  const result = await askVies(outside, number, viesRequester(agency.dic), options.limits);
  const category = result.kind === 'error' ? viesErrorCategory(result.code) : null;
  if (result.kind === 'verdict' || (category !== null && category !== 'unavailable')) await noteServiceSuccess(db, 'vies');
  else await noteServiceFailure(db, 'vies', result.kind === 'error' ? result.code : result.failure);
  const [row] = await db
    .insert(vatChecks)
    .values({ vatId: id, ...rowOf(result), checkedBy: userId })
    .returning();
  return { check: vatCheckOf(row!), asked: true, problem: category === 'input' || category === 'requester' ? category : null };
}

/** The refusals of a check that is no verdict because of what was sent (POST …/vat-check, issuing). */
export function refuseCheckProblem(run: VatCheckRun, field: string): void {
  if (run.problem === 'input') {
    throw new Invalid(field, VAT_CHECK_MESSAGES.invalidInput(run.check.vatId), { code: VAT_CHECK_REASONS.invalidInput, params: { vatId: run.check.vatId } });
  }
  if (run.problem === 'requester') throw new Conflict(VAT_CHECK_MESSAGES.requesterInvalid, undefined, undefined, { code: VAT_CHECK_REASONS.requesterInvalid });
}

const invalidVatId = (vatId: string) =>
  new Conflict(VAT_CHECK_MESSAGES.invalid(vatId), undefined, undefined, { code: VAT_CHECK_REASONS.invalid, params: { vatId } });

function proofOf(check: VatCheck, unavailableAtIssue: boolean): SnapshotVatCheck {
  return {
    vatId: check.vatId,
    valid: true,
    name: check.name,
    address: check.address,
    requestIdentifier: check.requestIdentifier,
    requestDate: check.requestDate,
    checkedAt: check.checkedAt,
    ...(unavailableAtIssue ? { unavailableAtIssue: true } : {}),
  };
}

/** No valid check ever and VIES unavailable: the invoice is issued, marked "VIES nedostupný, ověření chybí". */
const missingProof = (vatId: string): SnapshotVatCheck => ({
  vatId,
  valid: false,
  name: '',
  address: '',
  requestIdentifier: null,
  requestDate: null,
  checkedAt: null,
  unavailableAtIssue: true,
});

/**
 * The proof a reverse-charge invoice to `dic` is issued with, asked of VIES now (before the issuing transaction:
 * no transaction waits on VIES). Null when `dic` is no VAT ID of another member state. Refuses (409 `viesInvalid`)
 * an invalid verdict — or, while VIES is unavailable, a newest verdict that was invalid; 400 on `client.dic` for a
 * number VIES calls malformed.
 */
export async function vatProofForIssue(db: Database, outside: OutsideCaller, dic: string | null, userId: number | null): Promise<SnapshotVatCheck | null> {
  if (!dic || !viesNumberOf(dic)) return null;
  const run = await checkVatId(db, outside, dic, userId);
  if (run.problem === 'input') refuseCheckProblem(run, 'client.dic');
  if (run.check.outcome === 'valid') return proofOf(run.check, false);
  if (run.check.outcome === 'invalid') throw invalidVatId(run.check.vatId);
  return storedProof(db, run.check.vatId, true);
}

/**
 * The proof from the stored checks alone (no ask): the newest verdict invalid → refused; else the newest valid check,
 * or none. `unavailableAtIssue`: VIES was asked and could not answer.
 */
async function storedProof(db: Reader, vatId: string, unavailableAtIssue: boolean): Promise<SnapshotVatCheck> {
  const verdict = await newest(db, vatId, ['valid', 'invalid']);
  if (verdict?.outcome === 'invalid') throw invalidVatId(vatId);
  return verdict ? proofOf(verdict, unavailableAtIssue) : missingProof(vatId);
}

/**
 * In the issuing transaction: the proof asked for before it, when it is of the client's current VAT ID; otherwise
 * (the client's DIČ changed meanwhile, or a run that does not ask VIES — the monthly invoices) from the stored
 * checks, refused when the newest verdict is invalid. Null when the VAT ID is none of another member state.
 */
export async function vatProofIn(tx: Transaction, dic: string | null, asked: SnapshotVatCheck | null | undefined): Promise<SnapshotVatCheck | null> {
  if (!dic || !viesNumberOf(dic)) return null;
  const vatId = normalizeVatId(dic);
  if (asked && asked.vatId === vatId) return asked;
  return storedProof(tx, vatId, false);
}

/** Whether the stored checks refuse reverse charge to `dic` (its newest verdict invalid): the monthly run keeps a draft. */
export async function vatIdRefused(db: Reader, dic: string | null): Promise<boolean> {
  if (!dic || !viesNumberOf(dic)) return false;
  return (await newest(db, normalizeVatId(dic), ['valid', 'invalid']))?.outcome === 'invalid';
}

/**
 * After a client is saved: its VAT ID checked when it is of another EU member state and new (a created client, or a
 * changed DIČ) — a valid check younger than 24 h reused. Never fails the save for VIES (an outage is stored as
 * 'unavailable'; an invalid verdict is shown as a warning — the refusal comes at issuing). The client's state.
 */
export async function vatCheckAfterSave(db: Database, outside: OutsideCaller, before: string | null | undefined, after: string | null, userId: number | null): Promise<ClientVatCheckState> {
  const changed = before === undefined || normalizeVatId(before ?? '') !== normalizeVatId(after ?? '');
  if (changed && after && viesNumberOf(after)) await checkVatId(db, outside, after, userId);
  return vatCheckState(db, after);
}
