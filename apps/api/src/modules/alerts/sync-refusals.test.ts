import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { ASSET_MSG, DAY_MSG, alertTextEn, formatDateTime, type TSyncRefusal } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, assignStation, createStation, createTenant, type TestTenant } from '../../../test/factories';
import { withPlatform } from '../../db/tenant';
import { resultRows } from '../../db/sql-fragments';

/** POST /attendant/sync-refusals (docs/decisions/028): an offline entry the server refused alerts the managers, once per entry id. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setUp(): Promise<{ tenant: TestTenant; station: { id: string; name: string } }> {
  const tenant = await createTenant(t.app, t.handle.db);
  const station = await createStation(t.handle.db, tenant.id);
  await assignStation(t.handle.db, tenant.id, tenant.attendant.id, station.id);
  return { tenant, station };
}

/** A refusal as the phone reports it: a reading taken at 18:30 IST on 5 Jan 2025, refused because the day was closed meanwhile. */
const refusal = (stationId: string, over: Partial<TSyncRefusal> = {}): TSyncRefusal => ({
  entryId: uuidv7(),
  kind: 'reading',
  stationId,
  takenAt: '2025-01-05T13:00:00.000Z',
  status: 409,
  code: 'DAY_CLOSED',
  message: DAY_MSG.dayClosed,
  summary: 'Nozzle 2 (Pump 1): 12,345.67 L',
  ...over,
});

/** The tenant's alerts of the type, and its audit entries of the action, as the database holds them. */
async function footprint(tenantId: string) {
  const result = await withPlatform(t.handle.db, (tx) =>
    tx.execute(sql`select
      (select coalesce(json_agg(json_build_object('id', a.id, 'entryId', a.entry_id, 'subject', a.subject, 'title', a.title, 'message', a.message,
          'priority', a.priority, 'stationId', a.station_id, 'active', a.active) order by a.id), '[]'::json)
        from alerts a where a.tenant_id = ${tenantId} and a.type = 'offline_entry_refused') as alerts,
      (select coalesce(json_agg(json_build_object('actorId', l.actor_id, 'actorRole', l.actor_role, 'entityType', l.entity_type,
          'entityId', l.entity_id, 'details', l.details) order by l.id), '[]'::json)
        from audit_log l where l.tenant_id = ${tenantId} and l.action = 'offline_entry.refused') as audits`),
  );
  const row = resultRows(result)[0]!;
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Array<Record<string, unknown>>;
  return { alerts: parse(row.alerts), audits: parse(row.audits) };
}

