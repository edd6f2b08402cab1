-- Invoice balances (docs/architecture.md, decision 029): the CHECKs the invoice_balances view relies on, then the view.
-- Rows an earlier schema let through: a credit note written with a positive total is negated (every balance already
-- read a credit note as −|total|, so no figure changes). Any other violation cannot be repaired without guessing, so
-- each constraint is added NOT VALID (new and changed rows are checked at once) and validated below only where no
-- existing row breaks it; a database with such rows starts, and keeps the constraint unvalidated with a warning.
UPDATE "invoices" SET "total_minor" = -"total_minor" WHERE "kind" = 'credit_note' AND "total_minor" > 0;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_amount_positive" CHECK ("invoice_payments"."amount_minor" > 0) NOT VALID;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_currency_known" CHECK ("invoice_payments"."currency" in ('CZK', 'EUR')) NOT VALID;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_known" CHECK ("invoices"."kind" in ('invoice', 'advance_invoice', 'credit_note')) NOT VALID;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_known" CHECK ("invoices"."status" in ('draft', 'issued')) NOT VALID;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_currency_known" CHECK ("invoices"."currency" in ('CZK', 'EUR')) NOT VALID;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_note_not_positive" CHECK ("invoices"."kind" <> 'credit_note' or "invoices"."total_minor" <= 0) NOT VALID;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_only_credit_note" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."corrects_invoice_id" is not null)) NOT VALID;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_settles_only_invoice" CHECK ("invoices"."settles_advance_id" is null or "invoices"."kind" = 'invoice') NOT VALID;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_snapshot_amount_due" CHECK ("invoices"."snapshot" is null or jsonb_typeof("invoices"."snapshot"->'amountDueMinor') = 'number') NOT VALID;--> statement-breakpoint
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT conrelid::regclass::text AS tbl, conname FROM pg_constraint
    WHERE contype = 'c' AND NOT convalidated AND conrelid IN ('invoices'::regclass, 'invoice_payments'::regclass)
  LOOP
    BEGIN
      EXECUTE format('ALTER TABLE %s VALIDATE CONSTRAINT %I', c.tbl, c.conname);
    EXCEPTION WHEN check_violation THEN
      RAISE WARNING 'constraint % of % left NOT VALID: existing rows break it', c.conname, c.tbl;
    END;
  END LOOP;
END $$;--> statement-breakpoint
-- One row per invoice row of every kind and status. Each sum is an aggregate over one lateral subquery, so it is
-- computed once per row however often a reader's expression (the payment state) uses it, and only for the rows a
-- reader's filter on the invoice's own columns (id, client_id, project_id, ...) leaves: those filters reach the
-- invoices scan (its indexes) before any sum is taken. A reader that names none of the sums reads invoices alone.
CREATE VIEW "invoice_balances" AS
SELECT i."id", i."kind", i."status", i."number", i."client_id", i."project_id", i."proposal_id", i."language", i."currency",
  i."exchange_rate_thousandths", i."issued_on", i."due_on", i."variable_symbol", i."total_minor",
  (CASE WHEN i."snapshot" IS NOT NULL THEN (i."snapshot"->>'amountDueMinor')::bigint
    ELSE i."total_minor" - coalesce(advance."paid", 0) END)::bigint AS "payable_minor",
  coalesce(credit_notes."credited", 0)::bigint AS "credited_minor",
  coalesce(own."paid", 0)::bigint AS "paid_minor",
  (CASE WHEN i."status" = 'draft' OR i."kind" = 'credit_note' THEN 0
    ELSE (CASE WHEN i."snapshot" IS NOT NULL THEN (i."snapshot"->>'amountDueMinor')::bigint
      ELSE i."total_minor" - coalesce(advance."paid", 0) END)
      + coalesce(credit_notes."credited", 0) - coalesce(own."paid", 0) END)::bigint AS "outstanding_minor",
  greatest(own."last_paid_on", advance."last_paid_on") AS "last_paid_on"
FROM "invoices" i
  CROSS JOIN LATERAL (SELECT sum(p."amount_minor") AS "paid", max(p."paid_on") AS "last_paid_on"
    FROM "invoice_payments" p WHERE p."invoice_id" = i."id") own
  CROSS JOIN LATERAL (SELECT sum(p."amount_minor") AS "paid", max(p."paid_on") AS "last_paid_on"
    FROM "invoice_payments" p WHERE p."invoice_id" = i."settles_advance_id") advance
  CROSS JOIN LATERAL (SELECT sum(c."total_minor") AS "credited"
    FROM "invoices" c WHERE c."corrects_invoice_id" = i."id" AND c."kind" = 'credit_note' AND c."status" = 'issued') credit_notes;
