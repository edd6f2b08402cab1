-- Money in integer minor units (decision 022): each amount × 100 as bigint, exactly as it was typed. The double is
-- read as numeric first (its shortest decimal text: 0.30000000000000004 → 0.300000000000000, 1234.565 → 1234.565),
-- so numeric round() rounds the typed decimals half away from zero, never a binary fraction.
ALTER TABLE "clients" ALTER COLUMN "one_time_price" SET DATA TYPE bigint USING round("one_time_price"::numeric * 100)::bigint;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "monthly_price" SET DATA TYPE bigint USING round("monthly_price"::numeric * 100)::bigint;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "budget" SET DATA TYPE bigint USING round("budget"::numeric * 100)::bigint;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "monthly_fee" SET DATA TYPE bigint USING round("monthly_fee"::numeric * 100)::bigint;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "amount_paid" SET DATA TYPE bigint USING round("amount_paid"::numeric * 100)::bigint;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "cost_of_service" SET DATA TYPE bigint USING round("cost_of_service"::numeric * 100)::bigint;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "one_time_price" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "monthly_price" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "budget" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "monthly_fee" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "amount_paid" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "cost_of_service" SET DEFAULT 20000;
