import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { LANDING_FIGURES_MAX, LANDING_MSG } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, createSuperadmin, createTenant } from '../../../test/factories';
import { platformSettings } from '../../db/schema';
import { withPlatform } from '../../db/tenant';
import { LANDING_KEYS } from './landing.service';

/** The landing page's headline figures (docs/decisions/063): set by the superadmin, none until set. */
let t: TestApp;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, await createSuperadmin(t.app, t.handle.db));
});
afterAll(() => t.close());

const landing = async () => json(await t.app.inject({ method: 'GET', url: '/api/v1/public/landing' })).data;
const figure = (value: string, label: string, labelHi?: string) => ({ value, label, ...(labelHi ? { labelHi } : {}) });

describe('the landing figures', () => {
  it('are none while unset: the public landing serves no figures and no demo sign-in', async () => {
    await withPlatform(t.handle.db, (tx) => tx.delete(platformSettings).where(inArray(platformSettings.key, [LANDING_KEYS.figures, LANDING_KEYS.demoLogin])));
    expect(await landing()).toMatchObject({ figures: [], demoLogin: null });
    expect(json(await admin.get('/superadmin/settings/landing-figures')).data).toEqual({ figures: [] });
  });

  it('are set by the superadmin (label and value, a Hindi label optional) and then served to the public landing page', async () => {
    const figures = [figure('120+', 'Fuel Stations', 'पेट्रोल पंप'), figure('4M+', 'Readings recorded')];
    const saved = await admin.put('/superadmin/settings/landing-figures', { figures });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data.figures).toEqual(figures);
    expect((await landing()).figures).toEqual(figures);
    expect(json(await admin.get('/superadmin/settings/landing-figures')).data.figures).toEqual(figures);
    // An empty Hindi label is stored as none.
    const blank = json(await admin.put('/superadmin/settings/landing-figures', { figures: [{ ...figures[1], labelHi: '  ' }] })).data.figures;
    expect(blank).toEqual([figure('4M+', 'Readings recorded')]);
    // None hides the block again.
    expect(json(await admin.put('/superadmin/settings/landing-figures', { figures: [] })).data.figures).toEqual([]);
    expect((await landing()).figures).toEqual([]);
  });

  it('are validated: a value and a label each, short, at most the maximum count; nothing changes on a refusal', async () => {
    const kept = [figure('24/7', 'Support')];
    await admin.put('/superadmin/settings/landing-figures', { figures: kept });
    const refused: Array<[unknown, string]> = [
      [[figure('', 'Support')], LANDING_MSG.figureValueRequired],
      [[figure('24/7', ' ')], LANDING_MSG.figureLabelRequired],
      [[figure('1'.repeat(13), 'Support')], 'Must be at most 12 characters'],
      [[figure('24/7', 'x'.repeat(41))], 'Must be at most 40 characters'],
      [Array.from({ length: LANDING_FIGURES_MAX + 1 }, (_, i) => figure(`${i}`, `Label ${i}`)), LANDING_MSG.tooManyFigures],
    ];
    for (const [figures, text] of refused) {
      const res = await admin.put('/superadmin/settings/landing-figures', { figures });
      expect(res.statusCode, JSON.stringify(figures)).toBe(400);
      expect(json(res)).toMatchObject({ code: 'VALIDATION' });
      expect(json(res).details.map((d: { message: string }) => d.message)).toContain(text);
    }
    expect((await landing()).figures).toEqual(kept);
  });

  it('are edited by the superadmin only', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    for (const user of [tenant.owner, tenant.manager, tenant.attendant]) {
      expect((await as(t.app, user).get('/superadmin/settings/landing-figures')).statusCode).toBe(403);
      expect((await as(t.app, user).put('/superadmin/settings/landing-figures', { figures: [] })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/superadmin/settings/landing-figures', payload: { figures: [] } })).statusCode).toBe(401);
  });

  it('serve a stored value that no longer fits the schema as none (nothing half-valid reaches the page)', async () => {
    await withPlatform(t.handle.db, (tx) =>
      tx.insert(platformSettings).values({ key: LANDING_KEYS.figures, value: [{ value: 42 }] }).onConflictDoUpdate({ target: platformSettings.key, set: { value: [{ value: 42 }] } }),
    );
    expect((await landing()).figures).toEqual([]);
    await admin.put('/superadmin/settings/landing-figures', { figures: [] });
  });
});