describe('POST /attendant/sync-refusals', () => {
  it('raises one high alert naming the attendant, the time taken (Indian English, tenant zone), the entry and the reason; audited', async () => {
    const { tenant, station } = await setUp();
    const body = refusal(station.id);
    const res = await as(t.app, tenant.attendant).post('/attendant/sync-refusals', body);
    expect(res.statusCode).toBe(201);
    const data = json(res).data as { alertId: string; created: boolean };
    expect(data).toEqual({ alertId: expect.any(String), created: true });

    const name = json(await as(t.app, tenant.attendant).get('/auth/profile')).data.name as string;
    const { alerts, audits } = await footprint(tenant.id);
    expect(alerts).toEqual([
      {
        id: data.alertId,
        entryId: body.entryId,
        subject: body.entryId,
        title: `Offline reading refused: ${name}`,
        message:
          `${name}'s reading taken offline at ${station.name} on 05 Jan 2025, 06:30 pm ` +
          `was refused when it synced. Entry: Nozzle 2 (Pump 1): 12,345.67 L. Reason: ${DAY_MSG.dayClosed}`,
        priority: 'high',
        stationId: station.id,
        active: true,
      },
    ]);
    expect(audits).toEqual([
      {
        actorId: tenant.attendant.id,
        actorRole: 'attendant',
        entityType: 'alert',
        entityId: data.alertId,
        details: {
          entryId: body.entryId,
          stationId: station.id,
          kind: 'reading',
          takenAt: body.takenAt,
          status: 409,
          code: 'DAY_CLOSED',
          message: DAY_MSG.dayClosed,
          summary: body.summary,
        },
      },
    ]);
  });

  it("shows the time taken in the tenant's own zone, and names a cash report as such", async () => {
    const { tenant, station } = await setUp();
    await withPlatform(t.handle.db, (tx) => tx.execute(sql`update tenants set time_zone = 'Asia/Dubai' where id = ${tenant.id}`));
    const body = refusal(station.id, { kind: 'cash_report', summary: 'Morning shift: ₹12,000', status: 422, code: 'UNPROCESSABLE', message: 'A cash report cannot be dated in the future' });
    expect((await as(t.app, tenant.attendant).post('/attendant/sync-refusals', body)).statusCode).toBe(201);
    const [alert] = (await footprint(tenant.id)).alerts;
    expect(alert!.title).toMatch(/^Offline cash report refused: attendant /);
    const when = formatDateTime(body.takenAt, { timeZone: 'Asia/Dubai' });
    expect(when).toBe('05 Jan 2025, 05:00 pm');
    expect(alert!.message).toContain(`'s cash report taken offline at ${station.name} on ${when} was refused when it synced.`);
    expect(alert!.message).toContain('Entry: Morning shift: ₹12,000. Reason: A cash report cannot be dated in the future.');
    // The texts by key (docs/decisions/061): a key per kind of entry, the English exactly its params'.
    const stored = json(await as(t.app, tenant.owner).get(`/alerts/${alert!.id}`)).data;
    const user = (alert!.title as string).slice('Offline cash report refused: '.length);
    expect(stored.titleText).toEqual({ key: 'alert.offlineCashReportRefusedTitle', params: { user } });
    expect(stored.messageText).toEqual({
      key: 'alert.offlineCashReportRefused',
      params: { user, station: station.name, when, summary: 'Morning shift: ₹12,000.', reason: 'A cash report cannot be dated in the future.' },
    });
    expect(stored.message).toBe(alertTextEn(stored.messageText.key, stored.messageText.params));
  });

  it('answers the same entry id again with the same alert (200, created false) and changes nothing; two reports at once raise one', async () => {
    const { tenant, station } = await setUp();
    const attendant = as(t.app, tenant.attendant);
    const body = refusal(station.id);
    const first = json(await attendant.post('/attendant/sync-refusals', body)).data;
    const before = await footprint(tenant.id);
    // The same entry id, even with another body (the phone's text of the reason may differ): the stored alert.
    for (const again of [body, { ...body, message: 'Something else', summary: 'Other', status: 422 }]) {
      const res = await attendant.post('/attendant/sync-refusals', again);
      expect(res.statusCode).toBe(200);
      expect(json(res).data).toEqual({ alertId: first.alertId, created: false });
    }
    expect(await footprint(tenant.id)).toEqual(before);

    const racing = refusal(station.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => attendant.post('/attendant/sync-refusals', racing)));
    const ids = new Set(answers.map((r) => json(r).data.alertId));
    expect(ids.size).toBe(1);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const after = await footprint(tenant.id);
    expect(after.alerts.filter((a) => a.entryId === racing.entryId)).toHaveLength(1);
    expect(after.audits).toHaveLength(2);
  });

  it('keeps entry ids per tenant: the same id in another tenant is another alert', async () => {
    const a = await setUp();
    const b = await setUp();
    const entryId = uuidv7();
    const inA = await as(t.app, a.tenant.attendant).post('/attendant/sync-refusals', refusal(a.station.id, { entryId }));
    const inB = await as(t.app, b.tenant.attendant).post('/attendant/sync-refusals', refusal(b.station.id, { entryId }));
    expect([inA.statusCode, inB.statusCode]).toEqual([201, 201]);
    expect(json(inA).data.alertId).not.toBe(json(inB).data.alertId);
  });

  it("refuses a station the attendant may not see with 404 'Station not found', storing nothing", async () => {
    const { tenant } = await setUp();
    const unassigned = await createStation(t.handle.db, tenant.id);
    const other = await setUp();
    for (const stationId of [unassigned.id, other.station.id, uuidv7()]) {
      const res = await as(t.app, tenant.attendant).post('/attendant/sync-refusals', refusal(stationId));
      expect([res.statusCode, json(res).code, json(res).message]).toEqual([404, 'NOT_FOUND', ASSET_MSG.stationNotFound]);
    }
    expect(await footprint(tenant.id)).toEqual({ alerts: [], audits: [] });
  });

  it('validates the body (400, envelope with fields) and is for attendants only (403)', async () => {
    const { tenant, station } = await setUp();
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ...refusal(station.id), entryId: 'not-a-uuid' }, 'entryId'],
      [{ ...refusal(station.id), kind: 'sale' }, 'kind'],
      [{ ...refusal(station.id), takenAt: '05/01/2025' }, 'takenAt'],
      [{ ...refusal(station.id), status: 500 }, 'status'],
      [{ ...refusal(station.id), code: '' }, 'code'],
      [{ ...refusal(station.id), message: 'x'.repeat(501) }, 'message'],
      [{ ...refusal(station.id), summary: undefined }, 'summary'],
    ];
    for (const [body, field] of bad) {
      const res = await as(t.app, tenant.attendant).post('/attendant/sync-refusals', body);
      expect(res.statusCode, field).toBe(400);
      expect(json(res)).toMatchObject({ success: false, code: 'VALIDATION', details: expect.arrayContaining([expect.objectContaining({ field })]) });
    }
    for (const user of [tenant.owner, tenant.manager]) {
      expect((await as(t.app, user).post('/attendant/sync-refusals', refusal(station.id))).statusCode).toBe(403);
    }
    expect(await footprint(tenant.id)).toEqual({ alerts: [], audits: [] });
  });

  it('is not gated by a closed day: a day closed meanwhile is one of the refusals it reports', async () => {
    const { tenant, station } = await setUp();
    await withPlatform(t.handle.db, (tx) =>
      tx.execute(sql`insert into station_day_closures (tenant_id, station_id, business_day, notes)
        select ${tenant.id}, ${station.id}, (now() at time zone tn.time_zone)::date, 'closed' from tenants tn where tn.id = ${tenant.id}`),
    );
    const res = await as(t.app, tenant.attendant).post('/attendant/sync-refusals', refusal(station.id, { takenAt: new Date().toISOString() }));
    expect(res.statusCode).toBe(201);
  });
});

