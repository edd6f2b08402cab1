CREATE TABLE "project_costs" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"minutes" bigint DEFAULT 0 NOT NULL,
	"time_cost_czk" bigint DEFAULT 0 NOT NULL,
	"expense_documents" integer DEFAULT 0 NOT NULL,
	"expenses_czk" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "received_invoice_amounts" (
	"received_invoice_id" integer NOT NULL,
	"vat_percent" integer NOT NULL,
	"base_minor" bigint NOT NULL,
	"vat_minor" bigint NOT NULL,
	CONSTRAINT "received_invoice_amounts_received_invoice_id_vat_percent_pk" PRIMARY KEY("received_invoice_id","vat_percent")
);
--> statement-breakpoint
CREATE TABLE "received_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_ico" text,
	"supplier_dic" text,
	"number" text NOT NULL,
	"variable_symbol" text,
	"issued_on" date NOT NULL,
	"taxable_supply_on" date NOT NULL,
	"due_on" date,
	"currency" text NOT NULL,
	"exchange_rate_thousandths" integer,
	"project_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"vat_reclaimable" boolean NOT NULL,
	"rebillable" boolean DEFAULT false NOT NULL,
	"markup_basis_points" integer DEFAULT 0 NOT NULL,
	"rebilled_invoice_id" integer,
	"isdoc_xml" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "received_invoices_currency_known" CHECK ("received_invoices"."currency" in ('CZK', 'EUR')),
	CONSTRAINT "received_invoices_rate_with_currency" CHECK (("received_invoices"."currency" = 'CZK') = ("received_invoices"."exchange_rate_thousandths" is null)),
	CONSTRAINT "received_invoices_markup_range" CHECK ("received_invoices"."markup_basis_points" between 0 and 100000)
);
--> statement-breakpoint
ALTER TABLE "portal_access" ADD COLUMN "shows_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project_costs" ADD CONSTRAINT "project_costs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_invoice_amounts" ADD CONSTRAINT "received_invoice_amounts_received_invoice_id_received_invoices_id_fk" FOREIGN KEY ("received_invoice_id") REFERENCES "public"."received_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_invoices" ADD CONSTRAINT "received_invoices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_invoices" ADD CONSTRAINT "received_invoices_rebilled_invoice_id_invoices_id_fk" FOREIGN KEY ("rebilled_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_invoices" ADD CONSTRAINT "received_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "received_invoices_supplier_number_unique" ON "received_invoices" USING btree (coalesce("supplier_ico", lower("supplier_name")),"number");--> statement-breakpoint
CREATE INDEX "received_invoices_taxable_supply_on_idx" ON "received_invoices" USING btree ("taxable_supply_on","id");--> statement-breakpoint
CREATE INDEX "received_invoices_project_id_idx" ON "received_invoices" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "received_invoices_rebilled_invoice_id_idx" ON "received_invoices" USING btree ("rebilled_invoice_id");--> statement-breakpoint
-- Each time entry's cost (issue 36, decision 043): `cost_czk`, haléře — its minutes × its person's cost per hour valid
-- on its day / 60, rounded half up (src/shared/time/rates.ts minutesValue); null while the person has no rate that day.
-- Kept by the triggers below, never by a module, and not in the Drizzle schema (no answer carries it: editors never
-- see a cost). An entry written takes its cost as it is stored (BEFORE row); a change of a person's cost rates
-- recosts their entries. A shared lock per person on the entry's write and an exclusive one on their rate's change
-- (lock class 727036, as src/server/data/blog-post-slugs.ts numbers its classes): no entry is costed at a rate another
-- transaction is replacing. The profitability report sums the stored costs (src/server/data/profitability.ts).
ALTER TABLE "time_entries" ADD COLUMN "cost_czk" bigint;--> statement-breakpoint
CREATE FUNCTION "time_entry_cost"(person integer, day date, minutes integer) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT (minutes::bigint * r.hourly_cost_czk + 30) / 60 FROM "staff_cost_rates" r
  WHERE r.user_id = person AND r.valid_from <= day ORDER BY r.valid_from DESC LIMIT 1
$$;
--> statement-breakpoint
UPDATE "time_entries" SET "cost_czk" = "time_entry_cost"("user_id", "date", "minutes");--> statement-breakpoint
CREATE FUNCTION "time_entries_cost"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.user_id <> OLD.user_id OR NEW.date <> OLD.date OR NEW.minutes <> OLD.minutes THEN
    PERFORM pg_advisory_xact_lock_shared(727036, NEW.user_id);
    NEW.cost_czk := "time_entry_cost"(NEW.user_id, NEW.date, NEW.minutes);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "time_entries_cost" BEFORE INSERT OR UPDATE ON "time_entries" FOR EACH ROW EXECUTE FUNCTION "time_entries_cost"();--> statement-breakpoint
-- A person's cost rates changed: their entries whose cost differs now are recosted, under their exclusive lock (the
-- update's own triggers carry the change into project_costs).
CREATE FUNCTION "staff_cost_rates_costs"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person integer;
BEGIN
  FOR person IN
    SELECT DISTINCT u FROM unnest(ARRAY[CASE WHEN TG_OP <> 'INSERT' THEN OLD.user_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.user_id END]) u
    WHERE u IS NOT NULL ORDER BY u
  LOOP
    PERFORM pg_advisory_xact_lock(727036, person);
    UPDATE "time_entries" e SET "cost_czk" = "time_entry_cost"(e.user_id, e.date, e.minutes)
    WHERE e.user_id = person AND e.cost_czk IS DISTINCT FROM "time_entry_cost"(e.user_id, e.date, e.minutes);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "staff_cost_rates_costs" AFTER INSERT OR UPDATE OR DELETE ON "staff_cost_rates"
  FOR EACH ROW EXECUTE FUNCTION "staff_cost_rates_costs"();--> statement-breakpoint
-- project_costs (src/server/db/schema.ts projectCosts): each project's entries, minutes and time cost, and its received
-- invoices and their cost, kept by the triggers below. Time entries add their change to the projects' rows (their new
-- rows' figures minus their old rows', INSERT … ON CONFLICT DO UPDATE x = x + change: under the row's lock, on top of
-- whatever a concurrent writer committed; a project with 10,000 entries costs a timer's stop one row). Every write of
-- received invoices sums the projects concerned again: it first makes their rows exist and locks them in project order,
-- then sums in a new statement (a fresh snapshot in READ COMMITTED), so a concurrent writer of the same project waits
-- and then sums over what this one committed. A received invoice's cost is receivedInvoiceCostCzk's.
-- src/server/routes/admin/profitability.api.test.ts compares project_costs with the report, also under concurrent
-- writers on PostgreSQL.
CREATE FUNCTION "project_costs_lock"(projects integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "project_costs" ("project_id") SELECT p FROM unnest(projects) p WHERE p IS NOT NULL ORDER BY p ON CONFLICT DO NOTHING;
  PERFORM 1 FROM "project_costs" WHERE "project_id" = ANY (projects) ORDER BY "project_id" FOR UPDATE;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "project_costs_refresh_expenses"(projects integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(array_remove(projects, NULL)), 0) = 0 THEN RETURN; END IF;
  PERFORM "project_costs_lock"(projects);
  UPDATE "project_costs" pc SET "expense_documents" = coalesce(t.documents, 0), "expenses_czk" = coalesce(t.amount, 0)
  FROM unnest(projects) p(id)
    LEFT JOIN (
      SELECT ri.project_id, count(*)::int AS documents,
        sum(CASE WHEN ri.currency = 'CZK' THEN s.amount ELSE round(s.amount::numeric * ri.exchange_rate_thousandths / 1000)::bigint END)::bigint AS amount
      FROM "received_invoices" ri
        CROSS JOIN LATERAL (SELECT coalesce(sum(a.base_minor + CASE WHEN ri.vat_reclaimable THEN 0 ELSE a.vat_minor END), 0)::bigint AS amount
          FROM "received_invoice_amounts" a WHERE a.received_invoice_id = ri.id) s
      WHERE ri.project_id = ANY (projects)
      GROUP BY ri.project_id) t ON t.project_id = p.id
  WHERE pc."project_id" = p.id;
END
$$;
--> statement-breakpoint
-- Time entries: one trigger per kind of statement (a transition table belongs to one event).
CREATE FUNCTION "time_entries_costs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "project_costs" ("project_id", "entries", "minutes", "time_cost_czk")
    SELECT project_id, count(*)::int, sum(minutes)::bigint, coalesce(sum(cost_czk), 0)::bigint FROM new_entries GROUP BY project_id ORDER BY project_id
    ON CONFLICT ("project_id") DO UPDATE SET "entries" = "project_costs"."entries" + excluded."entries",
      "minutes" = "project_costs"."minutes" + excluded."minutes", "time_cost_czk" = "project_costs"."time_cost_czk" + excluded."time_cost_czk";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "project_costs" ("project_id", "entries", "minutes", "time_cost_czk")
    SELECT project_id, -count(*)::int, -sum(minutes)::bigint, -coalesce(sum(cost_czk), 0)::bigint FROM old_entries GROUP BY project_id ORDER BY project_id
    ON CONFLICT ("project_id") DO UPDATE SET "entries" = "project_costs"."entries" + excluded."entries",
      "minutes" = "project_costs"."minutes" + excluded."minutes", "time_cost_czk" = "project_costs"."time_cost_czk" + excluded."time_cost_czk";
  ELSE
    INSERT INTO "project_costs" ("project_id", "entries", "minutes", "time_cost_czk")
    SELECT project_id, sum(n)::int, sum(minutes)::bigint, sum(cost)::bigint FROM (
        SELECT project_id, 1 AS n, minutes, coalesce(cost_czk, 0) AS cost FROM new_entries
        UNION ALL SELECT project_id, -1, -minutes, -coalesce(cost_czk, 0) FROM old_entries) changed
      GROUP BY project_id HAVING sum(n) <> 0 OR sum(minutes) <> 0 OR sum(cost) <> 0 ORDER BY project_id
    ON CONFLICT ("project_id") DO UPDATE SET "entries" = "project_costs"."entries" + excluded."entries",
      "minutes" = "project_costs"."minutes" + excluded."minutes", "time_cost_czk" = "project_costs"."time_cost_czk" + excluded."time_cost_czk";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "time_entries_costs_insert" AFTER INSERT ON "time_entries" REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION "time_entries_costs"();--> statement-breakpoint
CREATE TRIGGER "time_entries_costs_update" AFTER UPDATE ON "time_entries" REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION "time_entries_costs"();--> statement-breakpoint
CREATE TRIGGER "time_entries_costs_delete" AFTER DELETE ON "time_entries" REFERENCING OLD TABLE AS old_entries
  FOR EACH STATEMENT EXECUTE FUNCTION "time_entries_costs"();--> statement-breakpoint
-- Received invoices and their amounts: the projects of the rows written (an amount's through its invoice).
CREATE FUNCTION "received_invoices_costs"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  projects integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT project_id) INTO projects FROM new_documents;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT project_id) INTO projects FROM old_documents;
  ELSE
    SELECT array_agg(DISTINCT project_id) INTO projects FROM (SELECT project_id FROM new_documents UNION ALL SELECT project_id FROM old_documents) changed;
  END IF;
  PERFORM "project_costs_refresh_expenses"(projects);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "received_invoices_costs_insert" AFTER INSERT ON "received_invoices" REFERENCING NEW TABLE AS new_documents
  FOR EACH STATEMENT EXECUTE FUNCTION "received_invoices_costs"();--> statement-breakpoint
CREATE TRIGGER "received_invoices_costs_update" AFTER UPDATE ON "received_invoices" REFERENCING OLD TABLE AS old_documents NEW TABLE AS new_documents
  FOR EACH STATEMENT EXECUTE FUNCTION "received_invoices_costs"();--> statement-breakpoint
CREATE TRIGGER "received_invoices_costs_delete" AFTER DELETE ON "received_invoices" REFERENCING OLD TABLE AS old_documents
  FOR EACH STATEMENT EXECUTE FUNCTION "received_invoices_costs"();--> statement-breakpoint
CREATE FUNCTION "received_invoice_amounts_costs"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  projects integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT ri.project_id) INTO projects FROM new_amounts a JOIN "received_invoices" ri ON ri.id = a.received_invoice_id;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT ri.project_id) INTO projects FROM old_amounts a JOIN "received_invoices" ri ON ri.id = a.received_invoice_id;
  ELSE
    SELECT array_agg(DISTINCT ri.project_id) INTO projects
    FROM (SELECT received_invoice_id FROM new_amounts UNION ALL SELECT received_invoice_id FROM old_amounts) a JOIN "received_invoices" ri ON ri.id = a.received_invoice_id;
  END IF;
  PERFORM "project_costs_refresh_expenses"(projects);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "received_invoice_amounts_costs_insert" AFTER INSERT ON "received_invoice_amounts" REFERENCING NEW TABLE AS new_amounts
  FOR EACH STATEMENT EXECUTE FUNCTION "received_invoice_amounts_costs"();--> statement-breakpoint
