-- Media alt texts onto the one bilingual model (src/shared/translations.ts, decision 020): from the alt_cs / alt_en
-- columns of media to one row per image and language in media_translations. A blank alt text ('' — the columns'
-- default, what an image nobody described has) becomes no row: the image has no alt text in that language.
-- Dropping the columns drops media_search_idx (migration 0023), whose expression read them; the next migration makes
-- the media searches' indexes again.
CREATE TABLE "media_translations" (
	"media_id" integer NOT NULL,
	"language" text NOT NULL,
	"alt" text NOT NULL,
	CONSTRAINT "media_translations_media_id_language_pk" PRIMARY KEY("media_id","language")
);
--> statement-breakpoint
ALTER TABLE "media_translations" ADD CONSTRAINT "media_translations_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "media_translations" ("media_id", "language", "alt")
SELECT "id", 'cs', "alt_cs" FROM "media" WHERE "alt_cs" <> ''
UNION ALL
SELECT "id", 'en', "alt_en" FROM "media" WHERE "alt_en" <> '';--> statement-breakpoint
ALTER TABLE "media" DROP COLUMN "alt_cs";--> statement-breakpoint
ALTER TABLE "media" DROP COLUMN "alt_en";