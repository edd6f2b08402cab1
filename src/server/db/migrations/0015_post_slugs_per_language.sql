-- A post's address in each language (decision 021): the slug moves onto each language's row, unique per language,
-- filled from the post's one slug so that every existing address keeps working; old slugs are kept in a history table.
CREATE TABLE "blog_post_slug_history" (
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_post_slug_history_language_slug_pk" PRIMARY KEY("language","slug")
);
--> statement-breakpoint
ALTER TABLE "blog_post_slug_history" ADD CONSTRAINT "blog_post_slug_history_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_slug_history_post_id_idx" ON "blog_post_slug_history" USING btree ("post_id");--> statement-breakpoint
ALTER TABLE "blog_post_translations" ADD COLUMN "slug" text;--> statement-breakpoint
-- Every row of a post (a language-less post's one Czech row too) takes the post's slug: /blog/<slug> and
-- /en/blog/<slug> answer as before.
UPDATE "blog_post_translations" t SET "slug" = p."slug" FROM "blog_posts" p WHERE p."id" = t."post_id";--> statement-breakpoint
ALTER TABLE "blog_post_translations" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_post_translations_language_slug_unique" ON "blog_post_translations" USING btree ("language","slug");--> statement-breakpoint
-- blog_posts.slug stays as the post's own slug (its first language's), no longer unique: a Czech and an English post
-- may share a slug.
DROP INDEX "blog_posts_slug_unique";--> statement-breakpoint
CREATE INDEX "blog_posts_slug_idx" ON "blog_posts" USING btree ("slug");
