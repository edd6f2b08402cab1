-- An invoice is found by its number, its variable symbol or its client's name (decision 033). The name was searched
-- through the clients: a common surname found thousands of clients by their search text, each checked by name and
-- joined to the invoices — at 100,000 clients "Nováková" (10,000 clients, 3,167 invoices) took 84 ms on the embedded
-- database for the first page and total. The database now keeps one search text per invoice in a table of its own,
-- invoice_search: the invoice's own stored text (its number and variable symbol, migration 0035), a unit separator (no
-- search box sends one, so no text matches across it) and its client's name in lower case — one trigram index serves
-- the whole search. Not a column of the invoices: a rename of a client would rewrite its invoices' rows, and rows that
-- migration 0032 kept although they break its CHECK constraints (NOT VALID) refuse every write. Kept by triggers, like
-- the projects' copy of their client's name (migration 0035): on an invoice's insert and on a change of its number,
-- variable symbol or client (a draft), and on a client's rename; an invoice deleted (a draft) takes its row along.
-- The database's alone, not in the Drizzle schema: only the invoice search reads it. Runs again safely.
CREATE TABLE IF NOT EXISTS invoice_search (
  invoice_id integer PRIMARY KEY REFERENCES invoices(id) ON DELETE CASCADE,
  search_text text NOT NULL
);
--> statement-breakpoint
-- The one definition of the kept text, from the invoice's stored search text and its client's name.
CREATE OR REPLACE FUNCTION invoice_search_text(own text, client_name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT own || chr(31) || lower(client_name)
$$;
--> statement-breakpoint
INSERT INTO invoice_search (invoice_id, search_text)
  SELECT invoices.id, invoice_search_text(invoices.search_text, clients.name)
  FROM invoices JOIN clients ON clients.id = invoices.client_id
ON CONFLICT (invoice_id) DO UPDATE SET search_text = excluded.search_text;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoices_keep_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_search (invoice_id, search_text)
    SELECT NEW.id, invoice_search_text(NEW.search_text, clients.name) FROM clients WHERE clients.id = NEW.client_id
  ON CONFLICT (invoice_id) DO UPDATE SET search_text = excluded.search_text;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS invoices_search_text ON invoices;
--> statement-breakpoint
CREATE TRIGGER invoices_search_text AFTER INSERT OR UPDATE OF number, variable_symbol, client_id ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_keep_search_text();
--> statement-breakpoint
-- A client's invoices are found by invoices_client_id_idx: the kept rows need no copy of the client.
CREATE OR REPLACE FUNCTION clients_share_name_with_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoice_search SET search_text = invoice_search_text(invoices.search_text, NEW.name)
    FROM invoices WHERE invoices.client_id = NEW.id AND invoice_search.invoice_id = invoices.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS clients_name_for_invoice_search ON clients;
--> statement-breakpoint
CREATE TRIGGER clients_name_for_invoice_search AFTER UPDATE OF name ON clients FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION clients_share_name_with_invoices();
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
  EXECUTE format('CREATE INDEX IF NOT EXISTS invoice_search_idx ON invoice_search USING gin (search_text %s) WITH (fastupdate = off)', ops);
  -- The invoices' own index (migration 0035) served only the search that now reads invoice_search.
  DROP INDEX IF EXISTS invoices_search_idx;
END $$;
