CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer NOT NULL,
	"visits" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"visitor" text NOT NULL,
	"path" text NOT NULL,
	"language" text NOT NULL,
	"entry" boolean NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"claimed_until" timestamp with time zone,
	"done_day" date,
	"done_through" date
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_visits" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"entry_path" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text
);
--> statement-breakpoint
ALTER TABLE "enquiry_visits" ADD CONSTRAINT "enquiry_visits_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_dimension_day_idx" ON "analytics_daily" USING btree ("dimension","day");--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_events_day_visitor_idx" ON "analytics_events" USING btree ("day","visitor","at");--> statement-breakpoint
INSERT INTO "analytics_jobs" ("name") VALUES ('daily') ON CONFLICT DO NOTHING;