CREATE TABLE "proposal_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"position" integer NOT NULL,
	"service" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity_thousandths" integer NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"vat_rate_code" text NOT NULL,
	"discount_basis_points" integer DEFAULT 0 NOT NULL,
	"recurrence" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_number_series" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"client_id" integer NOT NULL,
	"message_id" integer,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"vat_mode" text NOT NULL,
	"valid_until" date NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"supersedes_id" integer,
	"snapshot" jsonb,
	"snapshot_hash" text,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_consent" boolean,
	"accepted_ip" text,
	"accepted_user_agent" text,
	"accepted_shown_hash" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proposal_lines" ADD CONSTRAINT "proposal_lines_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_supersedes_id_proposals_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_lines_proposal_position_unique" ON "proposal_lines" USING btree ("proposal_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_number_version_unique" ON "proposals" USING btree ("number","version");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_token_hash_unique" ON "proposals" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "proposals_client_id_idx" ON "proposals" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "proposals_message_id_idx" ON "proposals" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "proposals_supersedes_id_idx" ON "proposals" USING btree ("supersedes_id");--> statement-breakpoint
CREATE INDEX "proposals_status_created_at_idx" ON "proposals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "proposals_created_at_idx" ON "proposals" USING btree ("created_at");