CREATE TABLE "bank_statement_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"transactions_total" integer NOT NULL,
	"transactions_new" integer NOT NULL,
	"imported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"account" text NOT NULL,
	"bank_ref" text NOT NULL,
	"booked_on" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"variable_symbol" text,
	"constant_symbol" text,
	"specific_symbol" text,
	"counterparty_name" text,
	"counterparty_account" text,
	"message" text,
	"state" text NOT NULL,
	"unmatched_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity_thousandths" integer NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"vat_rate_code" text NOT NULL,
	"discount_basis_points" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_number_series" (
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_number_series_year_kind_pk" PRIMARY KEY("year","kind")
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"bank_transaction_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_recurring_runs" (
	"project_id" integer NOT NULL,
	"month" text NOT NULL,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_recurring_runs_project_id_month_pk" PRIMARY KEY("project_id","month")
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"invoice_id" integer NOT NULL,
	"stage" integer NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_invoice_id_stage_pk" PRIMARY KEY("invoice_id","stage"),
	CONSTRAINT "invoice_reminders_stage" CHECK ("invoice_reminders"."stage" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"client_id" integer NOT NULL,
	"project_id" integer,
	"proposal_id" integer,
	"corrects_invoice_id" integer,
	"settles_advance_id" integer,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate_thousandths" integer,
	"vat_mode" text NOT NULL,
	"issued_on" date,
	"taxable_supply_on" date,
	"due_on" date,
	"variable_symbol" text,
	"note" text DEFAULT '' NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"snapshot" jsonb,
	"snapshot_hash" text,
	"pdf" "bytea",
	"pdf_sha256" text,
	"issued_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_billing" ADD COLUMN "recurring_invoice_mode" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_billing" ADD COLUMN "first_reminder_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_billing" ADD COLUMN "second_reminder_days" integer DEFAULT 21 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_import_id_bank_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_statement_imports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_bank_transaction_id_bank_transactions_id_fk" FOREIGN KEY ("bank_transaction_id") REFERENCES "public"."bank_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_recurring_runs" ADD CONSTRAINT "invoice_recurring_runs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_recurring_runs" ADD CONSTRAINT "invoice_recurring_runs_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_invoice_id_invoices_id_fk" FOREIGN KEY ("corrects_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_settles_advance_id_invoices_id_fk" FOREIGN KEY ("settles_advance_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_imports_created_at_idx" ON "bank_statement_imports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_account_ref_unique" ON "bank_transactions" USING btree ("account","bank_ref");--> statement-breakpoint
CREATE INDEX "bank_transactions_import_id_idx" ON "bank_transactions" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "bank_transactions_state_booked_on_idx" ON "bank_transactions" USING btree ("state","booked_on");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_invoice_position_unique" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_id_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_bank_transaction_unique" ON "invoice_payments" USING btree ("bank_transaction_id");--> statement-breakpoint
CREATE INDEX "invoice_recurring_runs_invoice_id_idx" ON "invoice_recurring_runs" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_kind_number_unique" ON "invoices" USING btree ("kind","number");--> statement-breakpoint
CREATE INDEX "invoices_client_id_idx" ON "invoices" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "invoices_project_id_idx" ON "invoices" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "invoices_proposal_id_idx" ON "invoices" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "invoices_corrects_invoice_id_idx" ON "invoices" USING btree ("corrects_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_settles_advance_id_idx" ON "invoices" USING btree ("settles_advance_id");--> statement-breakpoint
CREATE INDEX "invoices_variable_symbol_idx" ON "invoices" USING btree ("variable_symbol");--> statement-breakpoint
CREATE INDEX "invoices_status_due_on_idx" ON "invoices" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_invoice_id_idx" ON "mail_outbox" USING btree ("invoice_id");