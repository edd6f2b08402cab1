-- The post's own title (its first language's row's, Czech first) kept on the post, as its slug is: the admin list
-- sorts by it through an index instead of looking it up in the texts for every post.
ALTER TABLE "blog_posts" ADD COLUMN "title" text;--> statement-breakpoint
UPDATE "blog_posts" p SET "title" = coalesce(
  (SELECT t."title" FROM "blog_post_translations" t WHERE t."post_id" = p."id" AND t."language" = 'cs'),
  (SELECT t."title" FROM "blog_post_translations" t WHERE t."post_id" = p."id" AND t."language" = 'en'),
  '');--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "title" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "blog_posts_title_lower_idx" ON "blog_posts" USING btree (lower("title"),"id");