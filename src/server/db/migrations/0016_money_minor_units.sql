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
--> statement-breakpoint
-- The audit log's earlier changes of these fields (client / project entries: { "field": { "from": x, "to": y } }) in the
-- same minor units, so a record's history shows the amounts it had, not a hundredth of them.
UPDATE "audit_log" SET "changes" = (
  SELECT jsonb_object_agg(e.key, CASE
    WHEN e.key IN ('oneTimePrice', 'monthlyPrice', 'budget', 'monthlyFee', 'amountPaid', 'costOfService') AND jsonb_typeof(e.value) = 'object'
    THEN e.value
      || CASE WHEN jsonb_typeof(e.value->'from') = 'number' THEN jsonb_build_object('from', round((e.value->>'from')::numeric * 100)::bigint) ELSE '{}'::jsonb END
      || CASE WHEN jsonb_typeof(e.value->'to') = 'number' THEN jsonb_build_object('to', round((e.value->>'to')::numeric * 100)::bigint) ELSE '{}'::jsonb END
    ELSE e.value END)
  FROM jsonb_each("changes") AS e
)
WHERE "entity" IN ('client', 'project')
  AND "changes" ?| array['oneTimePrice', 'monthlyPrice', 'budget', 'monthlyFee', 'amountPaid', 'costOfService'];