CREATE TRIGGER "received_invoice_amounts_costs_update" AFTER UPDATE ON "received_invoice_amounts" REFERENCING OLD TABLE AS old_amounts NEW TABLE AS new_amounts
  FOR EACH STATEMENT EXECUTE FUNCTION "received_invoice_amounts_costs"();--> statement-breakpoint
CREATE TRIGGER "received_invoice_amounts_costs_delete" AFTER DELETE ON "received_invoice_amounts" REFERENCING OLD TABLE AS old_amounts
  FOR EACH STATEMENT EXECUTE FUNCTION "received_invoice_amounts_costs"();--> statement-breakpoint
-- What the profitability report reads by period (src/server/data/profitability.ts): time entries by day with the
-- columns it sums (an index-only scan), and the issued invoices and credit notes by DUZP. Not in the Drizzle schema
-- (it cannot write INCLUDE), like the stored search columns.
CREATE INDEX "time_entries_date_idx" ON "time_entries" USING btree ("date") INCLUDE ("project_id", "user_id", "minutes", "cost_czk");--> statement-breakpoint
-- An issued document's revenue: its amount without VAT in CZK — a CZK document's base, a foreign one's CZK VAT recap
-- (what it states to the tax office), else its base at its rate — read from its frozen snapshot once, as it is issued
-- (a stored generated column, not in the Drizzle schema: no answer carries it; the report reads it from the index).
CREATE FUNCTION "invoice_revenue_czk"(snapshot jsonb, currency text, rate integer) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN snapshot IS NULL THEN NULL
    WHEN currency = 'CZK' THEN (snapshot->'totals'->>'baseMinor')::bigint
    WHEN jsonb_typeof(snapshot->'vatRecapCzk') = 'array' THEN (SELECT coalesce(sum((r->>'baseMinor')::bigint), 0) FROM jsonb_array_elements(snapshot->'vatRecapCzk') r)
    ELSE round((snapshot->'totals'->>'baseMinor')::numeric * rate / 1000)::bigint
  END
$$;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "revenue_czk" bigint GENERATED ALWAYS AS ("invoice_revenue_czk"("snapshot", "currency", "exchange_rate_thousandths")) STORED;--> statement-breakpoint
CREATE INDEX "invoices_revenue_day_idx" ON "invoices" USING btree ("taxable_supply_on") INCLUDE ("client_id", "project_id", "revenue_czk")
  WHERE "status" = 'issued' AND "kind" IN ('invoice', 'credit_note');--> statement-breakpoint
-- The time logged before this migration.
INSERT INTO "project_costs" ("project_id", "entries", "minutes", "time_cost_czk")
SELECT project_id, count(*)::int, sum(minutes)::bigint, coalesce(sum(cost_czk), 0)::bigint FROM "time_entries" GROUP BY project_id;