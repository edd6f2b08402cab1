CREATE INDEX "blog_posts_author_id_idx" ON "blog_posts" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "portfolio_items_project_id_idx" ON "portfolio_items" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "portfolio_items_created_at_idx" ON "portfolio_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");