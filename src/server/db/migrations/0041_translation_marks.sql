CREATE TABLE "translation_marks" (
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"field" text NOT NULL,
	"language" text NOT NULL,
	"changed_language" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_marks_entity_entity_id_field_language_pk" PRIMARY KEY("entity","entity_id","field","language"),
	CONSTRAINT "translation_marks_entity_check" CHECK ("translation_marks"."entity" in ('blog_post', 'portfolio_item')),
	CONSTRAINT "translation_marks_languages_check" CHECK ("translation_marks"."language" in ('cs', 'en') and "translation_marks"."changed_language" in ('cs', 'en') and "translation_marks"."language" <> "translation_marks"."changed_language")
);
--> statement-breakpoint
CREATE INDEX "translation_marks_marked_at_idx" ON "translation_marks" USING btree ("marked_at");