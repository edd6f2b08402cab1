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
-- A project in the accounting overview is searched by its client's folded name too (decision 034): joined from the
-- clients, a common name (10 % of 100,000 clients) was thousands of clients found and as many probes into the projects
-- on every search. The database keeps a copy of the client's folded name on each project (client_folded_name): set from
-- the client when the project is written or moves to another client (BEFORE trigger), and rewritten on the client's
-- projects when the client is renamed (AFTER trigger) — derived data the database maintains, like a generated column;
-- no app code writes it. Not so for the invoices: a copy there would be written on rows that migration 0032 kept
-- although they break its CHECK constraints (NOT VALID), and such a write fails — a rename of their client with it.
ALTER TABLE projects ADD COLUMN IF NOT EXISTS client_folded_name text;
--> statement-breakpoint
UPDATE projects SET client_folded_name = clients.folded_name FROM clients WHERE clients.id = projects.client_id AND projects.client_folded_name IS DISTINCT FROM clients.folded_name;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION projects_take_client_folded_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT folded_name INTO NEW.client_folded_name FROM clients WHERE id = NEW.client_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS projects_client_folded_name ON projects;
--> statement-breakpoint
CREATE TRIGGER projects_client_folded_name BEFORE INSERT OR UPDATE OF client_id ON projects FOR EACH ROW EXECUTE FUNCTION projects_take_client_folded_name();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION clients_share_folded_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects SET client_folded_name = NEW.folded_name WHERE client_id = NEW.id AND client_folded_name IS DISTINCT FROM NEW.folded_name;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS clients_folded_name_shared ON clients;
--> statement-breakpoint
CREATE TRIGGER clients_folded_name_shared AFTER UPDATE OF name ON clients FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION clients_share_folded_name();
--> statement-breakpoint
ALTER TABLE invoices ADD COLUMN IF NOT EXISTS search_text text GENERATED ALWAYS AS (lower(coalesce(number, '') || ' ' || coalesce(variable_symbol, ''))) STORED;
--> statement-breakpoint
-- The accounting overview's text: the project's folded name (as folded_name, migration 0030), a unit separator (no
-- search box sends one), the client's folded name.
ALTER TABLE projects ADD COLUMN IF NOT EXISTS accounting_text text GENERATED ALWAYS AS (translate(lower(name), 'áàâäãåāăąçćčďéèêëēėęěíìîïīįľĺńňñóòôöõőōŕřśšşťţúùûüůűūųýÿźžżÁÀÂÄÃÅĀĂĄÇĆČĎÉÈÊËĒĖĘĚÍÌÎÏĪĮĽĹŃŇÑÓÒÔÖÕŐŌŔŘŚŠŞŤŢÚÙÛÜŮŰŪŲÝŸŹŽŻ', 'aaaaaaaaacccdeeeeeeeeiiiiiillnnnooooooorrsssttuuuuuuuuyyzzzaaaaaaaaacccdeeeeeeeeiiiiiillnnnooooooorrsssttuuuuuuuuyyzzz') || chr(31) || coalesce(client_folded_name, '')) STORED;
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
  -- The accounting search reads one text of the projects (accounting-search.ts): one index instead of the two folded
  -- names' (migration 0030).
  EXECUTE format('CREATE INDEX IF NOT EXISTS projects_accounting_text_trgm_idx ON projects USING gin (accounting_text %s) WITH (fastupdate = off)', ops);
  DROP INDEX IF EXISTS clients_folded_name_trgm_idx;
  DROP INDEX IF EXISTS projects_folded_name_trgm_idx;
END $$;
