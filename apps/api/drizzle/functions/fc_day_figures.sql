CREATE OR REPLACE FUNCTION public.fc_day_figures(p_tenant uuid, p_station uuid, p_day date)
 RETURNS TABLE(total_revenue numeric, cash_sales numeric, card_sales numeric, upi_sales numeric, credit_sales numeric, total_volume numeric, sales_count integer, cash_collected numeric, card_collected numeric, upi_collected numeric, credit_given numeric, total_collected numeric, diff_cash numeric, diff_card numeric, diff_upi numeric, diff_credit numeric, diff_total numeric, accuracy numeric, reports_approved integer, reports_pending integer, reports_rejected integer)
 LANGUAGE plpgsql
 STABLE
AS $function$
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
$function$
;
