import { sql } from 'drizzle-orm';

/**
 * A station's running totals as the readers compute them since drizzle/0035 (docs/decisions/047): the sum
 * of its nozzles' running rows by station, fuel and payment method. Tests that held the kept station rows
 * to the readings hold this sum to them now. Use as `from ${STATION_RUNNING} where …`.
 */
export const STATION_RUNNING = sql.raw(`(select tenant_id, station_id, fuel_type, payment_method,
    sum(readings_count)::int as readings_count, sum(live_count)::int as live_count,
    sum(live_amount) as live_amount, sum(live_volume) as live_volume
  from reading_running_totals group by tenant_id, station_id, fuel_type, payment_method) station_running`);
