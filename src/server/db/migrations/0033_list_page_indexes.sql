DROP INDEX "messages_created_at_idx";--> statement-breakpoint
CREATE INDEX "proposals_title_lower_idx" ON "proposals" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at","id","status","spam_reason");