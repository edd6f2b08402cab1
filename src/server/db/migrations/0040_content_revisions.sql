CREATE TABLE "content_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"number" integer NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"restored_from" integer,
	CONSTRAINT "content_revisions_entity_check" CHECK ("content_revisions"."entity" in ('blog_post', 'portfolio_item')),
	CONSTRAINT "content_revisions_number_check" CHECK ("content_revisions"."number" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_record_number_idx" ON "content_revisions" USING btree ("entity","entity_id","number");