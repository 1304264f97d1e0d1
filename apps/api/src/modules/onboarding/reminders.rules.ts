import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { businessToday, dayStart } from '../../db/business-days';
import { planHasFeature } from '../../db/plan-limits';

/**
 * Raises today's reminders from the real gaps of one tenant and resolves every open reminder whose gap
 * has closed (or whose day has passed: the next run raises it again for the new day), in one statement.
 *
 * Gaps: a fuel with an active nozzle (live station and pump) but no price in effect at that station
 * (price_missing, high); an active nozzle without a reading today (no_reading_today, medium); a cash
 * report waiting for approval (cash_report_pending, medium); a station whose previous business day had
 * sales and is not closed (day_unreconciled, high: reconciliation, docs/decisions/024) — only on a plan with
 * reconciliation (docs/decisions/064): a tenant that cannot close a day is not asked to.
 */
export async function syncReminders(tx: Tx, tenantId: string): Promise<void> {
  const today = businessToday(tenantId);
  const yesterday = businessToday(tenantId, 1);
  const todayStart = dayStart(tenantId);
  await tx.execute(sql`
    with active_nozzles as (
      select n.id, n.name, n.fuel_type, p.id as pump_id, p.name as pump_name, s.id as station_id, s.name as station_name
      from nozzles n
      join pumps p on p.tenant_id = n.tenant_id and p.id = n.pump_id
      join stations s on s.tenant_id = p.tenant_id and s.id = p.station_id
      where n.tenant_id = ${tenantId} and n.deleted_at is null and p.deleted_at is null and s.deleted_at is null
        and n.status = 'active' and p.status = 'active' and s.status = 'active'
    ),
    gaps as (
      select distinct on (a.station_id, a.fuel_type)
        'price_missing'::text as kind, a.station_id::text || ':' || a.fuel_type as subject, a.station_id,
        'high'::text as priority, 'Set a fuel price' as title,
        a.station_name || ': ' || initcap(a.fuel_type) || ' has active nozzles but no price, so its readings cannot be valued.' as message,
        '/dashboard/fuel-prices' as route
      from active_nozzles a
      where not exists (
        select 1 from fuel_prices fp
        where fp.tenant_id = ${tenantId} and fp.station_id = a.station_id and fp.fuel_type = a.fuel_type and fp.valid_from <= now()
      )
      union all
      select 'no_reading_today', a.id::text, a.station_id, 'medium', 'Record today''s reading',
        a.station_name || ' · ' || a.pump_name || ' · ' || a.name || ' has no reading today.',
        '/dashboard/readings/new'
      from active_nozzles a
      where not exists (
        select 1 from nozzle_readings r
        where r.tenant_id = ${tenantId} and r.nozzle_id = a.id and r.recorded_at >= ${todayStart} and r.voided_at is null
      )
      union all
      select 'cash_report_pending', c.id::text, c.station_id, 'medium', 'Review a cash report',
        c.user_name || '''s ' || c.shift || ' shift report of ' || to_char(c.business_day, 'DD/MM/YYYY') || ' at ' || s.name || ' is waiting for approval.',
        '/dashboard/cash-reports'
      from cash_reports c
      join stations s on s.tenant_id = c.tenant_id and s.id = c.station_id
      where c.tenant_id = ${tenantId} and c.status = 'pending'
      union all
      select 'day_unreconciled', s.id::text || ':' || ${yesterday}::text, s.id, 'high', 'Reconcile yesterday',
        s.name || ': the sales of ' || to_char(${yesterday}, 'DD/MM/YYYY') || ' are not reconciled yet.',
        '/dashboard/reconciliation'
      from stations s
      where s.tenant_id = ${tenantId} and s.deleted_at is null and ${planHasFeature(tenantId, 'reconciliation')}
        and exists (select 1 from reading_daily_station_totals d
          where d.tenant_id = ${tenantId} and d.station_id = s.id and d.business_day = ${yesterday} and d.live_count > 0)
        and not exists (select 1 from station_day_closures c
          where c.tenant_id = ${tenantId} and c.station_id = s.id and c.business_day = ${yesterday})
    ),
    resolved as (
      update onboarding_reminders r set resolved_at = now()
      where r.tenant_id = ${tenantId} and r.resolved_at is null and r.completed_at is null
        and not exists (select 1 from gaps g where g.kind = r.kind and g.subject = r.subject and r.business_day = ${today})
      returning r.id
    )
    insert into onboarding_reminders (id, tenant_id, kind, subject, station_id, business_day, priority, title, message, route)
    select gen_random_uuid(), ${tenantId}, g.kind, g.subject, g.station_id, ${today}, g.priority, g.title, g.message, g.route
    from gaps g
    on conflict (tenant_id, kind, subject, business_day) do nothing
  `);
}
