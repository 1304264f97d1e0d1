import { SEARCH_DEBOUNCE_MS, SUPERADMIN_MSG, TENANT_STATUSES, TENANT_STATUS_LABELS, formatDate, type TTenantStatus } from '@forecourt/shared';
import { Building2, Plus, SearchX, Users } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { NativeSelect } from '@/components/ui/select';
import { notify } from '@/lib/notify';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePlans } from '../api/get-plans';
import { useTenants } from '../api/get-tenants';
import { CreateTenantDialog } from '../components/create-tenant-dialog';
import { TenantStatusBadge } from '../components/tenant-status-badge';
import { openTenantDetails } from '../lib/tenant-links';

const PAGE_SIZE = 12;

/** /superadmin/tenants: the tenants as cards, with search, a status filter and the create dialog. */
export default function TenantsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TTenantStatus | ''>('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const tenants = useTenants({ page, limit: PAGE_SIZE, ...(term ? { search: term } : {}), ...(status ? { status } : {}) });
  const plans = usePlans();
  const items = tenants.data?.items ?? [];
  const navigate = useNavigate();
  // A plain click opens the details through the checks (a modified click keeps the link's own behaviour).
  const open = (event: MouseEvent, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void openTenantDetails(id, navigate, (message) => notify.error(message));
  };

  const create = (
    <Button onClick={() => setCreating(true)} disabled={!plans.data?.length}>
      <Plus aria-hidden="true" />
      Create Tenant
    </Button>
  );

  return (
    <div className="space-y-6">
      <PageHeader title="Tenants" description="Every business on the platform: its plan, status and size." actions={create} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          id="tenant-search"
          label="Search tenants"
          placeholder="Search by name or user email..."
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          className="sm:max-w-sm sm:flex-1"
        />
        <label htmlFor="tenant-status-filter" className="sr-only">
          Status
        </label>
        <NativeSelect
          id="tenant-status-filter"
          className="sm:w-48"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as TTenantStatus | '');
            setPage(1);
          }}
        >
          <option value="">All statuses</option>
          {TENANT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {TENANT_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>

      {tenants.isPending ? (
        <CardGridSkeleton label="Loading tenants" />
      ) : tenants.isError ? (
        <LoadError title="Error loading tenants" message={tenants.error.message} onRetry={() => void tenants.refetch()} />
      ) : items.length === 0 ? (
        term || status ? (
          <EmptyState icon={SearchX} title={SUPERADMIN_MSG.noTenants} description="No tenant matches this search and status." />
        ) : (
          <EmptyState icon={Building2} title={SUPERADMIN_MSG.noTenants} description="Create the first business on the platform." action={create} />
        )
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Tenants">
            {items.map((t) => (
              <li key={t.id} className="min-w-0">
                <Card className="h-full">
                  <CardHeader className="flex flex-row items-start justify-between gap-2 space-y-0">
                    <CardTitle className="min-w-0 break-words text-base">
                      <Link to={`/superadmin/tenants/${t.id}`} onClick={(e) => open(e, t.id)} className="rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                        {t.name}
                      </Link>
                    </CardTitle>
                    <TenantStatusBadge status={t.status} />
                  </CardHeader>
                  <CardContent className="space-y-2 text-sm">
                    <p className="text-muted-foreground">
                      Plan <span className="font-medium text-foreground">{t.planName}</span> · since {formatDate(t.createdAt)}
                    </p>
                    {t.ownerEmail && <p className="truncate text-muted-foreground">Owner: {t.ownerName} ({t.ownerEmail})</p>}
                    <p className="flex gap-4">
                      <span className="inline-flex items-center gap-1">
                        <Building2 className="size-4 text-muted-foreground" aria-hidden="true" />
                        {t.stationCount} station{t.stationCount === 1 ? '' : 's'}
                      </span>
                      <span className="inline-flex items-center gap-1">
                        <Users className="size-4 text-muted-foreground" aria-hidden="true" />
                        {t.userCount} user{t.userCount === 1 ? '' : 's'}
                      </span>
                    </p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          <Pagination page={page} limit={PAGE_SIZE} total={tenants.data.total} onPageChange={setPage} label="Tenant pages" />
        </>
      )}
      {creating && plans.data && <CreateTenantDialog plans={plans.data} onClose={() => setCreating(false)} />}
    </div>
  );
}
