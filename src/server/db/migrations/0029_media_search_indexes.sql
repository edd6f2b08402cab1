-- The media library's search (decision 033) after its alt texts moved to media_translations (migration 0028): the
-- images whose file name matches (media_search_idx, now on the name alone) or whose alt text in any language does
-- (media_translations_search_idx), each the trigram index of exactly the expression src/server/data/media.ts searches
-- (searchText of one column). As in 0023: only where pg_trgm is installed — without it the search scans the two
-- tables — and it runs again safely (IF NOT EXISTS), the way to add the indexes when the extension is created later.
DO $$
DECLARE
  ops text;
BEGIN
  SELECT quote_ident(n.nspname) || '.gin_trgm_ops' INTO ops
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF ops IS NULL THEN
    RETURN;
  END IF;
  EXECUTE format('CREATE INDEX IF NOT EXISTS media_search_idx ON media USING gin ((lower(coalesce(original_name, ''''))) %s) WITH (fastupdate = off)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS media_translations_search_idx ON media_translations USING gin ((lower(coalesce(alt, ''''))) %s) WITH (fastupdate = off)', ops);
END $$;
