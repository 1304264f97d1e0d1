DROP INDEX "users_email_unique";--> statement-breakpoint
ALTER TABLE "platform_admins" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email")) WHERE "users"."deleted_at" is null;--> statement-breakpoint

-- Team management and account settings (docs/decisions/016). Two questions a tenant request must ask of
-- platform tables, each answered by one function in the request's own transaction: the function steps
-- onto the platform path (app_platform) for exactly one statement and returns to the caller's role.
-- Neither takes an argument that could reach another tenant's data beyond a yes/no or the caller's own
-- user: the revocation refuses a user the caller's tenant does not hold.

-- Whether an email is taken platform-wide (case-insensitive): by a live tenant user other than
-- p_except_user (any tenant), or by a platform admin. The unique index on users stands behind the users
-- half for races; the platform admins half exists only here and in the sign-up and admin paths.
CREATE OR REPLACE FUNCTION fc_email_in_use(p_email text, p_except_user uuid) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  v_role text := current_user;
  v_found boolean;
BEGIN
  SET LOCAL ROLE app_platform;
  SELECT EXISTS (SELECT 1 FROM users u
                  WHERE lower(u.email) = lower(p_email) AND u.deleted_at IS NULL
                    AND u.id IS DISTINCT FROM p_except_user)
      OR EXISTS (SELECT 1 FROM platform_admins a WHERE lower(a.email) = lower(p_email))
    INTO v_found;
  EXECUTE format('SET LOCAL ROLE %I', v_role);
  RETURN v_found;
END
$$;--> statement-breakpoint

-- Signs a tenant user out everywhere except the sign-in family p_keep_family (null: everywhere): every
-- live refresh token of the user is revoked as a logout, which also closes its family to the rotation
-- grace (decision 003). Returns how many sessions were signed out. The user must belong to the tenant of
-- the transaction (app.tenant_id), checked under the caller's own role first.
CREATE OR REPLACE FUNCTION fc_revoke_user_sessions(p_user uuid, p_keep_family uuid) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_role text := current_user;
  v_count integer;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM users u
                  WHERE u.id = p_user AND u.tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) THEN
    RAISE EXCEPTION 'fc_revoke_user_sessions: the user is not in the current tenant';
  END IF;
  SET LOCAL ROLE app_platform;
  UPDATE refresh_tokens
     SET revoked_at = now(), revoke_reason = 'logout'
   WHERE subject_type = 'user' AND subject_id = p_user AND revoked_at IS NULL AND expires_at > now()
     AND family_id IS DISTINCT FROM p_keep_family;
  GET DIAGNOSTICS v_count = ROW_COUNT;
  EXECUTE format('SET LOCAL ROLE %I', v_role);
  RETURN v_count;
END
$$;
