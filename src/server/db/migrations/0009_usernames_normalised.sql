-- Usernames are stored NFKC-normalised and use only letters a-z (either case), digits, '.', '_' and '-' (issue 19;
-- the rule itself: src/shared/schemas/auth.ts). This migration never fails and never loses anyone:
--   * a username whose NFKC form is allowed and belongs to nobody else (whatever the letter case) is rewritten to
--     that form (full-width 'ａｄｍｉｎ' becomes 'admin');
--   * every other username that breaks the rule (Cyrillic or accented letters, zero-width characters, a full-width
--     name whose plain form is already taken) is left as it is. The server names each of them in a warning at every
--     start ("username … is not allowed …") until an admin renames it:
--     UPDATE users SET username = 'new-name' WHERE id = 42;
UPDATE "users" AS u
SET "username" = normalize(u."username", NFKC)
WHERE u."username" <> normalize(u."username", NFKC)
  AND normalize(u."username", NFKC) ~ '^[A-Za-z0-9._-]+$'
  AND NOT EXISTS (
    SELECT 1 FROM "users" AS o
    WHERE o."id" <> u."id" AND lower(normalize(o."username", NFKC)) = lower(normalize(u."username", NFKC))
  );
