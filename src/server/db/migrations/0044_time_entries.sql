CREATE TABLE "time_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"date" date NOT NULL,
	"minutes" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"billable" boolean NOT NULL,
	"running_since" timestamp with time zone,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_minutes_range" CHECK ("time_entries"."minutes" between 0 and 1440),
	CONSTRAINT "time_entries_stopped_has_minutes" CHECK ("time_entries"."running_since" is not null or "time_entries"."minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_activity_id_time_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."time_activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_entries_user_date_idx" ON "time_entries" USING btree ("user_id","date","id");--> statement-breakpoint
CREATE INDEX "time_entries_project_date_idx" ON "time_entries" USING btree ("project_id","date","id");--> statement-breakpoint
CREATE INDEX "time_entries_invoice_id_idx" ON "time_entries" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_running_per_user" ON "time_entries" USING btree ("user_id") WHERE "time_entries"."running_since" is not null;--> statement-breakpoint
INSERT INTO "time_activities" ("name_cs", "name_en", "billable") VALUES ('Design', 'Design', true), ('Vývoj', 'Development', true), ('Obsah a texty', 'Content and copy', true), ('Konzultace', 'Consulting', true), ('Schůzka', 'Meeting', true), ('Řízení projektu', 'Project management', true), ('Interní práce', 'Internal work', false);