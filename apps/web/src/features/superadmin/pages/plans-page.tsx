import { PLAN_FEATURE_KEYS, PLAN_FEATURES, PLAN_MSG, formatINR, isUnlimited, type TPlan } from '@forecourt/shared';
import { Layers, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { notify } from '@/lib/notify';
import { useDeletePlan } from '../api/delete-plan';
import { usePlans } from '../api/get-plans';
import { PlanFormDialog } from '../components/plan-form-dialog';

/** A plan's features in the table: every one, none, or the catalogue's labels of those it has (docs/decisions/064). */
function featuresText(features: TPlan['features']): string {
  if (PLAN_FEATURE_KEYS.every((k) => features.includes(k))) return 'All';
  if (features.length === 0) return 'None';
  return PLAN_FEATURE_KEYS.filter((k) => features.includes(k))
    .map((k) => PLAN_FEATURES[k].label)
    .join(', ');
}

/** /superadmin/plans: the plan table with create, edit and delete (document 4). */
export default function PlansPage() {
  const plans = usePlans();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<TPlan | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TPlan | null>(null);
  const create = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      Create Plan
    </Button>
  );

  return (
    <div className="space-y-6">
      <PageHeader title="Plans" description="Subscription plans: their limits are read by every tenant's asset and user checks, their features by every request of those areas." actions={create} />
      {plans.isPending ? (
        <CardGridSkeleton label="Loading plans" />
      ) : plans.isError ? (
        <LoadError title="Error loading plans" message={plans.error.message} onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <EmptyState icon={Layers} title={PLAN_MSG.noPlans} description="Create the first plan." action={create} />
      ) : (
        <Card className="overflow-x-auto">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Plan</TableHead>
                <TableHead className="text-right">Stations</TableHead>
                <TableHead className="whitespace-normal text-right">Pumps / station</TableHead>
                <TableHead className="whitespace-normal text-right">Nozzles / pump</TableHead>
                <TableHead className="text-right">Users</TableHead>
                <TableHead className="text-right">Monthly</TableHead>
                <TableHead className="text-right">Yearly</TableHead>
                <TableHead className="text-right">Tenants</TableHead>
                <TableHead>Features</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {plans.data.map((p) => (
                <TableRow key={p.id}>
                  <TableCell className="font-medium">
                    {p.name} {p.isDefault && <Badge variant="secondary">Sign-up default</Badge>}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{p.maxStations}</TableCell>
                  <TableCell className="text-right tabular-nums">{p.maxPumpsPerStation}</TableCell>
                  <TableCell className="text-right tabular-nums">{p.maxNozzlesPerPump}</TableCell>
                  <TableCell className="text-right tabular-nums">{isUnlimited(p.maxUsers) ? 'Unlimited' : p.maxUsers}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatINR(p.priceMonthly)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatINR(p.priceYearly)}</TableCell>
                  <TableCell className="text-right tabular-nums">{p.tenantCount}</TableCell>
                  <TableCell className="min-w-40 max-w-64 whitespace-normal text-sm text-muted-foreground">{featuresText(p.features)}</TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="icon" aria-label={`Edit ${p.name}`} onClick={() => setEditing(p)}>
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon" aria-label={`Delete ${p.name}`} onClick={() => setDeleting(p)}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      {editing && <PlanFormDialog {...(editing === 'new' ? {} : { plan: editing })} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'plan'}?`}
        description={
          deleting?.tenantCount
            ? `${deleting.tenantCount} tenant(s) are on this plan: the platform refuses to delete it until they are moved.`
            : 'The plan is removed for good. This cannot be undone.'
        }
        confirmLabel="Delete Plan"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => notify.success(PLAN_MSG.deleted, deleting.name),
            onError: (err) => notify.error(PLAN_MSG.deleteFailed, err.message),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </div>
  );
}
