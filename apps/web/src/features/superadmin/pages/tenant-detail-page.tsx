import { SUPERADMIN_MSG, formatDate } from '@forecourt/shared';
import { ArrowLeft, Settings2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { isApiError } from '@/lib/api-error';
import { useTenant } from '../api/get-tenant';
import { usePlans } from '../api/get-plans';
import { TenantPlanCard, TenantStatusCard } from '../components/tenant-actions';
import { TenantOrganisation, TenantUsers } from '../components/tenant-organisation';
import { TenantStatusBadge } from '../components/tenant-status-badge';
import { isTenantId } from '../lib/tenant-links';


function State({ title, description }: { title: string; description: string }) {
  return (
    <div className="space-y-4">
      <LinkButton to="/superadmin/tenants" variant="outline" icon={ArrowLeft}>
        Back to Tenants
      </LinkButton>
      <EmptyState icon={Settings2} title={title} description={description} />
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** /superadmin/tenants/{id}: details, plan change, status and delete, organisation and users (document 4). */
export default function TenantDetailPage() {
  const { tenantId } = useParams();
  const valid = isTenantId(tenantId);
  const tenant = useTenant(valid ? tenantId : undefined);
  const plans = usePlans();

  if (!valid) return <State title={SUPERADMIN_MSG.invalidTenantId} description="The address does not name a tenant." />;
  if (tenant.isPending) return <CardGridSkeleton label="Loading tenant" />;
  if (tenant.isError) {
    if (isApiError(tenant.error) && (tenant.error.status === 404 || tenant.error.status === 403)) {
      return <State title={SUPERADMIN_MSG.tenantNotFound} description="No tenant has this id, or you may not see it." />;
    }
    return <LoadError title={SUPERADMIN_MSG.tenantLoadError} message={tenant.error.message} onRetry={() => void tenant.refetch()} />;
  }
  const t = tenant.data;
  if (!t) return <State title={SUPERADMIN_MSG.noTenantData} description="The tenant answered with no data." />;

  return (
    <div className="space-y-6">
      <PageHeader
        title={
          <span className="inline-flex flex-wrap items-center gap-2">
            {t.name} <TenantStatusBadge status={t.status} />
          </span>
        }
        description={`On ${t.planName} since ${formatDate(t.createdAt)}`}
        actions={
          <>
            <LinkButton to="/superadmin/tenants" variant="outline" icon={ArrowLeft}>
              Tenants
            </LinkButton>
            <LinkButton to={`/superadmin/tenants/${t.id}/settings`} variant="outline" icon={Settings2}>
              Tenant Settings
            </LinkButton>
          </>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Details</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <Fact term="Owner">{t.ownerName ? `${t.ownerName} (${t.ownerEmail})` : '—'}</Fact>
            <Fact term="Stations">
              {t.usage.currentStations} of {t.limits.maxStations}
            </Fact>
            <Fact term="Users">
              {t.usage.totalUsers} of {t.limits.maxUsers >= 999 ? 'unlimited' : t.limits.maxUsers}
            </Fact>
            <Fact term="Per station / pump">
              {t.limits.maxPumpsPerStation} pumps, {t.limits.maxNozzlesPerPump} nozzles
            </Fact>
            <Fact term="Tenant ID">
              <span className="break-all font-mono text-xs">{t.id}</span>
            </Fact>
          </dl>
        </CardContent>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        {plans.data && <TenantPlanCard key={t.planId} tenant={t} plans={plans.data} />}
        <TenantStatusCard tenant={t} />
      </div>
      <TenantOrganisation stations={t.stations} />
      <TenantUsers users={t.users} />
    </div>
  );
}
