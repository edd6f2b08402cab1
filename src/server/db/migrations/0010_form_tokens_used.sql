CREATE TABLE "form_tokens_used" (
	"token" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_tokens_used_expires_at_idx" ON "form_tokens_used" USING btree ("expires_at");