import { SUPERADMIN_MSG, TENANT_STATUS_LABELS, formatINR, formatNumber, type TPlan, type TTenantDetail, type TTenantStatus } from '@forecourt/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { notify } from '@/lib/notify';
import { useDeleteTenant } from '../api/delete-tenant';
import { useUpdateTenantPlan } from '../api/update-tenant-plan';
import { useUpdateTenantStatus } from '../api/update-tenant-status';

/** What a change to the status does (the confirm dialog). */
const STATUS_EFFECT: Record<TTenantStatus, string> = {
  active: 'Its users can sign in and work again.',
  suspended: 'Its users are refused at once, on their next action; its data is kept.',
  cancelled: 'Its users are refused at once; its data is kept and it can be reactivated.',
};

/** What the status means while it holds (the card). */
const STATUS_NOW: Record<TTenantStatus, string> = {
  active: 'Its users can sign in and work.',
  suspended: 'Its users are refused; its data is kept.',
  cancelled: 'Its users are refused; its data is kept and it can be reactivated.',
};

/** The plan change: the button stays disabled until a different plan is chosen (document 4). */
export function TenantPlanCard({ tenant, plans }: { tenant: TTenantDetail; plans: TPlan[] }) {
  const [planId, setPlanId] = useState(tenant.planId);
  const update = useUpdateTenantPlan();
  // Awaited, not mutate's callbacks: the card is keyed by the plan and remounts once the detail reloads.
  const change = async () => {
    try {
      const t = await update.mutateAsync({ id: tenant.id, planId });
      notify.success(SUPERADMIN_MSG.tenantPlanUpdated, `${t.name} is on ${t.planName}: up to ${t.limits.maxStations} stations.`);
    } catch (err) {
      notify.error(SUPERADMIN_MSG.tenantPlanFailed, err instanceof Error ? err.message : undefined);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plan</CardTitle>
        <CardDescription>The new plan's limits apply from the tenant's next action; what it has already is kept.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="tenant-plan">Plan</Label>
          <NativeSelect id="tenant-plan" value={planId} onChange={(e) => setPlanId(e.target.value)}>
            {plans.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} — {p.maxStations} station{p.maxStations === 1 ? '' : 's'} max, {formatINR(p.priceMonthly)}/month
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button onClick={() => void change()} disabled={planId === tenant.planId || update.isPending}>
          {update.isPending ? 'Updating...' : 'Update Plan'}
        </Button>
      </CardContent>
    </Card>
  );
}

/** Status changes (active, suspended, cancelled) and delete (only without history; otherwise cancel). */
export function TenantStatusCard({ tenant }: { tenant: TTenantDetail }) {
  const [target, setTarget] = useState<TTenantStatus | null>(null);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateTenantStatus();
  const remove = useDeleteTenant();
  const navigate = useNavigate();
  const others = (['active', 'suspended', 'cancelled'] as const).filter((s) => s !== tenant.status);
  const label = (s: TTenantStatus) => (s === 'active' ? (tenant.status === 'cancelled' ? 'Reactivate' : 'Activate') : s === 'suspended' ? 'Suspend' : 'Cancel Tenant');

  return (
    <Card>
      <CardHeader>
        <CardTitle>Status</CardTitle>
        <CardDescription>
          {TENANT_STATUS_LABELS[tenant.status]}. {STATUS_NOW[tenant.status]}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-2">
          {others.map((s) => (
            <Button key={s} variant={s === 'active' ? 'default' : 'outline'} onClick={() => setTarget(s)}>
              {label(s)}
            </Button>
          ))}
        </div>
        <div className="border-t pt-4">
          {tenant.historyCount > 0 ? (
            <p className="text-sm text-muted-foreground">
              This tenant has {formatNumber(tenant.historyCount)} record{tenant.historyCount === 1 ? '' : 's'} of readings, cash reports and payments,
              so it cannot be deleted: cancel it instead, which keeps its data.
            </p>
          ) : (
            <Button variant="destructive" onClick={() => setDeleting(true)}>
              Delete Tenant
            </Button>
          )}
        </div>
      </CardContent>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={`${target ? label(target) : ''}: ${tenant.name}`}
        description={target ? STATUS_EFFECT[target] : ''}
        confirmLabel={target ? label(target) : 'Confirm'}
        pending={update.isPending}
        onConfirm={() =>
          target &&
          update.mutate(
            { id: tenant.id, status: target },
            {
              onSuccess: (t) => notify.success(SUPERADMIN_MSG.tenantStatusUpdated, `${t.name} is ${TENANT_STATUS_LABELS[t.status].toLowerCase()}.`),
              onError: (err) => notify.error(SUPERADMIN_MSG.tenantStatusFailed, err.message),
              onSettled: () => setTarget(null),
            },
          )
        }
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${tenant.name}?`}
        description="The tenant, its users, stations, pumps, nozzles, prices and settings are deleted for good. This cannot be undone."
        confirmLabel="Delete Tenant"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(tenant.id, {
            onSuccess: () => {
              notify.success(SUPERADMIN_MSG.tenantDeleted, tenant.name);
              void navigate('/superadmin/tenants');
            },
            onError: (err) => notify.error(SUPERADMIN_MSG.tenantDeleteFailed, err.message),
            onSettled: () => setDeleting(false),
          })
        }
      />
    </Card>
  );
}
