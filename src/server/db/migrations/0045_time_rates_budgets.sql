CREATE TABLE "project_budget_alerts" (
	"project_id" integer NOT NULL,
	"threshold" integer NOT NULL,
	"budget_key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_budget_alerts_project_id_threshold_pk" PRIMARY KEY("project_id","threshold")
);
--> statement-breakpoint
CREATE TABLE "service_hourly_rates" (
	"service_type" text PRIMARY KEY NOT NULL,
	"hourly_rate_czk" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_hourly_rates_range" CHECK ("service_hourly_rates"."hourly_rate_czk" >= 0)
);
--> statement-breakpoint
CREATE TABLE "staff_cost_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"hourly_cost_czk" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_cost_rates_cost_range" CHECK ("staff_cost_rates"."hourly_cost_czk" >= 0)
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hourly_rate_czk" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_minutes" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_czk" bigint;--> statement-breakpoint
ALTER TABLE "project_budget_alerts" ADD CONSTRAINT "project_budget_alerts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_cost_rates" ADD CONSTRAINT "staff_cost_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_cost_rates_user_valid_from" ON "staff_cost_rates" USING btree ("user_id","valid_from");--> statement-breakpoint
INSERT INTO "service_hourly_rates" ("service_type", "hourly_rate_czk") VALUES ('web-development', 150000), ('design', 140000), ('marketing', 120000), ('social-media', 100000), ('logo-design', 140000);