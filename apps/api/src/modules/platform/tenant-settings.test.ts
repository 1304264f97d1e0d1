import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPERADMIN_MSG } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, createSuperadmin, createTenant } from '../../../test/factories';

let t: TestApp;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, await createSuperadmin(t.app, t.handle.db));
});
afterAll(() => t.close());

describe('tenant settings', () => {
  it('shows the known keys with their defaults; stores any key; refuses a value a known key does not take', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const first = json(await admin.get(`/admin/tenants/${tenant.id}/settings`)).data;
    expect(first).toMatchObject({ tenantId: tenant.id, tenantName: tenant.name });
    expect(first.items).toEqual([expect.objectContaining({ key: 'features.allow_export', value: 'true', known: true, updatedAt: null })]);

    const bulk = await admin.put(`/admin/tenants/${tenant.id}/settings`, { settings: { 'branding.primary_color': '#1a2b3c', receipt_footer: 'Thank you' } });
    expect(bulk.statusCode).toBe(200);
    const keys = json(bulk).data.items.map((s: { key: string; value: string }) => [s.key, s.value]);
    expect(keys).toEqual([
      ['branding.primary_color', '#1a2b3c'],
      ['features.allow_export', 'true'],
      ['receipt_footer', 'Thank you'],
    ]);

    const bad = await admin.put(`/admin/tenants/${tenant.id}/settings/features.allow_export`, { value: 'maybe' });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).message).toBe(SUPERADMIN_MSG.settingInvalid('features.allow_export', "'true' or 'false'"));
    expect((await admin.put(`/admin/tenants/${tenant.id}/settings/bad key!`, { value: 'x' })).statusCode).toBe(400);
    expect((await admin.get('/admin/tenants/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/settings')).statusCode).toBe(404);
    expect(json(await admin.get(`/admin/tenants/${tenant.id}/settings`)).data.items.find((s: { key: string }) => s.key === 'features.allow_export').value).toBe('true');
  });

  it("features.allow_export false refuses that tenant's sales export with 403 and the message; others and true export", async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const other = await createTenant(t.app, t.handle.db);
    expect((await as(t.app, tenant.owner).get('/sales/export')).statusCode).toBe(200);
    const off = await admin.put(`/admin/tenants/${tenant.id}/settings/features.allow_export`, { value: 'false' });
    expect(json(off).data.items.find((s: { key: string }) => s.key === 'features.allow_export')).toMatchObject({ value: 'false', known: true });
    for (const user of [tenant.owner, tenant.manager]) {
      const res = await as(t.app, user).get('/sales/export');
      expect(res.statusCode).toBe(403);
      expect(json(res)).toMatchObject({ code: 'FORBIDDEN', message: SUPERADMIN_MSG.exportDisabled });
    }
    // The list itself still works, and another tenant still exports.
    expect((await as(t.app, tenant.owner).get('/sales')).statusCode).toBe(200);
    expect((await as(t.app, other.owner).get('/sales/export')).statusCode).toBe(200);
    await admin.put(`/admin/tenants/${tenant.id}/settings/features.allow_export`, { value: 'true' });
    expect((await as(t.app, tenant.owner).get('/sales/export')).statusCode).toBe(200);
  });

  it("edits the landing page's testimonials; the public landing shows them, none hides them", async () => {
    const quote = { name: 'R. Iyer', role: 'Owner', business: 'Iyer Fuels, Pune', quote: 'Closing the day takes minutes now.' };
    expect((await admin.put('/superadmin/settings/testimonials', { testimonials: [quote, quote, quote, quote] })).statusCode).toBe(400);
    expect((await admin.put('/superadmin/settings/testimonials', { testimonials: [{ ...quote, quote: ' ' }] })).statusCode).toBe(400);
    expect(json(await admin.put('/superadmin/settings/testimonials', { testimonials: [quote] })).data.testimonials).toEqual([quote]);
    const landing = await t.app.inject({ method: 'GET', url: '/api/v1/public/landing' });
    expect(json(landing).data.testimonials).toEqual([quote]);
    expect(json(await admin.get('/superadmin/settings/testimonials')).data.testimonials).toEqual([quote]);
    await admin.put('/superadmin/settings/testimonials', { testimonials: [] });
    expect(json(await t.app.inject({ method: 'GET', url: '/api/v1/public/landing' })).data.testimonials).toEqual([]);
  });
});
