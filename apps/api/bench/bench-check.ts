import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../src/db/client';
import { withPlatform } from '../src/db/tenant';
import { resultRows } from '../src/db/sql-fragments';

/**
 * After the POST run: every stored chain of the tenant's nozzles and everything derived from the
 * readings, recomputed from the raw rows here (independently of the app's own code):
 * - chains: over each nozzle's live readings ordered by recorded_at, id — previous_reading = the prior
 *   reading's value (the nozzle's opening reading for the first), volume = reading − previous,
 *   amount = round(volume × price, 2), and the price (and its id) the station's price in effect then;
 * - rollups: the four tables (day and running, nozzle and station grain) against the sums of the raw
 *   readings at their keys (count, live count, live amount, live volume; a stored row no reading maps
 *   to must be all zeros);
 * - ledger: each reading's movements sum to −volume while live (0 once voided), and each tank's stock is
 *   the sum of its movements.
 */
export type TCheckResult = {
  chains: { checked: number; written: number; wrong: number; examples: string[] };
  rollups: Array<{ table: string; rows: number; wrong: number }>;
  ledger: { readings: number; readingsWrong: number; tanks: number; tanksWrong: number };
  ok: boolean;
};

const BUSINESS_DAY = '(r.recorded_at at time zone tn.time_zone)::date';
const ROLLUPS: Array<{ table: string; keys: string[] }> = [
  { table: 'reading_daily_totals', keys: ['business_day', 'nozzle_id', 'payment_method', 'pump_id', 'station_id', 'fuel_type'] },
  { table: 'reading_daily_station_totals', keys: ['business_day', 'station_id', 'fuel_type', 'payment_method'] },
  { table: 'reading_running_totals', keys: ['nozzle_id', 'payment_method', 'pump_id', 'station_id', 'fuel_type'] },
];

async function checkChains(tx: Tx, tenantId: string, since: Date): Promise<TCheckResult['chains']> {
  const flagged = sql`
    with prices as (
      select id, station_id, fuel_type, price, valid_from,
        lead(valid_from) over (partition by station_id, fuel_type order by valid_from, id) as valid_to
      from fuel_prices where tenant_id = ${tenantId}
    ), live as (
      select r.id, r.nozzle_id, r.station_id, r.fuel_type, r.reading, r.previous_reading, r.volume, r.amount,
        r.price_per_litre, r.fuel_price_id, r.recorded_at, r.created_at,
        coalesce(lag(r.reading) over (partition by r.nozzle_id order by r.recorded_at, r.id), n.opening_reading) as expected_previous
      from nozzle_readings r join nozzles n on n.tenant_id = r.tenant_id and n.id = r.nozzle_id
      where r.tenant_id = ${tenantId} and r.status = 'recorded'
    )
    select l.id, l.nozzle_id, l.recorded_at, l.created_at, concat_ws('; ',
        case when l.previous_reading <> l.expected_previous then 'previous ' || l.previous_reading || ' <> prior ' || l.expected_previous end,
        case when l.volume <> l.reading - l.previous_reading then 'volume ' || l.volume || ' <> ' || l.reading || ' - ' || l.previous_reading end,
        case when l.amount <> round(l.volume * l.price_per_litre, 2) then 'amount ' || l.amount || ' <> round(' || l.volume || ' x ' || l.price_per_litre || ', 2)' end,
        case when p.id is distinct from l.fuel_price_id or p.price <> l.price_per_litre
          then 'price ' || l.price_per_litre || ' <> price in effect ' || coalesce(p.price::text, 'none') end) as problem
    from live l
    left join prices p on p.station_id = l.station_id and p.fuel_type = l.fuel_type
      and p.valid_from <= l.recorded_at and (p.valid_to is null or l.recorded_at < p.valid_to)`;
  const [totals] = resultRows<{ checked: number; written: number; wrong: number }>(
    await tx.execute(sql`
      with f as (${flagged})
      select count(*)::int as checked, (count(*) filter (where created_at >= ${since.toISOString()}))::int as written,
        (count(*) filter (where problem <> ''))::int as wrong
      from f`),
  );
  const examples = totals!.wrong
    ? resultRows<{ id: string; nozzle_id: string; problem: string }>(
        await tx.execute(sql`with f as (${flagged}) select id, nozzle_id, problem from f where problem <> '' order by nozzle_id, recorded_at, id limit 10`),
      ).map((r) => `reading ${r.id} (nozzle ${r.nozzle_id}): ${r.problem}`)
    : [];
  return { ...totals!, examples };
}

