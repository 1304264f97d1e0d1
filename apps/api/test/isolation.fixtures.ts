import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Tx } from '../src/db/client';

/**
 * One row of each tenant-owned table, inserted inside the tenant's own transaction, and how to find
 * it again. The isolation test checks every table here; a table with a tenant_id column that is
 * missing here fails that test, so a new area adds a fixture for each table it creates.
 * Fixtures may depend on earlier ones (insertion order is the array order); `ids` carries their ids.
 * A fixture takes its parents only from `ids` and its tenant only from `tenantId`, and makes its own
 * keys unique: the insert check writes each one with another tenant's id and parents in a tenant
 * session, where only row security may refuse it.
 */
export type TFixture = {
  table: string;
  insert: (tx: Tx, tenantId: string, ids: Record<string, string>) => Promise<string>;
  /** The column identifying the row (default id). */
  key?: string;
  /** A harmless column update for the update check. */
  update: string;
};

export const TENANT_FIXTURES: TFixture[] = [
  {
    table: 'users',
    insert: async (tx, tenantId) => {
      const id = uuidv7();
      await tx.execute(sql`insert into users (id, tenant_id, email, name, role, password_hash)
        values (${id}, ${tenantId}, ${`iso.${id}@test.example`}, 'Iso User', 'attendant', 'x')`);
      return id;
    },
    update: `name = 'changed'`,
  },
  {
    table: 'stations',
    insert: async (tx, tenantId) => {
      const id = uuidv7();
      await tx.execute(sql`insert into stations (id, tenant_id, name, address) values (${id}, ${tenantId}, ${`Iso ${id}`}, 'Road 1')`);
      return id;
    },
    update: `name = 'changed'`,
  },
  {
    table: 'user_station_assignments',
    key: 'user_id',
    insert: async (tx, tenantId, ids) => {
      await tx.execute(sql`insert into user_station_assignments (tenant_id, user_id, station_id)
        values (${tenantId}, ${ids.users!}, ${ids.stations!})`);
      return ids.users!;
    },
    update: `created_at = now()`,
  },
  {
    table: 'pumps',
    insert: async (tx, tenantId, ids) => {
      const id = uuidv7();
      await tx.execute(sql`insert into pumps (id, tenant_id, station_id, name, serial_number)
        values (${id}, ${tenantId}, ${ids.stations!}, 'Iso Pump', ${`ISO-${id}`})`);
      return id;
    },
    update: `name = 'changed'`,
  },
  {
    table: 'nozzles',
    insert: async (tx, tenantId, ids) => {
      const id = uuidv7();
      await tx.execute(sql`insert into nozzles (id, tenant_id, pump_id, nozzle_number, name, fuel_type)
        values (${id}, ${tenantId}, ${ids.pumps!}, 1, 'Iso Nozzle', 'petrol')`);
      return id;
    },
    update: `name = 'changed'`,
  },
  {
    table: 'fuel_prices',
    insert: async (tx, tenantId, ids) => {
      const id = uuidv7();
      await tx.execute(sql`insert into fuel_prices (id, tenant_id, station_id, fuel_type, price, valid_from)
        values (${id}, ${tenantId}, ${ids.stations!}, 'petrol', '102.50', now() - interval '1 day')`);
      return id;
    },
    update: `price = 99`,
  },
  {
    table: 'nozzle_readings',
    insert: async (tx, tenantId, ids) => {
      const id = uuidv7();
      await tx.execute(sql`insert into nozzle_readings (id, tenant_id, nozzle_id, pump_id, station_id, fuel_type, reading,
          previous_reading, volume, price_per_litre, amount, fuel_price_id, recorded_at, recorded_by, recorded_by_name)
        values (${id}, ${tenantId}, ${ids.nozzles!}, ${ids.pumps!}, ${ids.stations!}, 'petrol', '10.000', '0.000', '10.000',
          '102.50', '1025.00', ${ids.fuel_prices!}, now(), ${ids.users!}, 'Iso User')`);
      return id;
    },
    update: `notes = 'changed'`,
  },
  {
    table: 'reading_daily_totals',
    key: 'nozzle_id',
    insert: async (tx, tenantId, ids) => {
      await tx.execute(sql`insert into reading_daily_totals (tenant_id, business_day, nozzle_id, payment_method, pump_id, station_id,
          fuel_type, readings_count, live_count, live_amount, live_volume)
        values (${tenantId}, current_date, ${ids.nozzles!}, 'cash', ${ids.pumps!}, ${ids.stations!}, 'petrol', 1, 1, '1025.00', '10.000')`);
      return ids.nozzles!;
    },
    update: `updated_at = now()`,
  },
  {
    table: 'reading_daily_station_totals',
    key: 'station_id',
    insert: async (tx, tenantId, ids) => {
      await tx.execute(sql`insert into reading_daily_station_totals (tenant_id, business_day, station_id, fuel_type, payment_method,
          readings_count, live_count, live_amount, live_volume)
        values (${tenantId}, current_date, ${ids.stations!}, 'petrol', 'cash', 1, 1, '1025.00', '10.000')`);
      return ids.stations!;
    },
    update: `updated_at = now()`,
  },
  {
    table: 'reading_running_totals',
    key: 'nozzle_id',
    insert: async (tx, tenantId, ids) => {
      await tx.execute(sql`insert into reading_running_totals (tenant_id, nozzle_id, payment_method, pump_id, station_id, fuel_type,
          readings_count, live_count, live_amount, live_volume)
        values (${tenantId}, ${ids.nozzles!}, 'cash', ${ids.pumps!}, ${ids.stations!}, 'petrol', 1, 1, '1025.00', '10.000')`);
      return ids.nozzles!;
    },
    update: `updated_at = now()`,
  },
  {
    table: 'station_day_closures',
    key: 'station_id',
    insert: async (tx, tenantId, ids) => {
      await tx.execute(sql`insert into station_day_closures (tenant_id, station_id, business_day, notes)
        values (${tenantId}, ${ids.stations!}, date '2020-01-01', 'isolation fixture')`);
      return ids.stations!;
    },
    update: `notes = 'changed'`,
  },
  {
    table: 'fuel_tanks',
    insert: async (tx, tenantId, ids) => {
      const id = uuidv7();
      await tx.execute(sql`insert into fuel_tanks (id, tenant_id, station_id, name, fuel_type, capacity, stock, is_set_up)
        values (${id}, ${tenantId}, ${ids.stations!}, 'Iso Tank', 'petrol', '10000.000', '5000.000', true)`);
      return id;
    },
    update: `capacity = 1`,
  },
  {
    table: 'tank_dip_charts',
    insert: async (tx, tenantId, ids) => {
      const id = uuidv7();
      await tx.execute(sql`insert into tank_dip_charts (id, tenant_id, tank_id, points, max_dip_cm, max_litres, uploaded_by)
        values (${id}, ${tenantId}, ${ids.fuel_tanks!}, '[[0, "0.000"], [2000, "20000.000"]]'::jsonb, '200.0', '20000.000', ${ids.users!})`);
      return id;
    },
    update: `max_litres = 1`,
  },
  {
    table: 'tank_dips',
    insert: async (tx, tenantId, ids) => {
      const id = uuidv7();
      await tx.execute(sql`insert into tank_dips (id, tenant_id, tank_id, station_id, chart_id, kind, dip_cm, litres, book_stock, difference, recorded_at, recorded_by, recorded_by_name)
        values (${id}, ${tenantId}, ${ids.fuel_tanks!}, ${ids.stations!}, ${ids.tank_dip_charts!}, 'check', '50.0', '5000.000', '5000.000', '0.000', now(), ${ids.users!}, 'Iso')`);
      return id;
    },
    update: `notes = 'changed'`,
  },
  {
    table: 'tank_receipts',
    insert: async (tx, tenantId, ids) => {
      const id = uuidv7();
      await tx.execute(sql`insert into tank_receipts (id, tenant_id, tank_id, station_id, chart_id, invoice_number, invoice_litres, invoice_density15,
          observed_density, observed_temp_c, density15, density_difference, dip_before_cm, dip_after_cm, litres_before, litres_after,
          litres_sold_during, received_litres, short_litres, recorded_at, recorded_by, recorded_by_name)
        values (${id}, ${tenantId}, ${ids.fuel_tanks!}, ${ids.stations!}, ${ids.tank_dip_charts!}, ${`ISO-${id}`}, '1000.000', '750.0',
          '740.0', '30.0', '750.1', '0.1', '10.0', '20.0', '1000.000', '2000.000', '0.000', '1000.000', '0.000', now(), ${ids.users!}, 'Iso')`);
      return id;
    },
    update: `notes = 'changed'`,
  },
  {
    table: 'inventory_movements',
    insert: async (tx, tenantId, ids) => {
      const id = uuidv7();
      await tx.execute(sql`insert into inventory_movements (id, tenant_id, station_id, fuel_type, tank_id, kind, quantity, reading_id, created_by)
        values (${id}, ${tenantId}, ${ids.stations!}, 'petrol', ${ids.fuel_tanks!}, 'sale', '-10.000', ${ids.nozzle_readings!}, ${ids.users!})`);
      return id;
    },
    update: `note = 'changed'`,
  },
  {
    table: 'alerts',
    insert: async (tx, tenantId, ids) => {
      const id = uuidv7();
      await tx.execute(sql`insert into alerts (id, tenant_id, type, title, message, priority, station_id, subject)
        values (${id}, ${tenantId}, 'low_stock', 'Low stock', 'Iso', 'high', ${ids.stations!}, ${`${ids.stations!}:petrol`})`);
      return id;
    },
    update: `acknowledged = true`,
  },
  {
    table: 'creditors',
    insert: async (tx, tenantId, ids) => {
      const id = uuidv7();
      await tx.execute(sql`insert into creditors (id, tenant_id, station_id, party_name, credit_limit)
        values (${id}, ${tenantId}, ${ids.stations!}, 'Iso Transport', '50000.00')`);
      return id;
    },
    update: `party_name = 'changed'`,
  },
  {
    table: 'credit_payments',
    insert: async (tx, tenantId, ids) => {
      const id = uuidv7();
      await tx.execute(sql`insert into credit_payments (id, tenant_id, creditor_id, amount, payment_method, recorded_by, recorded_by_name)
        values (${id}, ${tenantId}, ${ids.creditors!}, '100.00', 'upi', ${ids.users!}, 'Iso User')`);
      return id;
    },
    update: `reference_number = 'changed'`,
  },
  {
    table: 'cash_reports',
    insert: async (tx, tenantId, ids) => {
      const id = uuidv7();
      await tx.execute(sql`insert into cash_reports (id, tenant_id, station_id, business_day, shift, user_id, user_name, cash_amount)
        values (${id}, ${tenantId}, ${ids.stations!}, date '2020-01-01', 'morning', ${ids.users!}, 'Iso User', '1000.00')`);
      return id;
    },
    update: `notes = 'changed'`,
  },
  {
    table: 'reconciliations',
    insert: async (tx, tenantId, ids) => {
      const id = uuidv7();
      await tx.execute(sql`insert into reconciliations (id, tenant_id, station_id, business_day, status, actual_sales, collected, difference,
          closed_by, closed_by_name, closed_at)
        values (${id}, ${tenantId}, ${ids.stations!}, date '2020-01-01', 'closed', '1025.00', '1000.00', '-25.00', ${ids.users!}, 'Iso User', now())`);
      return id;
    },
    update: `notes = 'changed'`,
  },
  {
    table: 'audit_log',
    insert: async (tx, tenantId) => {
      const id = uuidv7();
      await tx.execute(sql`insert into audit_log (id, tenant_id, action, entity_type) values (${id}, ${tenantId}, 'test', 'test')`);
      return id;
    },
    update: `action = 'changed'`,
  },
  {
    table: 'onboarding_user_states',
    key: 'user_id',
    insert: async (tx, tenantId, ids) => {
      await tx.execute(sql`insert into onboarding_user_states (tenant_id, user_id) values (${tenantId}, ${ids.users!})`);
      return ids.users!;
    },
    update: `daily_reminders = false`,
  },
  {
    table: 'onboarding_reminders',
    insert: async (tx, tenantId, ids) => {
      const id = uuidv7();
      await tx.execute(sql`insert into onboarding_reminders (id, tenant_id, kind, subject, station_id, business_day, priority, title, message, route)
        values (${id}, ${tenantId}, 'price_missing', ${`${ids.stations!}:petrol`}, ${ids.stations!}, date '2020-01-01', 'high', 'Set a fuel price', 'Iso', '/dashboard/fuel-prices')`);
      return id;
    },
    update: `title = 'changed'`,
  },
  {
    table: 'onboarding_events',
    insert: async (tx, tenantId, ids) => {
      const id = uuidv7();
      await tx.execute(sql`insert into onboarding_events (id, tenant_id, user_id, action, occurred_at) values (${id}, ${tenantId}, ${ids.users!}, 'iso', now())`);
      return id;
    },
    update: `action = 'changed'`,
  },
  {
    table: 'notification_states',
    insert: async (tx, tenantId, ids) => {
      const id = uuidv7();
      await tx.execute(sql`insert into notification_states (id, tenant_id, user_id, task_id, dismissed_forever)
        values (${id}, ${tenantId}, ${ids.users!}, 'cash_reports:pending', true)`);
      return id;
    },
    update: `dismissed_forever = false`,
  },
  {
    table: 'report_schedules',
    insert: async (tx, tenantId, ids) => {
      const id = uuidv7();
      await tx.execute(sql`insert into report_schedules (id, tenant_id, name, type, format, frequency, station_id, starts_on)
        values (${id}, ${tenantId}, 'Iso schedule', 'sales', 'csv', 'daily', ${ids.stations!}, current_date)`);
      return id;
    },
    update: `name = 'changed'`,
  },
  {
    table: 'reports',
    insert: async (tx, tenantId, ids) => {
      const id = uuidv7();
      await tx.execute(sql`insert into reports (id, tenant_id, name, type, format, start_date, end_date, schedule_id)
        values (${id}, ${tenantId}, 'Iso report', 'sales', 'csv', current_date, current_date, ${ids.report_schedules!})`);
      return id;
    },
    update: `name = 'changed'`,
  },
  {
    table: 'report_file_chunks',
    key: 'report_id',
    insert: async (tx, tenantId, ids) => {
      await tx.execute(sql`insert into report_file_chunks (tenant_id, report_id, seq, data) values (${tenantId}, ${ids.reports!}, 0, '\\x6869'::bytea)`);
      return ids.reports!;
    },
    update: `seq = seq`,
  },
  {
    table: 'tenant_settings',
    key: 'key',
    insert: async (tx, tenantId) => {
      const key = `iso.k${uuidv7().replace(/-/g, '')}`;
      await tx.execute(sql`insert into tenant_settings (tenant_id, key, value) values (${tenantId}, ${key}, 'x')`);
      return key;
    },
    update: `value = 'changed'`,
  },
];
