CREATE TABLE "site_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"translations" jsonb NOT NULL,
	"image_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_revisions" DROP CONSTRAINT "content_revisions_entity_check";--> statement-breakpoint
ALTER TABLE "translation_marks" DROP CONSTRAINT "translation_marks_entity_check";--> statement-breakpoint
CREATE UNIQUE INDEX "site_texts_page_idx" ON "site_texts" USING btree ("page");--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_entity_check" CHECK ("content_revisions"."entity" in ('blog_post', 'portfolio_item', 'site_page'));--> statement-breakpoint
ALTER TABLE "translation_marks" ADD CONSTRAINT "translation_marks_entity_check" CHECK ("translation_marks"."entity" in ('blog_post', 'portfolio_item', 'site_page'));