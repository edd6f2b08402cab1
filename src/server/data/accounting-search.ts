/**
 * The accounting overview's search (docs/product/rules.md#accounting): client or project name, ignoring case and
 * accents, as src/shared/accounting-view.ts foldText folds them. The database keeps each name folded in a stored
 * generated column, `folded_name` of clients and projects (migration 0030: lower(), then translate() of FOLD_FROM to
 * FOLD_TO); since migration 0035 each project also keeps its own and its client's folded names in one stored text,
 * `accounting_text`, indexed by trigrams where the database has pg_trgm (decision 033). The columns are not in the
 * Drizzle schema — no answer carries them — so only this SQL names them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { foldText } from '@/shared/accounting-view';

/** Latin letters with diacritics, both cases, each folding to one plain letter (ł, đ, ø have no decomposition). */
const ACCENTED = 'áàâäãåāăąçćčďéèêëēėęěíìîïīįľĺńňñóòôöõőōŕřśšşťţúùûüůűūųýÿźžż';
/** The letters migration 0030's translate() replaces, and by what (the test checks the column against foldText). */
export const FOLD_FROM = [...ACCENTED, ...ACCENTED.toUpperCase()].filter((c) => foldText(c).length === 1).join('');
export const FOLD_TO = [...FOLD_FROM].map(foldText).join('');

/**
 * Projects whose own or client's folded name contains the (folded, LIKE-escaped) pattern: one LIKE on the projects'
 * stored `accounting_text` (migration 0035: the project's folded name, a unit separator, and the client's folded name
 * the database copies onto each project), read through its trigram index.
 */
export function accountingSearchSql(pattern: string): SQL {
  return sql`projects.accounting_text like ${pattern}`;
}
