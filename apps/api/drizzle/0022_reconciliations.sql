CREATE TABLE "reconciliations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"business_day" date NOT NULL,
	"status" text NOT NULL,
	"actual_sales" numeric(14, 2) NOT NULL,
	"collected" numeric(14, 2) NOT NULL,
	"difference" numeric(14, 2) NOT NULL,
	"notes" text,
	"closed_by" uuid,
	"closed_by_name" text NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"approved_by" uuid,
	"approved_by_name" text,
	"approved_at" timestamp with time zone,
	"reopened_by" uuid,
	"reopened_by_name" text,
	"reopened_at" timestamp with time zone,
	"reopen_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliations_tenant_id_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "reconciliations_station_day_unique" UNIQUE("tenant_id","station_id","business_day"),
	CONSTRAINT "reconciliations_status_check" CHECK ("reconciliations"."status" in ('closed', 'approved', 'reopened')),
	CONSTRAINT "reconciliations_approval_check" CHECK (("reconciliations"."status" = 'approved') = ("reconciliations"."approved_at" is not null)),
	CONSTRAINT "reconciliations_reopen_check" CHECK (("reconciliations"."status" = 'reopened') = ("reconciliations"."reopened_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "reconciliations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_tenant_id_station_id_stations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."stations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_tenant_id_closed_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","closed_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_tenant_id_approved_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","approved_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_tenant_id_reopened_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reopened_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliations_tenant_day_idx" ON "reconciliations" USING btree ("tenant_id","business_day");--> statement-breakpoint
CREATE POLICY "reconciliations_tenant_isolation" ON "reconciliations" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "reconciliations_platform_access" ON "reconciliations" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
-- Reconciliation and day close (docs/decisions/024). FORCE and grants of the records (drizzle-kit writes
-- ENABLE and the policies, not these): a record is never deleted (reopen marks it), so app_user has no DELETE.
ALTER TABLE "reconciliations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "reconciliations" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "reconciliations" TO app_platform;--> statement-breakpoint

-- The figures of one station's business day, in one place for the summary, the close and the detail:
-- the system side from the day rollups (non-voided readings, by payment method), the declared side from
-- the day's shift cash reports (approved and pending count, rejected do not; the counts say which), the
-- differences (declared minus sold: below zero a shortfall) and the accuracy of document 4:
-- 100 − |total difference| ÷ (total revenue − credit sales) × 100, not below 0, to 2 decimals; with no
-- cash-basis revenue (nothing sold but on credit) it is 100 when nothing differs, else 0.
-- Money at numeric(14,2) and litres at numeric(14,3), so every figure reads at its scale ('0.00').
CREATE OR REPLACE FUNCTION fc_day_figures(p_tenant uuid, p_station uuid, p_day date)
RETURNS TABLE (
  total_revenue numeric, cash_sales numeric, card_sales numeric, upi_sales numeric, credit_sales numeric,
  total_volume numeric, sales_count int,
  cash_collected numeric, card_collected numeric, upi_collected numeric, credit_given numeric, total_collected numeric,
  diff_cash numeric, diff_card numeric, diff_upi numeric, diff_credit numeric, diff_total numeric,
  accuracy numeric, reports_approved int, reports_pending int, reports_rejected int
)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  WITH s AS (
    SELECT coalesce(sum(d.live_amount), 0)::numeric(14,2) AS v_total,
      coalesce(sum(d.live_amount) FILTER (WHERE d.payment_method = 'cash'), 0)::numeric(14,2) AS v_cash,
      coalesce(sum(d.live_amount) FILTER (WHERE d.payment_method = 'card'), 0)::numeric(14,2) AS v_card,
      coalesce(sum(d.live_amount) FILTER (WHERE d.payment_method = 'upi'), 0)::numeric(14,2) AS v_upi,
      coalesce(sum(d.live_amount) FILTER (WHERE d.payment_method = 'credit'), 0)::numeric(14,2) AS v_credit,
      coalesce(sum(d.live_volume), 0)::numeric(14,3) AS v_volume,
      coalesce(sum(d.live_count), 0)::int AS v_count
    FROM reading_daily_station_totals d
    WHERE d.tenant_id = p_tenant AND d.station_id = p_station AND d.business_day = p_day
  ), u AS (
    SELECT coalesce(sum(c.cash_amount) FILTER (WHERE c.status <> 'rejected'), 0)::numeric(14,2) AS v_cash,
      coalesce(sum(c.card_amount) FILTER (WHERE c.status <> 'rejected'), 0)::numeric(14,2) AS v_card,
      coalesce(sum(c.upi_amount) FILTER (WHERE c.status <> 'rejected'), 0)::numeric(14,2) AS v_upi,
      coalesce(sum(c.credit_amount) FILTER (WHERE c.status <> 'rejected'), 0)::numeric(14,2) AS v_credit,
      (count(*) FILTER (WHERE c.status = 'approved'))::int AS v_approved,
      (count(*) FILTER (WHERE c.status = 'pending'))::int AS v_pending,
      (count(*) FILTER (WHERE c.status = 'rejected'))::int AS v_rejected
    FROM cash_reports c
    WHERE c.tenant_id = p_tenant AND c.station_id = p_station AND c.business_day = p_day
  ), t AS (
    SELECT s.*, u.v_cash AS u_cash, u.v_card AS u_card, u.v_upi AS u_upi, u.v_credit AS u_credit,
      (u.v_cash + u.v_card + u.v_upi + u.v_credit)::numeric(14,2) AS u_total,
      u.v_approved, u.v_pending, u.v_rejected
    FROM s, u
  )
  SELECT t.v_total, t.v_cash, t.v_card, t.v_upi, t.v_credit, t.v_volume, t.v_count,
    t.u_cash, t.u_card, t.u_upi, t.u_credit, t.u_total,
    (t.u_cash - t.v_cash)::numeric(14,2), (t.u_card - t.v_card)::numeric(14,2), (t.u_upi - t.v_upi)::numeric(14,2),
    (t.u_credit - t.v_credit)::numeric(14,2), (t.u_total - t.v_total)::numeric(14,2),
    (CASE WHEN t.v_total - t.v_credit > 0
          THEN greatest(0, round(100 - abs(t.u_total - t.v_total) / (t.v_total - t.v_credit) * 100, 2))
          WHEN t.u_total = t.v_total THEN 100
          ELSE 0 END)::numeric(5,2),
    t.v_approved, t.v_pending, t.v_rejected
  FROM t;
END
$$;--> statement-breakpoint

-- Closes a station's business day (owner or manager; the API checks the role): refuses a station that is
-- not there (deleted or another tenant's), today (its business day has not ended in the tenant's zone) and
-- future days, then takes THE day gate's lock (7302, station/day) EXCLUSIVELY — every write into the day
-- holds it shared until it commits (fc_assert_day_open), so the close waits for writes in flight and no
-- write slips in after it — and, under the lock, refuses a day already closed or with a pending cash
-- report. Stores the closure (the gate's row), the record with the day's figures (the same record id when
-- a reopened day closes again) and the audit entry. Returns the record's id.
CREATE OR REPLACE FUNCTION fc_day_close(p_tenant uuid, p_station uuid, p_day date, p_actor uuid, p_role text, p_notes text, p_id uuid)
RETURNS uuid
LANGUAGE plpgsql AS $$
DECLARE
  v_today date;
  v_f record;
  v_name text;
  v_id uuid;
  v_reopened boolean;
BEGIN
  PERFORM 1 FROM stations s WHERE s.tenant_id = p_tenant AND s.id = p_station AND s.deleted_at IS NULL;
  IF NOT FOUND THEN PERFORM fc_raise('STATION_NOT_FOUND'); END IF;
  v_today := fc_tenant_today(p_tenant);
  IF p_day > v_today THEN PERFORM fc_raise('DAY_IN_FUTURE'); END IF;
  IF p_day = v_today THEN PERFORM fc_raise('DAY_NOT_ENDED'); END IF;

  PERFORM pg_advisory_xact_lock(7302, hashtext(p_station::text || '/' || p_day::text));
  IF EXISTS (SELECT 1 FROM station_day_closures c
             WHERE c.tenant_id = p_tenant AND c.station_id = p_station AND c.business_day = p_day) THEN
    PERFORM fc_raise('DAY_CLOSED', jsonb_build_object('stationId', p_station, 'date', p_day));
  END IF;
  SELECT * INTO v_f FROM fc_day_figures(p_tenant, p_station, p_day);
  IF v_f.reports_pending > 0 THEN
    PERFORM fc_raise('CASH_REPORTS_PENDING', jsonb_build_object('count', v_f.reports_pending::text));
  END IF;

  SELECT u.name INTO v_name FROM users u WHERE u.tenant_id = p_tenant AND u.id = p_actor;
  INSERT INTO station_day_closures (tenant_id, station_id, business_day, closed_by, closed_at, notes)
  VALUES (p_tenant, p_station, p_day, p_actor, now(), p_notes);
  SELECT EXISTS (SELECT 1 FROM reconciliations r WHERE r.tenant_id = p_tenant AND r.station_id = p_station AND r.business_day = p_day)
    INTO v_reopened;
  INSERT INTO reconciliations AS r (id, tenant_id, station_id, business_day, status, actual_sales, collected, difference, notes,
      closed_by, closed_by_name, closed_at)
  VALUES (p_id, p_tenant, p_station, p_day, 'closed', v_f.total_revenue, v_f.total_collected, v_f.diff_total, p_notes,
      p_actor, coalesce(v_name, 'System'), now())
  ON CONFLICT (tenant_id, station_id, business_day) DO UPDATE SET
    status = 'closed', actual_sales = excluded.actual_sales, collected = excluded.collected, difference = excluded.difference,
    notes = excluded.notes, closed_by = excluded.closed_by, closed_by_name = excluded.closed_by_name, closed_at = excluded.closed_at,
    approved_by = NULL, approved_by_name = NULL, approved_at = NULL,
    reopened_by = NULL, reopened_by_name = NULL, reopened_at = NULL, reopen_reason = NULL, updated_at = now()
  WHERE r.status = 'reopened'
  RETURNING r.id INTO v_id;
  IF v_id IS NULL THEN PERFORM fc_raise('DAY_CLOSED', jsonb_build_object('stationId', p_station, 'date', p_day)); END IF;

  INSERT INTO audit_log (id, tenant_id, actor_id, actor_role, action, entity_type, entity_id, details)
  VALUES (fc_uuid7(), p_tenant, p_actor, p_role, 'day.closed', 'reconciliation', v_id,
    jsonb_build_object('stationId', p_station, 'date', p_day::text, 'notes', p_notes, 'closedAgain', v_reopened,
      'actualSales', v_f.total_revenue::text, 'collected', v_f.total_collected::text,
      'difference', v_f.diff_total::text, 'accuracy', v_f.accuracy::text, 'reportsApproved', v_f.reports_approved));
  RETURN v_id;
END
$$;--> statement-breakpoint

-- Reopens a closed (or approved) day (an owner, with a reason; the API checks both): under the gate's lock
-- exclusively, deletes the closure (writes pass again, the day's sales are pending), marks the record
-- reopened (the approval, if any, is withdrawn) and audits it with the figures the day was closed with.
CREATE OR REPLACE FUNCTION fc_day_reopen(p_tenant uuid, p_id uuid, p_actor uuid, p_role text, p_reason text)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_r reconciliations;
BEGIN
  SELECT * INTO v_r FROM reconciliations r WHERE r.tenant_id = p_tenant AND r.id = p_id;
  IF NOT FOUND THEN PERFORM fc_raise('RECONCILIATION_NOT_FOUND'); END IF;
  PERFORM pg_advisory_xact_lock(7302, hashtext(v_r.station_id::text || '/' || v_r.business_day::text));
  SELECT * INTO v_r FROM reconciliations r WHERE r.tenant_id = p_tenant AND r.id = p_id FOR UPDATE;
  IF v_r.status = 'reopened' THEN PERFORM fc_raise('DAY_NOT_CLOSED'); END IF;

  DELETE FROM station_day_closures c
   WHERE c.tenant_id = p_tenant AND c.station_id = v_r.station_id AND c.business_day = v_r.business_day;
  UPDATE reconciliations r SET status = 'reopened', reopened_by = p_actor,
      reopened_by_name = coalesce((SELECT u.name FROM users u WHERE u.tenant_id = p_tenant AND u.id = p_actor), 'System'),
      reopened_at = now(), reopen_reason = p_reason,
      approved_by = NULL, approved_by_name = NULL, approved_at = NULL, updated_at = now()
   WHERE r.tenant_id = p_tenant AND r.id = p_id;
  INSERT INTO audit_log (id, tenant_id, actor_id, actor_role, action, entity_type, entity_id, details)
  VALUES (fc_uuid7(), p_tenant, p_actor, p_role, 'day.reopened', 'reconciliation', p_id,
    jsonb_build_object('stationId', v_r.station_id, 'date', v_r.business_day::text, 'reason', p_reason,
      'previousStatus', v_r.status, 'closedBy', v_r.closed_by_name, 'closedAt', v_r.closed_at,
      'actualSales', v_r.actual_sales::text, 'difference', v_r.difference::text));
END
$$;
