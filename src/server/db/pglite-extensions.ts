/**
 * The extensions every embedded database is opened with (PGlite loads an extension's code only when it is passed at
 * opening): pg_trgm, whose trigram indexes serve the back-office searches (migration 0023, decision 033). A folder
 * whose migrations created them must always be opened with them, or a query that reads such an index fails.
 */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm };
