/**
 * The accounting overview's search (docs/product/rules.md#accounting): client or project name, ignoring case and
 * accents, as src/shared/accounting-view.ts foldText folds them. In SQL a name is folded by `translate(lower(name), …)`
 * over the accented Latin letters foldText strips (both cases: lower() of the database's collation may leave non-ASCII
 * capitals as they are) — only immutable functions, so migration 0028 holds exactly this expression in a trigram index on
 * clients and on projects (decision 033); the query must write it the same way, literals included.
 */
import { sql, type SQL } from 'drizzle-orm';
import { foldText } from '@/shared/accounting-view';

/** Latin letters with diacritics, both cases; each folds to one plain letter (ł, đ, ø have no decomposition: kept as they are). */
const ACCENTED = 'áàâäãåāăąçćčďéèêëēėęěíìîïīįľĺńňñóòôöõőōŕřśšşťţúùûüůűūųýÿźžż';
const FROM = [...ACCENTED, ...ACCENTED.toUpperCase()].filter((c) => foldText(c).length === 1).join('');
const TO = [...FROM].map(foldText).join('');

/** The folded text of a column, as the index holds it (the letters written as literals, not parameters). */
export const foldedSql = (column: string): SQL => sql.raw(`translate(lower(${column}), '${FROM}', '${TO}')`);

/**
 * Projects whose client's or own folded name contains the (folded, LIKE-escaped) pattern: the union of the ids each
 * table's index finds — an OR over two joined tables could use neither index.
 */
export function accountingSearchSql(pattern: string): SQL {
  return sql`projects.id in (
    select sp.id from projects sp where ${foldedSql('sp.name')} like ${pattern}
    union
    select cp.id from clients sc join projects cp on cp.client_id = sc.id where ${foldedSql('sc.name')} like ${pattern})`;
}

/** The migration's index expressions (tested to be what the search writes). */
export const FOLDED_NAME_INDEX_EXPRESSION = foldedSql('name');