describe('who sees the alert', () => {
  it('the owner and the manager, in their alert list, unread count and feed; never the attendant', async () => {
    const { tenant, station } = await setUp();
    const { alertId } = json(await as(t.app, tenant.attendant).post('/attendant/sync-refusals', refusal(station.id))).data;
    for (const user of [tenant.owner, tenant.manager]) {
      const list = json(await as(t.app, user).get('/alerts?type=offline_entry_refused')).data;
      expect(list.items.map((a: { id: string }) => a.id)).toEqual([alertId]);
      expect(list.items[0]).toMatchObject({ type: 'offline_entry_refused', priority: 'high', stationId: station.id, stationName: station.name, active: true });
      expect(json(await as(t.app, user).get('/alerts/unread-count')).data.count).toBeGreaterThanOrEqual(1);
      const feed = json(await as(t.app, user).get('/notifications/feed')).data;
      expect(feed.tasks).toContainEqual(
        expect.objectContaining({ id: `alert:${alertId}`, category: 'other', priority: 'high', route: '/dashboard/alerts' }),
      );
    }
    const attendant = as(t.app, tenant.attendant);
    expect(json(await attendant.get('/attendant/alerts')).data.items).toEqual([]);
    expect(json(await attendant.get('/alerts')).data.items).toEqual([]);
    expect((await attendant.get(`/alerts/${alertId}`)).statusCode).toBe(404);
    expect(json(await attendant.get('/notifications/feed')).data.tasks.map((task: { id: string }) => task.id)).not.toContain(`alert:${alertId}`);
    // Acknowledged by the manager, it leaves the unread count and the feed.
    expect((await as(t.app, tenant.manager).put(`/alerts/${alertId}/acknowledge`)).statusCode).toBe(200);
    const feed = json(await as(t.app, tenant.owner).get('/notifications/feed')).data;
    expect(feed.tasks.map((task: { id: string }) => task.id)).not.toContain(`alert:${alertId}`);
  });
});
