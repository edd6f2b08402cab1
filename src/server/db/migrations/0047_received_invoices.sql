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
-- project_costs (src/server/db/schema.ts projectCosts): each project's entries, minutes and time cost, and its received
-- invoices and their cost, kept by the triggers below. Time entries add their change to the projects' rows (INSERT …
-- ON CONFLICT DO UPDATE x = x + change, under the row's lock); a change of a person's cost rates, and every write of
-- received invoices, sums the projects concerned again: it first makes their rows exist and locks them in project
-- order, then sums in a new statement (a fresh snapshot in READ COMMITTED), so a concurrent writer of the same project
-- waits and then adds to, or sums over, what this one committed. The time triggers also hold a shared lock per person
-- whose entries they wrote, and a change of a person's cost rates an exclusive one (lock class 727036, as
-- src/server/data/blog-post-slugs.ts numbers its classes): no entry is costed at a rate another transaction is
-- replacing. An entry's cost is its minutes × the person's rate valid on its day / 60, rounded half up per entry — the
-- rule of src/shared/time/rates.ts minutesValue and src/server/data/profitability.ts; a received invoice's cost is
-- receivedInvoiceCostCzk's. src/server/routes/admin/profitability.api.test.ts compares both, also under concurrent
-- writers on PostgreSQL.
CREATE FUNCTION "project_costs_lock"(projects integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "project_costs" ("project_id") SELECT p FROM unnest(projects) p WHERE p IS NOT NULL ORDER BY p ON CONFLICT DO NOTHING;
  PERFORM 1 FROM "project_costs" WHERE "project_id" = ANY (projects) ORDER BY "project_id" FOR UPDATE;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "project_costs_refresh_time"(projects integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(projects), 0) = 0 THEN RETURN; END IF;
  PERFORM "project_costs_lock"(projects);
  UPDATE "project_costs" pc SET "entries" = coalesce(t.entries, 0), "minutes" = coalesce(t.minutes, 0), "time_cost_czk" = coalesce(t.cost, 0)
  FROM unnest(projects) p(id)
    LEFT JOIN (
      SELECT e.project_id, count(*)::int AS entries, sum(e.minutes)::bigint AS minutes,
        sum(coalesce((e.minutes::bigint * r.hourly_cost_czk + 30) / 60, 0))::bigint AS cost
      FROM "time_entries" e
        LEFT JOIN (SELECT user_id, hourly_cost_czk, valid_from,
            coalesce(lead(valid_from) OVER (PARTITION BY user_id ORDER BY valid_from), 'infinity'::date) AS valid_to
          FROM "staff_cost_rates") r ON r.user_id = e.user_id AND e.date >= r.valid_from AND e.date < r.valid_to
      WHERE e.project_id = ANY (projects)
      GROUP BY e.project_id) t ON t.project_id = p.id
  WHERE pc."project_id" = p.id;
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
CREATE TYPE "time_cost_change" AS ("project_id" integer, "user_id" integer, "date" date, "minutes" integer, "sign" integer);
--> statement-breakpoint
-- Adds entries (sign 1) or takes them away (sign −1): their count, minutes and cost at the rates in force, per project.
CREATE FUNCTION "project_costs_add_time"(changes "time_cost_change"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(changes), 0) = 0 THEN RETURN; END IF;
  INSERT INTO "project_costs" ("project_id", "entries", "minutes", "time_cost_czk")
  SELECT c.project_id, sum(c.sign)::int, sum(c.sign * c.minutes)::bigint,
    sum(c.sign * coalesce((c.minutes::bigint * r.hourly_cost_czk + 30) / 60, 0))::bigint
  FROM unnest(changes) c
    LEFT JOIN (SELECT user_id, hourly_cost_czk, valid_from,
        coalesce(lead(valid_from) OVER (PARTITION BY user_id ORDER BY valid_from), 'infinity'::date) AS valid_to
      FROM "staff_cost_rates") r ON r.user_id = c.user_id AND c.date >= r.valid_from AND c.date < r.valid_to
  GROUP BY c.project_id
  ORDER BY c.project_id
  ON CONFLICT ("project_id") DO UPDATE SET
    "entries" = "project_costs"."entries" + excluded."entries",
    "minutes" = "project_costs"."minutes" + excluded."minutes",
    "time_cost_czk" = "project_costs"."time_cost_czk" + excluded."time_cost_czk";
END
$$;
--> statement-breakpoint
-- Time entries: one trigger per kind of statement (a transition table belongs to one event). The change is added to the
-- projects' rows (new rows' figures minus old rows', at the rates in force) rather than summed again from every entry: a
-- project with 10,000 entries costs a timer's stop one row. The stored figures always equal every entry at today's
-- rates (a rate change sums its person's projects again), so subtracting an old row at today's rate is exact, and
-- "x = x + change" under the row's lock adds to whatever a concurrent writer committed.
CREATE FUNCTION "time_entries_costs"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  people integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT user_id) INTO people FROM new_entries;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT user_id) INTO people FROM old_entries;
  ELSE
    SELECT array_agg(DISTINCT user_id) INTO people FROM (SELECT user_id FROM new_entries UNION ALL SELECT user_id FROM old_entries) changed;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(727036, person) FROM unnest(people) person ORDER BY person;
  IF TG_OP = 'INSERT' THEN
    PERFORM "project_costs_add_time"(ARRAY(SELECT ROW(project_id, user_id, date, minutes, 1)::"time_cost_change" FROM new_entries));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "project_costs_add_time"(ARRAY(SELECT ROW(project_id, user_id, date, minutes, -1)::"time_cost_change" FROM old_entries));
  ELSE
    PERFORM "project_costs_add_time"(ARRAY(
      SELECT ROW(project_id, user_id, date, minutes, 1)::"time_cost_change" FROM new_entries
      UNION ALL SELECT ROW(project_id, user_id, date, minutes, -1)::"time_cost_change" FROM old_entries));
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
-- A person's cost rates changed: every project they logged time on, under their exclusive lock.
CREATE FUNCTION "staff_cost_rates_costs"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person integer;
BEGIN
  IF TG_OP = 'DELETE' THEN person := OLD.user_id; ELSE person := NEW.user_id; END IF;
  PERFORM pg_advisory_xact_lock(727036, person);
  PERFORM "project_costs_refresh_time"(ARRAY(SELECT DISTINCT project_id FROM "time_entries" WHERE user_id = person));
  IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
    PERFORM pg_advisory_xact_lock(727036, OLD.user_id);
    PERFORM "project_costs_refresh_time"(ARRAY(SELECT DISTINCT project_id FROM "time_entries" WHERE user_id = OLD.user_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "staff_cost_rates_costs" AFTER INSERT OR UPDATE OR DELETE ON "staff_cost_rates"
  FOR EACH ROW EXECUTE FUNCTION "staff_cost_rates_costs"();--> statement-breakpoint
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
CREATE INDEX "time_entries_date_idx" ON "time_entries" USING btree ("date") INCLUDE ("project_id", "user_id", "minutes");--> statement-breakpoint
CREATE INDEX "invoices_revenue_day_idx" ON "invoices" USING btree ("taxable_supply_on") WHERE "status" = 'issued' AND "kind" IN ('invoice', 'credit_note');--> statement-breakpoint
-- The time logged before this migration.
SELECT "project_costs_refresh_time"(ARRAY(SELECT DISTINCT project_id FROM "time_entries"));