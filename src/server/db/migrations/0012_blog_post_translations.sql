-- One bilingual model (decision 020): a blog post's texts move from its own title/content columns and the
-- `translations` jsonb into one row per post and language; the duplicated columns are then dropped.
CREATE TABLE "blog_post_translations" (
	"post_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"content" text NOT NULL,
	"author" text,
	"category" text,
	"tags" jsonb,
	CONSTRAINT "blog_post_translations_post_id_language_pk" PRIMARY KEY("post_id","language")
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "all_languages" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_post_translations" ADD CONSTRAINT "blog_post_translations_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every language a post has a translation in: that translation is what its page in the language showed (the post's
-- own title/content were the form's copy of its first language). Author, category and tags come along when set.
INSERT INTO "blog_post_translations" ("post_id", "language", "title", "description", "content", "author", "category", "tags")
SELECT p."id", l."language", t."value"->>'title', nullif(t."value"->>'description', ''), t."value"->>'content',
	nullif(t."value"->>'author', ''), nullif(t."value"->>'category', ''),
	CASE WHEN jsonb_typeof(t."value"->'tags') = 'array' THEN t."value"->'tags' END
FROM "blog_posts" p
CROSS JOIN (VALUES ('cs'), ('en')) AS l("language")
CROSS JOIN LATERAL (SELECT p."translations"->l."language" AS "value") t
WHERE jsonb_typeof(t."value") = 'object' AND t."value"->>'title' IS NOT NULL AND t."value"->>'content' IS NOT NULL;--> statement-breakpoint
-- A post with no translation showed its own title and content in every language: it is marked so, and its text is
-- one row in the first language (Czech).
UPDATE "blog_posts" SET "all_languages" = true
WHERE NOT EXISTS (SELECT 1 FROM "blog_post_translations" t WHERE t."post_id" = "blog_posts"."id");--> statement-breakpoint
INSERT INTO "blog_post_translations" ("post_id", "language", "title", "content")
SELECT "id", 'cs', "title", "content" FROM "blog_posts" WHERE "all_languages";--> statement-breakpoint
ALTER TABLE "blog_posts" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "blog_posts" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "blog_posts" DROP COLUMN "translations";
