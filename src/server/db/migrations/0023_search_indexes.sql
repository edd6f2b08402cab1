-- Back-office searches at 100,000 rows (decision 033). Each list's search is one LIKE '%text%' on one expression,
-- lower(coalesce(a, '') || ' ' || coalesce(b, '') ...), written by src/server/data/list-page.ts (searchText); a trigram
-- GIN index on exactly that expression serves it. pg_trgm is created when the database allows it (PostgreSQL 13+ trusts
-- it to a database owner; the embedded database is opened with it, src/server/db/pglite-extensions.ts); where it is
-- refused or missing the migration goes on without it and the searches scan their tables (the measured fallback).
-- fastupdate off: each write updates the index itself rather than a pending list that every search reads until a
-- vacuum merges it (the embedded database has no autovacuum). Except the two tables every enquiry writes (messages,
-- mail_outbox): there a pending list of at most 64 kB, merged by the write that fills it — with fastupdate off the
-- enquiry form on the embedded database fell from 1,164 to 472 answers a second (p99 240 ms → 5.7 s). Runs again
-- safely (IF NOT EXISTS).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN others THEN
  RAISE NOTICE 'pg_trgm is not available (%): the searches scan their tables', SQLERRM;
END $$;
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
  EXECUTE format('CREATE INDEX IF NOT EXISTS clients_search_idx ON clients USING gin ((lower(coalesce(name, '''') || '' '' || coalesce(email, '''') || '' '' || coalesce(company, '''') || '' '' || coalesce(phone, '''') || '' '' || coalesce(industry, '''') || '' '' || coalesce(location, ''''))) %s) WITH (fastupdate = off)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS messages_search_idx ON messages USING gin ((lower(coalesce(name, '''') || '' '' || coalesce(email, '''') || '' '' || coalesce(message, '''') || '' '' || coalesce(phone, ''''))) %s) WITH (fastupdate = on, gin_pending_list_limit = 64)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS projects_search_idx ON projects USING gin ((lower(coalesce(name, '''') || '' '' || coalesce(description, '''') || '' '' || coalesce(status, ''''))) %s) WITH (fastupdate = off)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS proposals_search_idx ON proposals USING gin ((lower(coalesce(number, '''') || '' '' || coalesce(title, ''''))) %s) WITH (fastupdate = off)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS invoices_search_idx ON invoices USING gin ((lower(coalesce(number, '''') || '' '' || coalesce(variable_symbol, ''''))) %s) WITH (fastupdate = off)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS blog_post_translations_search_idx ON blog_post_translations USING gin ((lower(coalesce(title, '''') || '' '' || coalesce(slug, ''''))) %s) WITH (fastupdate = off)', ops);
  -- Only while media has its alt columns: migration 0028 moved them to media_translations (and 0029 indexes the media
  -- search since), so running this file again on a later database leaves media to 0029.
  IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'media' AND column_name = 'alt_cs') THEN
    EXECUTE format('CREATE INDEX IF NOT EXISTS media_search_idx ON media USING gin ((lower(coalesce(original_name, '''') || '' '' || coalesce(alt_cs, '''') || '' '' || coalesce(alt_en, ''''))) %s) WITH (fastupdate = off)', ops);
  END IF;
  EXECUTE format('CREATE INDEX IF NOT EXISTS mail_outbox_search_idx ON mail_outbox USING gin ((lower(coalesce(recipients, '''') || '' '' || coalesce(subject, '''') || '' '' || coalesce(last_error, ''''))) %s) WITH (fastupdate = on, gin_pending_list_limit = 64)', ops);
END $$;
