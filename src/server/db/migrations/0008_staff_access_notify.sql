-- Every change to what a signed-in request relies on (its session, its user, the security settings) notifies the
-- channel staff_access_changed in the writing transaction; PostgreSQL delivers it after the commit to every instance
-- listening, which then forgets its in-memory copies (src/server/auth/staff-access-cache.ts, decision 017).
-- A session's idle-expiry renewal (only expires_at changes) and a new session (nobody has a copy yet) notify nothing.
CREATE FUNCTION "notify_staff_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('staff_access_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_staff_access_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_staff_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_deleted_staff_access_changed" AFTER DELETE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_staff_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_updated_staff_access_changed" AFTER UPDATE ON "sessions"
  FOR EACH ROW WHEN (OLD."data" IS DISTINCT FROM NEW."data" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
  EXECUTE FUNCTION "notify_staff_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "app_meta_written_staff_access_changed" AFTER INSERT OR UPDATE ON "app_meta"
  FOR EACH ROW WHEN (NEW."key" = 'require_two_factor')
  EXECUTE FUNCTION "notify_staff_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "app_meta_deleted_staff_access_changed" AFTER DELETE ON "app_meta"
  FOR EACH ROW WHEN (OLD."key" = 'require_two_factor')
  EXECUTE FUNCTION "notify_staff_access_changed"();
