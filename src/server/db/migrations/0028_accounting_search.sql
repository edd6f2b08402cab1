-- The accounting overview searched on the server (src/server/data/accounting-search.ts): a client's or a project's
-- name, ignoring case and accents — translate(lower(name), <accented letters>, <plain letters>), one trigram GIN index
-- on exactly that expression per table (decision 033: the query writes the same expression, literals included; the
-- API test checks that the search reads these indexes). Only where pg_trgm is installed (migration 0023 creates it
-- when the database allows it); without it the search scans. fastupdate off as the other search indexes. Runs again
-- safely (IF NOT EXISTS).
DO $$
DECLARE
  ops text;
BEGIN
  SELECT quote_ident(n.nspname) || '.gin_trgm_ops' INTO ops
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF ops IS NULL THEN
    RETURN;
  END IF;
  EXECUTE format('CREATE INDEX IF NOT EXISTS clients_folded_name_idx ON clients USING gin ((translate(lower(name), ''áàâäãåāăąçćčďéèêëēėęěíìîïīįľĺńňñóòôöõőōŕřśšşťţúùûüůűūųýÿźžżÁÀÂÄÃÅĀĂĄÇĆČĎÉÈÊËĒĖĘĚÍÌÎÏĪĮĽĹŃŇÑÓÒÔÖÕŐŌŔŘŚŠŞŤŢÚÙÛÜŮŰŪŲÝŸŹŽŻ'', ''aaaaaaaaacccdeeeeeeeeiiiiiillnnnooooooorrsssttuuuuuuuuyyzzzaaaaaaaaacccdeeeeeeeeiiiiiillnnnooooooorrsssttuuuuuuuuyyzzz'')) %s) WITH (fastupdate = off)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS projects_folded_name_idx ON projects USING gin ((translate(lower(name), ''áàâäãåāăąçćčďéèêëēėęěíìîïīįľĺńňñóòôöõőōŕřśšşťţúùûüůűūųýÿźžżÁÀÂÄÃÅĀĂĄÇĆČĎÉÈÊËĒĖĘĚÍÌÎÏĪĮĽĹŃŇÑÓÒÔÖÕŐŌŔŘŚŠŞŤŢÚÙÛÜŮŰŪŲÝŸŹŽŻ'', ''aaaaaaaaacccdeeeeeeeeiiiiiillnnnooooooorrsssttuuuuuuuuyyzzzaaaaaaaaacccdeeeeeeeeiiiiiillnnnooooooorrsssttuuuuuuuuyyzzz'')) %s) WITH (fastupdate = off)', ops);
END $$;
