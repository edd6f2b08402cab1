CREATE TABLE "retainer_months" (
	"project_id" integer NOT NULL,
	"month" text NOT NULL,
	"included_minutes" integer NOT NULL,
	"carried_in_minutes" integer NOT NULL,
	"used_minutes" integer NOT NULL,
	"overage_minutes" integer NOT NULL,
	"carried_out_minutes" integer NOT NULL,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retainer_months_project_id_month_pk" PRIMARY KEY("project_id","month")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "retainer_fee_czk" bigint;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "retainer_minutes" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "retainer_overage_rate_czk" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "retainer_rollover" text DEFAULT 'expire' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "retainer_rollover_cap_minutes" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "retainer_since" text;--> statement-breakpoint
ALTER TABLE "retainer_months" ADD CONSTRAINT "retainer_months_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retainer_months" ADD CONSTRAINT "retainer_months_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;