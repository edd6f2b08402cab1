CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text NOT NULL
);
