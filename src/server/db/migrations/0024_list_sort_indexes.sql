DROP INDEX "clients_created_at_idx";--> statement-breakpoint
DROP INDEX "invoices_created_at_idx";--> statement-breakpoint
DROP INDEX "messages_created_at_idx";--> statement-breakpoint
DROP INDEX "projects_created_at_idx";--> statement-breakpoint
DROP INDEX "proposals_created_at_idx";--> statement-breakpoint
CREATE INDEX "clients_name_lower_idx" ON "clients" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "clients_email_lower_idx" ON "clients" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "projects_name_lower_idx" ON "projects" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "clients_created_at_idx" ON "clients" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "proposals_created_at_idx" ON "proposals" USING btree ("created_at","id");