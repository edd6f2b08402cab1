ALTER TABLE "proposals" ADD COLUMN "pdf" "bytea";--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "pdf_sha256" text;