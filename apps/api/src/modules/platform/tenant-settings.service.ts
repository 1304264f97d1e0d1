import {
  KNOWN_TENANT_SETTINGS,
  errorText,
  settingValueProblemText,
  type TTenantSetting,
  type TTenantSettings,
} from '@forecourt/shared';
import { AppError, fieldError } from '../../http/app-error';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../db/audit';
import { withAdmin, withAdminRead, type TAdmin } from '../../db/tenant';
import { iso } from '../../lib/json-values';
import * as q from './tenant-settings.queries';

/**
 * A tenant's settings (document 4: key/value editor of the superadmin). Any key may be stored; the
 * known keys (KNOWN_TENANT_SETTINGS) take effect, each where its rule is read (docs/decisions/027).
 */

const KNOWN = KNOWN_TENANT_SETTINGS as Record<string, { default: string; description: string }>;

/**
 * features.allow_export: refuses the tenant's exports (the sales CSV, report downloads) with 403 while it
 * is 'false'. Called inside the request's tenant transaction (app_user reads its own tenant's settings);
 * the reports centre's download calls it too.
 */
export async function assertExportAllowed(tx: Tx, tenantId: string): Promise<void> {
  if ((await q.settingValue(tx, tenantId, 'features.allow_export')) === 'false') {
    throw new AppError('FORBIDDEN', errorText('tenant.exportDisabled'));
  }
}

function merged(rows: q.TSettingRow[]): TTenantSetting[] {
  const stored = new Map(rows.map((r) => [r.key, r]));
  const keys = [...new Set([...Object.keys(KNOWN), ...stored.keys()])].sort();
  return keys.map((key) => {
    const row = stored.get(key);
    const known = KNOWN[key];
    return {
      key,
      value: row?.value ?? known?.default ?? '',
      updatedAt: row ? iso(row.updatedAt) : null,
      known: Boolean(known),
      description: known?.description ?? null,
    };
  });
}

const notFound = () => new AppError('NOT_FOUND', errorText('tenant.notFound'));

export async function getSettings(admin: TAdmin, tenantId: string): Promise<TTenantSettings> {
  const [[tenant], rows] = await withAdminRead(admin, (tx) => q.settingsOf(tx, tenantId));
  if (!tenant) throw notFound();
  return { tenantId: tenant.id, tenantName: tenant.name, items: merged(rows) };
}

/** Stores settings (one or many), each known key's value checked first; every change audited in the tenant. */
export async function saveSettings(admin: TAdmin, tenantId: string, settings: Record<string, string>): Promise<TTenantSettings> {
  const entries = Object.entries(settings);
  const problems = entries.flatMap(([key, value]) => {
    const problem = settingValueProblemText(key, value);
    return problem ? [{ field: key, problem }] : [];
  });
  if (problems.length) {
    throw new AppError('UNPROCESSABLE', problems[0]!.problem, problems.map((p) => fieldError(p.field, p.problem)));
  }
  if (entries.length === 0) return getSettings(admin, tenantId);
  await withAdmin(admin, async (tx) => {
    const [[[tenant]], before] = await Promise.all([q.settingsOf(tx, tenantId), q.lockedValues(tx, tenantId, entries.map(([key]) => key))]);
    if (!tenant) throw notFound();
    const changes = entries.filter(([key, value]) => before.get(key) !== value).map(([key, value]) => ({ key, from: before.get(key) ?? null, to: value }));
    if (changes.length === 0) return;
    // The write and its audit entry travel together.
    await Promise.all([
      q.upsertSettings(tx, tenantId, changes.map((c): [string, string] => [c.key, c.to]), admin.adminId),
      recordAudit(tx, {
        tenantId,
        actorId: admin.adminId,
        actorRole: 'superadmin',
        action: 'tenant.settings_changed',
        entityType: 'tenant',
        entityId: tenantId,
        details: { changes },
      }),
    ]);
  });
  return getSettings(admin, tenantId);
}
