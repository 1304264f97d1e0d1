import { FUEL_TYPE_LABELS, ROLE_LABELS, formatDateTime, type TTenantDetail } from '@forecourt/shared';
import { AssetStatusBadge } from '@/components/asset-status-badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** The organisation hierarchy of a tenant: stations → pumps → nozzles with their statuses (document 4). */
export function TenantOrganisation({ stations }: { stations: TTenantDetail['stations'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Organisation</CardTitle>
        <CardDescription>Stations, their pumps and nozzles.</CardDescription>
      </CardHeader>
      <CardContent>
        {stations.length === 0 ? (
          <p className="text-sm text-muted-foreground">No stations yet.</p>
        ) : (
          <ul className="space-y-4" aria-label="Stations">
            {stations.map((s) => (
              <li key={s.id} className="rounded-lg border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium">{s.name}</p>
                    <p className="text-sm text-muted-foreground">{s.address}</p>
                  </div>
                  <div className="flex items-center gap-2 text-sm text-muted-foreground">
                    {s.pumpCount} pump{s.pumpCount === 1 ? '' : 's'} <AssetStatusBadge status={s.status} />
                  </div>
                </div>
                {s.pumps.length > 0 && (
                  <ul className="mt-3 space-y-2 border-l pl-3" aria-label={`Pumps of ${s.name}`}>
                    {s.pumps.map((p) => (
                      <li key={p.id}>
                        <div className="flex flex-wrap items-center gap-2 text-sm">
                          <span className="font-medium">{p.name}</span>
                          <span className="text-muted-foreground">SN {p.serialNumber}</span>
                          <AssetStatusBadge status={p.status} />
                        </div>
                        {p.nozzles.length > 0 && (
                          <ul className="mt-1 flex flex-wrap gap-2" aria-label={`Nozzles of ${p.name}`}>
                            {p.nozzles.map((n) => (
                              <li key={n.id} className="inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs">
                                Nozzle {n.nozzleNumber} · {FUEL_TYPE_LABELS[n.fuelType]} <AssetStatusBadge status={n.status} />
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** A tenant's users: id, name, email, role (document 4). */
export function TenantUsers({ users }: { users: TTenantDetail['users'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Users</CardTitle>
        <CardDescription>Everyone who signs in to this business.</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Last sign-in</TableHead>
              <TableHead>ID</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {users.map((u) => (
              <TableRow key={u.id}>
                <TableCell className="font-medium">
                  {u.name}
                  {u.status !== 'active' && <span className="ml-2 text-xs text-muted-foreground">(inactive)</span>}
                </TableCell>
                <TableCell>{u.email}</TableCell>
                <TableCell>{ROLE_LABELS[u.role]}</TableCell>
                <TableCell>{u.lastLoginAt ? formatDateTime(u.lastLoginAt) : 'Never'}</TableCell>
                <TableCell className="font-mono text-xs text-muted-foreground">{u.id}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
