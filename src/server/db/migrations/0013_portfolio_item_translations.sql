-- Portfolio items onto the one bilingual model (src/shared/translations.ts, decision 020): the texts move from
-- columns of portfolio_items to one row per item and language in portfolio_item_translations.
CREATE TABLE "portfolio_item_translations" (
	"item_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"challenge" text DEFAULT '' NOT NULL,
	"solution" text DEFAULT '' NOT NULL,
	CONSTRAINT "portfolio_item_translations_item_id_language_pk" PRIMARY KEY("item_id","language")
);
--> statement-breakpoint
ALTER TABLE "portfolio_item_translations" ADD CONSTRAINT "portfolio_item_translations_item_id_portfolio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every item has its Czech texts (title and description were required, the story '' when not written).
INSERT INTO "portfolio_item_translations" ("item_id", "language", "title", "description", "challenge", "solution")
SELECT "id", 'cs', "title", "description", "challenge_cs", "solution_cs" FROM "portfolio_items";--> statement-breakpoint
-- An English row only for an item with some English text. Its blank texts are kept blank: as before, a blank English
-- text (a blank title included) shows the Czech one on the English site, and the form shows it blank.
INSERT INTO "portfolio_item_translations" ("item_id", "language", "title", "description", "challenge", "solution")
SELECT "id", 'en', "title_en", "description_en", "challenge_en", "solution_en" FROM "portfolio_items"
WHERE "title_en" <> '' OR "description_en" <> '' OR "challenge_en" <> '' OR "solution_en" <> '';--> statement-breakpoint
ALTER TABLE "portfolio_items" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "portfolio_items" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "portfolio_items" DROP COLUMN "title_en";--> statement-breakpoint
ALTER TABLE "portfolio_items" DROP COLUMN "description_en";--> statement-breakpoint
ALTER TABLE "portfolio_items" DROP COLUMN "challenge_cs";--> statement-breakpoint
ALTER TABLE "portfolio_items" DROP COLUMN "challenge_en";--> statement-breakpoint
ALTER TABLE "portfolio_items" DROP COLUMN "solution_cs";--> statement-breakpoint
ALTER TABLE "portfolio_items" DROP COLUMN "solution_en";
