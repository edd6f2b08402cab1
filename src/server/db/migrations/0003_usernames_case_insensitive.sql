-- Usernames become unique whatever their letter case. Existing usernames that differ only in case stop the
-- migration (nothing is changed) with a message naming them: rename all but one of each group, then start again.
DO $$
DECLARE
  clashes text;
BEGIN
  SELECT string_agg(names, '; ') INTO clashes
  FROM (
    SELECT string_agg(quote_literal(username), ', ' ORDER BY username) AS names
    FROM "users"
    GROUP BY lower(username)
    HAVING count(*) > 1
  ) AS groups;
  IF clashes IS NOT NULL THEN
    RAISE EXCEPTION 'Usernames must be unique regardless of letter case, but these differ only in case: %. Rename all but one of each (UPDATE users SET username = ''new-name'' WHERE username = ''old-name''), then start again.', clashes;
  END IF;
END $$;
--> statement-breakpoint
DROP INDEX "users_username_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" USING btree (lower("username"));
