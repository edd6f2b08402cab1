/**
 * ČNB daily rates (issue 37; docs/product/czech-services.md#čnb--exchange-rates): the only writer of
 * exchange_rate_lists and exchange_rates. A list is stored once per fixing date (a second fetch of it changes
 * nothing but how far it is known to be valid); the rate of a day is the stored list with the greatest fixing date ≤
 * it — only when that list is known to be the day's (src/shared/exchange-rates.ts listCoversDay); otherwise ČNB is
 * asked for that very day (`?date=`), the answer stored, and the rule read again.
 */
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { addDays, officeClock, officeDay } from '@/shared/dates';
import { answerValidThrough, CNB_PUBLICATION_TIME, isCzechWorkingDay, listCoversDay, fixingDayFor, type ExchangeRateAnswer, type RateListFacts } from '@/shared/exchange-rates';
import type { OutsideServiceState } from '@/shared/outside-services';
import type { Database } from '@/server/db/database';
import { exchangeRateLists, exchangeRates } from '@/server/db/schema';
import { cnbFailureReason, fetchCnbRateList, type CnbRateList } from '@/server/outside/cnb-rates';
import { OutsideServiceDown, type OutsideCaller } from '@/server/outside/outside-services';
import { firstRow } from './list-page';
import { noteServiceFailure, noteServiceSuccess, outsideServiceStateList } from './outside-service-states';

/** Whether the day's fixing is declared by `now`: after 14:30 Prague time. */
export function afterPublication(now: Date): boolean {
  const { hour, minute } = officeClock(now);
  return hour > CNB_PUBLICATION_TIME.hour || (hour === CNB_PUBLICATION_TIME.hour && minute >= CNB_PUBLICATION_TIME.minute);
}

/**
 * Stores a list ČNB answered (its rates once: a list never changes) and how far it is known to be valid; never
 * lowers what an earlier answer proved.
 */
export async function storeRateList(db: Database, list: CnbRateList, validThrough: string): Promise<void> {
  const through = validThrough > list.fixingDate ? validThrough : list.fixingDate;
  await db.transaction(async (tx) => {
    await tx
      .insert(exchangeRateLists)
      .values({ fixingDate: list.fixingDate, serial: list.serial, validThrough: through })
      .onConflictDoUpdate({
        target: exchangeRateLists.fixingDate,
        set: { validThrough: sql`greatest(${exchangeRateLists.validThrough}, excluded.valid_through)` },
      });
    if (list.rates.length > 0) {
      await tx
        .insert(exchangeRates)
        .values(list.rates.map((rate) => ({ fixingDate: list.fixingDate, ...rate })))
        .onConflictDoNothing();
    }
  });
}

/** Stores ČNB's answer for `requested`, read at `now` (how far it is final: answerValidThrough). */
export async function storeAnswer(db: Database, list: CnbRateList, requested: string, now: Date): Promise<void> {
  await storeRateList(db, list, answerValidThrough(requested, list.fixingDate, officeDay(now)));
}

const listFacts = { fixingDate: exchangeRateLists.fixingDate, serial: exchangeRateLists.serial, validThrough: exchangeRateLists.validThrough };

/** The stored list that is known to be the rate of `day`, or null (none stored, or one may be missing in between). */
export async function coveringList(db: Database, day: string): Promise<RateListFacts | null> {
  const list = firstRow(await db.select(listFacts).from(exchangeRateLists).where(lte(exchangeRateLists.fixingDate, day)).orderBy(desc(exchangeRateLists.fixingDate)).limit(1));
  if (!list) return null;
  const next = firstRow(await db.select(listFacts).from(exchangeRateLists).where(gt(exchangeRateLists.fixingDate, list.fixingDate)).orderBy(asc(exchangeRateLists.fixingDate)).limit(1));
  return listCoversDay(list, next ?? null, day) ? list : null;
}

/** The stored rate of `currency` on `day`, from the database only; null when not known (see coveringList). */
export async function storedRate(db: Database, currency: string, day: string): Promise<ExchangeRateAnswer | null> {
  const list = await coveringList(db, day);
  if (!list) return null;
  const rate = firstRow(
    await db
      .select({ amount: exchangeRates.amount, rateThousandths: exchangeRates.rateThousandths })
      .from(exchangeRates)
      .where(and(eq(exchangeRates.fixingDate, list.fixingDate), eq(exchangeRates.currency, currency))),
  );
  if (!rate) return { state: 'missing', currency, date: day };
  return { state: 'final', currency, date: day, ...rate, fixedOn: list.fixingDate, serial: list.serial };
}

/** Asks ČNB for the list of `day` and stores it; the failure noted for the screen. Throws OutsideServiceDown. */
export async function fetchAndStore(db: Database, outside: OutsideCaller, day: string, now: Date): Promise<CnbRateList> {
  try {
    const list = await fetchCnbRateList(outside, day);
    await storeAnswer(db, list, day, now);
    await noteServiceSuccess(db, 'cnbRates');
    return list;
  } catch (err) {
    if (err instanceof OutsideServiceDown) await noteServiceFailure(db, 'cnbRates', cnbFailureReason(err));
    throw err;
  }
}

/**
 * The ČNB rate of `currency` for the DUZP `day` (the list with the greatest fixing date ≤ it, VAT Act §4(5)): from the
 * database when known, else asked of ČNB for that day. A day whose fixing is not declared yet (a future day, or
 * today before 14:30 on a working day) is `not_published` with the day it will be; ČNB away: `unavailable`.
 */
export async function rateFor(db: Database, outside: OutsideCaller, currency: string, day: string, now = new Date()): Promise<ExchangeRateAnswer> {
  const stored = await storedRate(db, currency, day);
  if (stored) return stored;
  const today = officeDay(now);
  const fixingDay = fixingDayFor(day);
  if (fixingDay > today || (fixingDay === today && !afterPublication(now))) return { state: 'not_published', currency, date: day, publishedOn: fixingDay };
  try {
    await fetchAndStore(db, outside, day, now);
  } catch (err) {
    if (err instanceof OutsideServiceDown) return { state: 'unavailable', currency, date: day };
    throw err;
  }
  // ČNB answered the day before its fixing is out (declared late): the day's own list is still to come.
  return (await storedRate(db, currency, day)) ?? { state: 'not_published', currency, date: day, publishedOn: fixingDay };
}

/** The ČNB service's state as staff see it (null: never called). */
export async function cnbServiceState(db: Database): Promise<OutsideServiceState | null> {
  return (await outsideServiceStateList(db)).find((state) => state.service === 'cnbRates') ?? null;
}

/**
 * The day whose list the daily fetch wants stored at `now`: today's after 14:30 on a working day, else the last
 * working day's (a weekend or holiday, or a working-day morning: the day before's list is the newest there is).
 */
export function wantedListDay(now: Date): string {
  const today = officeDay(now);
  if (isCzechWorkingDay(today)) return afterPublication(now) ? today : fixingDayFor(addDays(today, -1));
  return today;
}
