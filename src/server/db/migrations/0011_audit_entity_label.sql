-- The record's name when an audit entry was written (the Activity screen keeps naming a renamed or deleted record).
ALTER TABLE "audit_log" ADD COLUMN "entity_label" text;