import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CONTACT_MSG, CONTACT_RATE_LIMIT, MSG, type TContactMessage } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, createSuperadmin, createTenant } from '../../../test/factories';
import { envelopeProblem } from '../../../test/failure-envelope';
import { contactMessages } from '../../db/schema';
import { withPlatform, withTenant } from '../../db/tenant';

/**
 * Contact Sales (docs/decisions/063). The PostgreSQL run shares one database between test files (the schema
 * fuzz sends messages too), so every check looks at this file's own messages: by their unique emails.
 */
let t: TestApp;
let admin: ReturnType<typeof as>;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, await createSuperadmin(t.app, t.handle.db));
});
afterAll(() => t.close());

const uniqueEmail = () => `visitor.${Date.now().toString(36)}.${++n}@example.test`;
/** Every request from its own address unless told: the limiter counts per client address. */
const address = () => `10.${n % 250}.${Math.floor(Math.random() * 250)}.${(n * 7) % 250}`;

function send(payload: unknown, remoteAddress = address()) {
  return t.app.inject({ method: 'POST', url: '/api/v1/public/contact', payload: payload as Record<string, unknown>, remoteAddress });
}

const valid = () => ({
  name: 'Kavita Rao',
  email: uniqueEmail(),
  phone: '98450 12345',
  businessName: 'Rao Petroleum',
  stations: 4,
  message: 'We run four stations around Mysuru and want to see the Pro plan.',
});

async function storedWith(email: string) {
  return withPlatform(t.handle.db, (tx) => tx.select().from(contactMessages).where(eq(contactMessages.email, email)));
}

describe('POST /public/contact', () => {
  it('stores a valid message and answers 201 with its id; without a session; optional fields may be left out', async () => {
    const body = valid();
    const res = await send(body);
    expect(res.statusCode, res.body).toBe(201);
    const receipt = json(res).data;
    expect(receipt).toEqual({ id: expect.any(String), createdAt: expect.any(String) });
    const [row] = await storedWith(body.email);
    expect(row).toMatchObject({ id: receipt.id, name: 'Kavita Rao', phone: '9845012345', businessName: 'Rao Petroleum', stations: 4, message: body.message, handledAt: null });

    const bare = { name: 'Sunil', email: uniqueEmail(), businessName: 'Sunil Fuels', message: 'Please call me about pricing.' };
    expect((await send(bare)).statusCode).toBe(201);
    expect(await storedWith(bare.email)).toEqual([expect.objectContaining({ phone: null, stations: null })]);
  });

  it('refuses invalid input with 400 VALIDATION, the schema text, and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'K' }, CONTACT_MSG.nameShort],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ phone: '12345' }, CONTACT_MSG.phoneInvalid],
      [{ businessName: '' }, CONTACT_MSG.businessNameShort],
      [{ stations: 0 }, CONTACT_MSG.stationsInvalid],
      [{ stations: 2.5 }, CONTACT_MSG.stationsInvalid],
      [{ message: 'Hi' }, CONTACT_MSG.messageShort],
      [{ message: 'x'.repeat(2001) }, CONTACT_MSG.messageLong],
    ];
    for (const [change, text] of cases) {
      const body = { ...valid(), ...change };
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(envelopeProblem(400, json(res))).toBeUndefined();
      expect(json(res).code).toBe('VALIDATION');
      expect(json(res).details?.map((d: { message: string }) => d.message) ?? [json(res).message]).toContain(text);
      expect(await storedWith(String(body.email).toLowerCase()), JSON.stringify(change)).toEqual([]);
    }
    const missing = await send({ email: uniqueEmail() });
    expect(missing.statusCode).toBe(400);
  });

  it(`accepts ${CONTACT_RATE_LIMIT.max} messages from one address, then 429 RATE_LIMITED (nothing stored); another address still sends`, async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await send(valid(), ip)).statusCode).toBe(201);
    const blocked = valid();
    const res = await send(blocked, ip);
    expect(res.statusCode).toBe(429);
    expect(json(res)).toMatchObject({ code: 'RATE_LIMITED', message: MSG.rateLimited });
    expect(envelopeProblem(429, json(res))).toBeUndefined();
    expect(await storedWith(blocked.email)).toEqual([]);
    expect((await send(valid(), '192.0.2.78')).statusCode).toBe(201);
  });

  it('is a platform table: the tenant role can neither read nor write it', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    /** The SQLSTATE a statement failed with (drizzle wraps the driver's error). */
    const failure = (run: Promise<unknown>) =>
      run.then(
        () => 'succeeded',
        (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
      );
    // 42501: insufficient privilege (no grant at all, not merely no rows).
    expect(await failure(withTenant(t.handle.db, tenant.id, (tx) => tx.execute(sql`select 1 from contact_messages`)))).toBe('42501');
    const insert = sql`insert into contact_messages (id, name, email, business_name, message) values ('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', 'x', 'x@y.z', 'x', 'xxxxxxxxxx')`;
    expect(await failure(withTenant(t.handle.db, tenant.id, (tx) => tx.execute(insert)))).toBe('42501');
  });
});

describe('the superadmin inbox', () => {
  it('refuses every other role (403) and no session (401)', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const id = json(await send(valid())).data.id;
    for (const user of [tenant.owner, tenant.manager, tenant.attendant]) {
      expect((await as(t.app, user).get('/superadmin/contact-messages')).statusCode).toBe(403);
      expect((await as(t.app, user).patch(`/superadmin/contact-messages/${id}`, { handled: true })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/superadmin/contact-messages' })).statusCode).toBe(401);
    const [row] = await withPlatform(t.handle.db, (tx) => tx.select().from(contactMessages).where(eq(contactMessages.id, id)));
    expect(row!.handledAt).toBeNull();
  });

  it('lists newest first with paging and the open count; marks a message handled (who and when) and open again', async () => {
    const sent: string[] = [];
    for (const name of ['First Visitor', 'Second Visitor', 'Third Visitor']) {
      sent.push(json(await send({ ...valid(), name })).data.id);
    }
    const all = json(await admin.get('/superadmin/contact-messages?limit=100')).data;
    expect(all).toMatchObject({ page: 1, limit: 100, total: expect.any(Number), summary: { open: expect.any(Number) } });
    const mine = all.items.filter((m: TContactMessage) => sent.includes(m.id));
    expect(mine.map((m: TContactMessage) => m.name)).toEqual(['Third Visitor', 'Second Visitor', 'First Visitor']);
    expect(mine[0]).toMatchObject({ status: 'open', handledAt: null, handledByName: null, businessName: 'Rao Petroleum', stations: 4, phone: '9845012345' });
    const times = all.items.map((m: TContactMessage) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const firstPage = json(await admin.get('/superadmin/contact-messages?page=1&limit=2')).data;
    expect(firstPage.items).toHaveLength(2);
    expect(firstPage.total).toBeGreaterThanOrEqual(3);
    const secondPage = json(await admin.get('/superadmin/contact-messages?page=2&limit=2')).data;
    expect(secondPage.items.map((m: TContactMessage) => m.id)).not.toContain(firstPage.items[0].id);

    const openBefore = all.summary.open;
    const marked = await admin.patch(`/superadmin/contact-messages/${sent[1]}`, { handled: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(json(marked).data).toMatchObject({ id: sent[1], status: 'handled', handledAt: expect.any(String), handledByName: 'Test Admin' });
    // Marked again: the first time stays.
    const again = json(await admin.patch(`/superadmin/contact-messages/${sent[1]}`, { handled: true })).data;
    expect(again.handledAt).toBe(json(marked).data.handledAt);

    const handled = json(await admin.get('/superadmin/contact-messages?status=handled&limit=100')).data;
    expect(handled.items.map((m: TContactMessage) => m.id)).toContain(sent[1]);
    expect(handled.items.every((m: TContactMessage) => m.status === 'handled')).toBe(true);
    const open = json(await admin.get('/superadmin/contact-messages?status=open&limit=100')).data;
    expect(open.items.map((m: TContactMessage) => m.id)).not.toContain(sent[1]);
    // The open count is over the whole inbox: with the open filter it is that list's total.
    expect(open.summary.open).toBe(open.total);
    expect(open.summary.open).toBeLessThan(openBefore + 1);

    const reopened = json(await admin.patch(`/superadmin/contact-messages/${sent[1]}`, { handled: false })).data;
    expect(reopened).toMatchObject({ status: 'open', handledAt: null, handledByName: null });
  });

  it('answers 404 for an unknown message and 400 for a bad body', async () => {
    const unknown = await admin.patch('/superadmin/contact-messages/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', { handled: true });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ code: 'NOT_FOUND', key: 'contact.notFound', message: 'Message not found.' });
    const id = json(await send(valid())).data.id;
    expect((await admin.patch(`/superadmin/contact-messages/${id}`, { handled: 'yes' })).statusCode).toBe(400);
    expect((await admin.get('/superadmin/contact-messages?status=closed')).statusCode).toBe(400);
  });
});