async function checkRollup(tx: Tx, tenantId: string, table: string, keys: string[]): Promise<{ table: string; rows: number; wrong: number }> {
  const raw = sql.raw(keys.map((k) => (k === 'business_day' ? `${BUSINESS_DAY} as business_day` : `r.${k}`)).join(', '));
  const group = sql.raw(keys.map((k) => (k === 'business_day' ? BUSINESS_DAY : `r.${k}`)).join(', '));
  const using = sql.raw(keys.join(', '));
  const differs = (c: string) => `coalesce(s.${c}, 0) <> coalesce(x.${c}, 0)`;
  const [row] = resultRows<{ rows: number; wrong: number }>(
    await tx.execute(sql`
      with x as (
        select ${raw}, count(*)::int as readings_count, (count(*) filter (where r.status = 'recorded'))::int as live_count,
          coalesce(sum(r.amount) filter (where r.status = 'recorded'), 0) as live_amount,
          coalesce(sum(r.volume) filter (where r.status = 'recorded'), 0) as live_volume
        from nozzle_readings r join tenants tn on tn.id = r.tenant_id
        where r.tenant_id = ${tenantId}
        group by ${group}
      ), s as (
        select ${using}, readings_count, live_count, live_amount, live_volume from ${sql.raw(table)} where tenant_id = ${tenantId}
      )
      select count(*)::int as rows,
        (count(*) filter (where ${sql.raw(['readings_count', 'live_count', 'live_amount', 'live_volume'].map(differs).join(' or '))}))::int as wrong
      from x full join s using (${using})`),
  );
  return { table, ...row! };
}

async function checkLedger(tx: Tx, tenantId: string): Promise<TCheckResult['ledger']> {
  const [readings] = resultRows<{ readings: number; wrong: number }>(
    await tx.execute(sql`
      select count(*)::int as readings,
        (count(*) filter (where coalesce(m.quantity, 0) <> case when r.status = 'recorded' then -r.volume else 0 end))::int as wrong
      from nozzle_readings r
      left join (select reading_id, sum(quantity) as quantity from inventory_movements
                 where tenant_id = ${tenantId} and reading_id is not null group by reading_id) m on m.reading_id = r.id
      where r.tenant_id = ${tenantId}`),
  );
  const [tanks] = resultRows<{ tanks: number; wrong: number }>(
    await tx.execute(sql`
      select count(*)::int as tanks, (count(*) filter (where coalesce(t.stock, 0) <> coalesce(m.quantity, 0)))::int as wrong
      from (select station_id, fuel_type, stock from fuel_tanks where tenant_id = ${tenantId}) t
      full join (select station_id, fuel_type, sum(quantity) as quantity from inventory_movements
                 where tenant_id = ${tenantId} group by station_id, fuel_type) m using (station_id, fuel_type)`),
  );
  return { readings: readings!.readings, readingsWrong: readings!.wrong, tanks: tanks!.tanks, tanksWrong: tanks!.wrong };
}

/** Checks the tenant's stored readings and what derives from them; `since`: when the POST run began. */
export async function checkStoredReadings(db: Db, tenantId: string, since: Date): Promise<TCheckResult> {
  return withPlatform(db, async (tx) => {
    const chains = await checkChains(tx, tenantId, since);
    const rollups = [];
    for (const r of ROLLUPS) rollups.push(await checkRollup(tx, tenantId, r.table, r.keys));
    const ledger = await checkLedger(tx, tenantId);
    const ok = chains.wrong === 0 && rollups.every((r) => r.wrong === 0) && ledger.readingsWrong === 0 && ledger.tanksWrong === 0;
    return { chains, rollups, ledger, ok };
  });
}
