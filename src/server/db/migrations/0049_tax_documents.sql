-- Issue 38: tax documents for received advance payments, partial credit notes, currencies, the accountant's export.
-- #38 point 1: a tax document for a payment received on an advance invoice (kind advance_tax_document): the advance it
-- was paid on, and the payment it was made for (kept null once a payment entered by hand is deleted — its credit note stays).
ALTER TABLE "invoices" ADD COLUMN "advance_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_advance_invoice_id_invoices_id_fk" FOREIGN KEY ("advance_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_advance_invoice_id_idx" ON "invoices" USING btree ("advance_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_id_unique" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_kind_known";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_known" CHECK ("invoices"."kind" in ('invoice', 'advance_invoice', 'credit_note', 'advance_tax_document'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_advance_only_tax_document" CHECK (("invoices"."kind" = 'advance_tax_document') = ("invoices"."advance_invoice_id" is not null));--> statement-breakpoint
-- #38 point 2: a credit note's line names the line of the corrected invoice it credits (partial credit notes; null on a
-- line crediting an amount per VAT rate, and on every other document's lines).
ALTER TABLE "invoice_lines" ADD COLUMN "credits_line_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_credits_line_id_invoice_lines_id_fk" FOREIGN KEY ("credits_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_credits_line_id_idx" ON "invoice_lines" USING btree ("credits_line_id");--> statement-breakpoint
-- #38 point 3: USD besides CZK and EUR on invoices, their payments and received invoices (the one list of document currencies).
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_currency_known";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_currency_known" CHECK ("invoices"."currency" in ('CZK', 'EUR', 'USD'));--> statement-breakpoint
ALTER TABLE "invoice_payments" DROP CONSTRAINT "invoice_payments_currency_known";--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_currency_known" CHECK ("invoice_payments"."currency" in ('CZK', 'EUR', 'USD'));--> statement-breakpoint
ALTER TABLE "received_invoices" DROP CONSTRAINT "received_invoices_currency_known";--> statement-breakpoint
ALTER TABLE "received_invoices" ADD CONSTRAINT "received_invoices_currency_known" CHECK ("received_invoices"."currency" in ('CZK', 'EUR', 'USD'));