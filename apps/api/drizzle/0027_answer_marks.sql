CREATE TABLE "answer_global_marks" (
	"slot" integer PRIMARY KEY NOT NULL,
	"mark" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_global_marks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "answer_marks" (
	"tenant_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"mark" bigint NOT NULL,
	CONSTRAINT "answer_marks_tenant_id_slot_pk" PRIMARY KEY("tenant_id","slot")
);
--> statement-breakpoint
ALTER TABLE "answer_marks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "answer_global_marks_platform_access" ON "answer_global_marks" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "answer_global_marks_read" ON "answer_global_marks" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "answer_marks_tenant_isolation" ON "answer_marks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "answer_marks_platform_access" ON "answer_marks" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
-- Answers kept while nothing they read has changed (docs/decisions/038). FORCE and grants of the marks
-- (drizzle-kit writes ENABLE and the policies, not these).
ALTER TABLE "answer_marks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "answer_marks" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "answer_marks" TO app_platform;--> statement-breakpoint
ALTER TABLE "answer_global_marks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT ON "answer_global_marks" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "answer_global_marks" TO app_platform;--> statement-breakpoint

-- The statement trigger of every table an answer may read: the writing transaction raises its tenant's
-- mark (its slot: the backend id modulo 64), once per transaction and tenant. A write outside any tenant
-- (the platform path, a migration, an operator's SQL) raises the global mark (answer_global_marks), which
-- every tenant's mark includes. A mark row is locked until the write commits: only a writer of the same
-- tenant on the same slot waits on it.
CREATE OR REPLACE FUNCTION fc_mark_answers() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_tenant text := coalesce(current_setting('app.tenant_id', true), '');
  v_marked text := coalesce(nullif(v_tenant, ''), 'global');
BEGIN
  IF current_setting('fc.answers_marked', true) = v_marked THEN RETURN NULL; END IF;
  IF v_tenant = '' THEN
    INSERT INTO answer_global_marks AS m (slot, mark) VALUES (pg_backend_pid() % 64, 1)
    ON CONFLICT (slot) DO UPDATE SET mark = m.mark + 1;
  ELSE
    INSERT INTO answer_marks AS m (tenant_id, slot, mark) VALUES (v_tenant::uuid, pg_backend_pid() % 64, 1)
    ON CONFLICT (tenant_id, slot) DO UPDATE SET mark = m.mark + 1;
  END IF;
  PERFORM set_config('fc.answers_marked', v_marked, true);
  RETURN NULL;
END
$$;--> statement-breakpoint

-- Every table but the marks themselves and the two no answer reads: sign-in sessions (refresh_tokens,
-- written at every sign-in and refresh) and the job runner's bookkeeping (job_runs). A later migration
-- that adds a table adds its trigger (test/answer-cache.test.ts holds every table to it). The WHEN is the
-- function's own first test, evaluated without calling it: a reading's transaction makes about twenty
-- write statements, and only its first calls the function (a plpgsql call on each cost ~7 % of the POST).
-- The function tests again, so the WHEN is only a shortcut.
DO $$
DECLARE
  v_table text;
BEGIN
  FOR v_table IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
       AND c.relname NOT IN ('answer_marks', 'answer_global_marks', 'refresh_tokens', 'job_runs')
  LOOP
    EXECUTE format('CREATE TRIGGER fc_mark_answers AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT '
                   'WHEN (current_setting(''fc.answers_marked'', true) IS DISTINCT FROM '
                   'coalesce(nullif(current_setting(''app.tenant_id'', true), ''''), ''global'')) '
                   'EXECUTE FUNCTION fc_mark_answers()', v_table);
  END LOOP;
END
$$;--> statement-breakpoint

-- A tenant's mark and business day, as one text ('<sum of marks>/<today>'): an answer kept under it is
-- still the answer while both are unchanged. Run as app_user in the tenant (its own rows and the global
-- ones). The business day is fc_tenant_today's, written out (one query, not a nested function call).
CREATE OR REPLACE FUNCTION fc_answer_mark(p_tenant uuid) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT ((SELECT coalesce(sum(m.mark), 0) FROM answer_marks m WHERE m.tenant_id = p_tenant)
          + (SELECT coalesce(sum(g.mark), 0) FROM answer_global_marks g))::text
         || '/' || coalesce((SELECT (now() AT TIME ZONE t.time_zone)::date FROM tenants t WHERE t.id = p_tenant)::text, '')
$$;--> statement-breakpoint

-- The one statement of a kept answer's check (db/tenant.ts answerMarkOf): the tenant's settings, the caller
-- check and the mark, in ONE query (a kept answer's whole cost in the database is this statement). The
-- caller's rules are fc_assert_caller's (drizzle/0013), the same three refusals: a deleted or inactive
-- account or a changed role (CALLER_GONE), a suspended or cancelled tenant — test/answer-cache.test.ts
-- holds each.
CREATE OR REPLACE FUNCTION fc_request_answer_mark(p_tenant uuid, p_user uuid, p_role text) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  v_role text;
  v_status text;
  v_tenant_status text;
  v_mark text;
BEGIN
  SET LOCAL ROLE app_user;
  PERFORM set_config('app.tenant_id', p_tenant::text, true);
  SELECT u.role, u.status, t.status,
         ((SELECT coalesce(sum(m.mark), 0) FROM answer_marks m WHERE m.tenant_id = p_tenant)
          + (SELECT coalesce(sum(g.mark), 0) FROM answer_global_marks g))::text
         || '/' || ((now() AT TIME ZONE t.time_zone)::date)::text
    INTO v_role, v_status, v_tenant_status, v_mark
    FROM users u JOIN tenants t ON t.id = u.tenant_id
   WHERE u.id = p_user AND u.deleted_at IS NULL;
  IF NOT FOUND OR v_status <> 'active' OR v_role <> p_role THEN PERFORM fc_raise('CALLER_GONE'); END IF;
  IF v_tenant_status = 'suspended' THEN PERFORM fc_raise('TENANT_SUSPENDED'); END IF;
  IF v_tenant_status <> 'active' THEN PERFORM fc_raise('TENANT_CANCELLED'); END IF;
  RETURN v_mark;
END
$$;
