CREATE TABLE "agency_profile" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"map_url" text,
	"social_links" jsonb NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"logo_media_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_profile_single_row" CHECK ("agency_profile"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "agency_billing" ADD COLUMN "address_from_profile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_profile" ADD CONSTRAINT "agency_profile_logo_media_id_media_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_profile_logo_media_idx" ON "agency_profile" USING btree ("logo_media_id");--> statement-breakpoint
-- The logo moves from the billing details to the profile (the one logo of the site, e-mails and documents). A profile
-- row is made only where there is a logo to keep; its other fields are AGENCY_PROFILE_DEFAULTS as they stood when this
-- migration was written (src/shared/schemas/agency-profile.ts), which a database without the row shows anyway.
INSERT INTO "agency_profile" ("id", "name", "email", "phone", "street", "postal_code", "city", "country", "map_url", "social_links", "opening_hours", "logo_media_id")
SELECT 1, 'Lipa Digital', 'hello@lipadigital.cz', '+420 585 204 118', 'Horní náměstí 12', '779 00', 'Olomouc', 'CZ', NULL, '{}'::jsonb,
  '{"monday":{"opens":"09:00","closes":"17:00"},"tuesday":{"opens":"09:00","closes":"17:00"},"wednesday":{"opens":"09:00","closes":"17:00"},"thursday":{"opens":"09:00","closes":"17:00"},"friday":{"opens":"09:00","closes":"17:00"},"saturday":{"opens":null,"closes":null},"sunday":{"opens":null,"closes":null}}'::jsonb,
  "logo_media_id"
FROM "agency_billing" WHERE "id" = 1 AND "logo_media_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "agency_billing" DROP COLUMN "logo_media_id";
