-- The money version (src/server/db/schema.ts moneyVersion): one row, raised once by every committed transaction that
-- wrote invoices or invoice_payments. A deferred constraint trigger fires as the transaction commits, once per written
-- row; a transaction-local setting lets only the first raise the number, so a transaction of 500 payments takes the
-- row's lock once, at its very end (no other lock is asked after it: two writers cannot deadlock on it).
CREATE TABLE "money_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "money_version_one_row" CHECK ("money_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "money_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "raise_money_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('agency.money_version_raised', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('agency.money_version_raised', 'yes', true);
    UPDATE "money_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoices_raise_money_version" AFTER INSERT OR UPDATE OR DELETE ON "invoices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_money_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoice_payments_raise_money_version" AFTER INSERT OR UPDATE OR DELETE ON "invoice_payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_money_version"();
