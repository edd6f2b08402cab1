-- The back-office searches read a stored text (decision 033, revised): each searched list keeps the text its search
-- reads — lower(coalesce(a, '') || ' ' || coalesce(b, '') ...) of its columns, as src/server/data/list-page.ts searchText
-- writes it from the list's columns — in a stored generated column `search_text`, written with the row, and the list's
-- trigram index moves from that expression onto the column. A search rechecks every row the index finds (thousands
-- for a common word: the total counts them all), and building the text there — six coalesces, the concatenation and
-- lower() per row — was more than half of it: at 100,000 rows a common-word search of the clients took 32 ms on the
-- embedded database and 14 ms from the stored text, of the messages 50 → 22 ms. The price is the text stored twice (the
-- messages' bodies among them). Like folded_name (migration 0030), the columns are the database's alone: not in the
-- Drizzle schema, so no select, insert or answer of the app names them; only the searches' SQL reads them. Without
-- pg_trgm the searches scan the short stored texts. Runs again safely.
ALTER TABLE clients ADD COLUMN IF NOT EXISTS search_text text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(industry, '') || ' ' || coalesce(location, ''))) STORED;
--> statement-breakpoint
ALTER TABLE messages ADD COLUMN IF NOT EXISTS search_text text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(message, '') || ' ' || coalesce(phone, ''))) STORED;
--> statement-breakpoint
ALTER TABLE projects ADD COLUMN IF NOT EXISTS search_text text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(status, ''))) STORED;
--> statement-breakpoint
ALTER TABLE proposals ADD COLUMN IF NOT EXISTS search_text text GENERATED ALWAYS AS (lower(coalesce(number, '') || ' ' || coalesce(title, ''))) STORED;
--> statement-breakpoint
ALTER TABLE invoices ADD COLUMN IF NOT EXISTS search_text text GENERATED ALWAYS AS (lower(coalesce(number, '') || ' ' || coalesce(variable_symbol, ''))) STORED;
--> statement-breakpoint
DO $$
DECLARE
  ops text;
  indexed text;
BEGIN
  SELECT quote_ident(n.nspname) || '.gin_trgm_ops' INTO ops
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF ops IS NULL THEN
    RETURN;
  END IF;
  -- Each index keeps its name and storage options (migration 0023: the messages' pending list for the enquiry form);
  -- one still on the expression is replaced.
  FOREACH indexed IN ARRAY ARRAY['clients', 'messages', 'projects', 'proposals', 'invoices'] LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_indexes WHERE schemaname = current_schema() AND indexname = indexed || '_search_idx' AND indexdef LIKE '%(search_text %') THEN
      EXECUTE format('DROP INDEX IF EXISTS %I', indexed || '_search_idx');
      EXECUTE format('CREATE INDEX %I ON %I USING gin (search_text %s) WITH (%s)', indexed || '_search_idx', indexed, ops,
        CASE WHEN indexed = 'messages' THEN 'fastupdate = on, gin_pending_list_limit = 64' ELSE 'fastupdate = off' END);
    END IF;
  END LOOP;
END $$;
