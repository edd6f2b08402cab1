ALTER TABLE "proposals" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposals_project_id_idx" ON "proposals" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_client_unless_draft" CHECK ("proposals"."client_id" is not null or "proposals"."status" = 'draft');--> statement-breakpoint
-- Accepted proposals found their project by its name ("<number>: <title>", at most 200 characters): link them.
UPDATE "proposals" SET "project_id" = (
  SELECT min(p."id") FROM "projects" p
  WHERE p."client_id" = "proposals"."client_id" AND p."name" = left("proposals"."number" || ': ' || "proposals"."title", 200)
) WHERE "status" = 'accepted';
