ALTER TABLE "mail_outbox" ADD COLUMN "proposal_id" integer;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "pdf" "bytea";--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "pdf_sha256" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_proposal_id_idx" ON "mail_outbox" USING btree ("proposal_id");