-- Issue 37: the Czech and EU public services (docs/product/czech-services.md).
CREATE TABLE "ares_subjects" (
	"ico" text PRIMARY KEY NOT NULL,
	"found" boolean NOT NULL,
	"name" text,
	"street" text,
	"city" text,
	"postal_code" text,
	"country" text,
	"dic" text,
	"vat_registered" boolean,
	"dissolved_on" date,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"token_sealed" text NOT NULL,
	"token_hint" text NOT NULL,
	"account" text,
	"currency" text,
	"active" boolean DEFAULT true NOT NULL,
	"synced_through" date,
	"last_success_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rate_lists" (
	"fixing_date" date PRIMARY KEY NOT NULL,
	"serial" integer NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"fixing_date" date NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"rate_thousandths" integer NOT NULL,
	CONSTRAINT "exchange_rates_currency_fixing_date_pk" PRIMARY KEY("currency","fixing_date")
);
--> statement-breakpoint
CREATE TABLE "outside_service_states" (
	"service" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_error" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"leased_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"vat_id" text NOT NULL,
	"outcome" text NOT NULL CHECK ("outcome" in ('valid', 'invalid', 'unavailable')),
	"name" text,
	"address" text,
	"request_identifier" text,
	"request_date" timestamp with time zone,
	"error_code" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_by" integer
);
--> statement-breakpoint
ALTER TABLE "bank_feeds" ADD CONSTRAINT "bank_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_fixing_date_exchange_rate_lists_fixing_date_fk" FOREIGN KEY ("fixing_date") REFERENCES "public"."exchange_rate_lists"("fixing_date") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_checks" ADD CONSTRAINT "vat_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vat_checks_vat_id_idx" ON "vat_checks" USING btree ("vat_id","checked_at");--> statement-breakpoint
ALTER TABLE "exchange_rate_lists" ADD COLUMN "valid_through" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "exchange_rate_source" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "exchange_rate_fixed_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "exchange_rate_serial" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_exchange_rate_source" CHECK ("exchange_rate_source" in ('cnb', 'manual'));--> statement-breakpoint
UPDATE "invoices" SET "exchange_rate_source" = CASE WHEN "exchange_rate_thousandths" IS NULL THEN 'cnb' ELSE 'manual' END WHERE "currency" <> 'CZK';