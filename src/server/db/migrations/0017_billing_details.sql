CREATE TABLE "agency_billing" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text,
	"street" text,
	"city" text,
	"postal_code" text,
	"country" text DEFAULT 'CZ' NOT NULL,
	"ico" text,
	"dic" text,
	"vat_payer" boolean DEFAULT false NOT NULL,
	"registration" text,
	"bank_account" text,
	"iban" text,
	"proposal_validity_days" integer DEFAULT 30 NOT NULL,
	"invoice_due_days" integer DEFAULT 14 NOT NULL,
	"logo_media_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_billing_single_row" CHECK ("agency_billing"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "billing_name" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "ico" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "dic" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "billing_street" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "billing_city" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "billing_postal_code" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "billing_country" text DEFAULT 'CZ' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "document_language" text DEFAULT 'cs' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "vat_payer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_billing" ADD CONSTRAINT "agency_billing_logo_media_id_media_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_billing_logo_media_idx" ON "agency_billing" USING btree ("logo_media_id");