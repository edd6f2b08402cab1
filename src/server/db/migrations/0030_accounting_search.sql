-- The accounting overview searched on the server (src/server/data/accounting-search.ts): a client's or a project's
-- name, ignoring case and accents as src/shared/accounting-view.ts foldText does. Each table keeps its name folded —
-- lower(), then translate() of the accented Latin letters (both cases) to plain ones — in a stored generated column,
-- written with the row: translate() over a hundred letters costs about ten times lower() a row, too much to run on the
-- thousands of rows a search rechecks. The columns are the database's alone: not in the Drizzle schema, so no select,
-- insert or answer of the app names them; only the search's SQL reads them. Then one trigram GIN index per column
-- (decision 033), only where pg_trgm is installed (migration 0023 creates it when the database allows it); without it the
-- search scans the short stored texts. Runs again safely (IF NOT EXISTS).
ALTER TABLE clients ADD COLUMN IF NOT EXISTS folded_name text GENERATED ALWAYS AS (translate(lower(name), 'áàâäãåāăąçćčďéèêëēėęěíìîïīįľĺńňñóòôöõőōŕřśšşťţúùûüůűūųýÿźžżÁÀÂÄÃÅĀĂĄÇĆČĎÉÈÊËĒĖĘĚÍÌÎÏĪĮĽĹŃŇÑÓÒÔÖÕŐŌŔŘŚŠŞŤŢÚÙÛÜŮŰŪŲÝŸŹŽŻ', 'aaaaaaaaacccdeeeeeeeeiiiiiillnnnooooooorrsssttuuuuuuuuyyzzzaaaaaaaaacccdeeeeeeeeiiiiiillnnnooooooorrsssttuuuuuuuuyyzzz')) STORED;
--> statement-breakpoint
ALTER TABLE projects ADD COLUMN IF NOT EXISTS folded_name text GENERATED ALWAYS AS (translate(lower(name), 'áàâäãåāăąçćčďéèêëēėęěíìîïīįľĺńňñóòôöõőōŕřśšşťţúùûüůűūųýÿźžżÁÀÂÄÃÅĀĂĄÇĆČĎÉÈÊËĒĖĘĚÍÌÎÏĪĮĽĹŃŇÑÓÒÔÖÕŐŌŔŘŚŠŞŤŢÚÙÛÜŮŰŪŲÝŸŹŽŻ', 'aaaaaaaaacccdeeeeeeeeiiiiiillnnnooooooorrsssttuuuuuuuuyyzzzaaaaaaaaacccdeeeeeeeeiiiiiillnnnooooooorrsssttuuuuuuuuyyzzz')) STORED;
--> statement-breakpoint
DO $$
DECLARE
  ops text;
BEGIN
  SELECT quote_ident(n.nspname) || '.gin_trgm_ops' INTO ops
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF ops IS NULL THEN
    RETURN;
  END IF;
  EXECUTE format('CREATE INDEX IF NOT EXISTS clients_folded_name_trgm_idx ON clients USING gin (folded_name %s) WITH (fastupdate = off)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS projects_folded_name_trgm_idx ON projects USING gin (folded_name %s) WITH (fastupdate = off)', ops);
END $$;
