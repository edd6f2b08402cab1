/**
 * The accounting overview's search (docs/product/rules.md#accounting): client or project name, ignoring case and
 * accents, as src/shared/accounting-view.ts foldText folds them. The database keeps each name folded in a stored
 * generated column, `folded_name` of clients and projects (migration 0030: lower(), then translate() of FOLD_FROM to
 * FOLD_TO), indexed by trigrams where the database has pg_trgm (decision 033). The column is not in the Drizzle
 * schema — no answer carries it — so only this SQL names it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { foldText } from '@/shared/accounting-view';

/** Latin letters with diacritics, both cases, each folding to one plain letter (ł, đ, ø have no decomposition). */
const ACCENTED = 'áàâäãåāăąçćčďéèêëēėęěíìîïīįľĺńňñóòôöõőōŕřśšşťţúùûüůűūųýÿźžż';
/** The letters migration 0030's translate() replaces, and by what (the test checks the column against foldText). */
export const FOLD_FROM = [...ACCENTED, ...ACCENTED.toUpperCase()].filter((c) => foldText(c).length === 1).join('');
export const FOLD_TO = [...FOLD_FROM].map(foldText).join('');

/**
 * Projects whose client's or own folded name contains the (folded, LIKE-escaped) pattern: the union of the ids each
 * table's index finds — an OR over two joined tables could use neither index.
 */
export function accountingSearchSql(pattern: string): SQL {
  return sql`projects.id in (
    select sp.id from projects sp where sp.folded_name like ${pattern}
    union
    select cp.id from clients sc join projects cp on cp.client_id = sc.id where sc.folded_name like ${pattern})`;
}
