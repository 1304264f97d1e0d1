import { SUPERADMIN_MSG, ZSettingKey, settingGroup, settingValueProblem, type TTenantSetting } from '@forecourt/shared';
import { ArrowLeft, Plus, Save, SearchX } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { formatDateTime } from '@forecourt/shared';
import { notify } from '@/lib/notify';
import { useTenantSettings } from '../api/get-tenant-settings';
import { useSaveTenantSetting } from '../api/save-tenant-setting';
import { useSaveTenantSettings } from '../api/save-tenant-settings';
import { SettingValueInput } from '../components/setting-value-input';

/** After a save: the spec's warning when exports were just turned off for the tenant. */
function warnIfExportOff(changes: Record<string, string>) {
  if (changes['features.allow_export'] === 'false') notify.warning('Export disabled', SUPERADMIN_MSG.exportDisabledWarning);
}

/** /superadmin/tenants/{id}/settings: the key/value editor, grouped by the part before the dot (document 4). */
export default function TenantSettingsPage() {
  const { tenantId = '' } = useParams();
  const settings = useTenantSettings(tenantId);
  const saveOne = useSaveTenantSetting(tenantId);
  const saveMany = useSaveTenantSettings(tenantId);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [newKey, setNewKey] = useState('');
  const [newValue, setNewValue] = useState('');
  const [keyError, setKeyError] = useState<string | undefined>();

  const items = settings.data?.items ?? [];
  const term = search.trim().toLowerCase();
  const groups = useMemo(() => {
    const shown = items.filter((s) => !term || s.key.toLowerCase().includes(term) || s.value.toLowerCase().includes(term));
    const out = new Map<string, TTenantSetting[]>();
    for (const s of shown) out.set(settingGroup(s.key), [...(out.get(settingGroup(s.key)) ?? []), s]);
    return [...out.entries()].sort(([a], [b]) => (a === 'general' ? -1 : b === 'general' ? 1 : a.localeCompare(b)));
  }, [items, term]);
  const changed = Object.fromEntries(Object.entries(edits).filter(([key, value]) => items.find((s) => s.key === key)?.value !== value));

  const failed = (err: Error) => notify.error(SUPERADMIN_MSG.settingUpdateFailedTitle, err.message || SUPERADMIN_MSG.settingUpdateFailed);
  const clear = (keys: string[]) => setEdits((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(k))));
  const save = (key: string, value: string) => {
    const problem = settingValueProblem(key, value);
    if (problem) return failed(new Error(problem));
    saveOne.mutate(
      { key, value },
      {
        onSuccess: () => {
          notify.success(SUPERADMIN_MSG.settingUpdated, `${key} = ${value}`);
          warnIfExportOff({ [key]: value });
          clear([key]);
        },
        onError: failed,
      },
    );
  };
  const saveAll = () =>
    saveMany.mutate(changed, {
      onSuccess: () => {
        notify.success(SUPERADMIN_MSG.settingUpdated, `${Object.keys(changed).length} settings saved.`);
        warnIfExportOff(changed);
        clear(Object.keys(changed));
      },
      onError: failed,
    });
  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSettingKey.safeParse(newKey);
    if (!parsed.success) return setKeyError(parsed.error.issues[0]?.message);
    setKeyError(undefined);
    saveOne.mutate(
      { key: parsed.data, value: newValue },
      {
        onSuccess: () => {
          notify.success(SUPERADMIN_MSG.settingUpdated, `${parsed.data} = ${newValue}`);
          warnIfExportOff({ [parsed.data]: newValue });
          setNewKey('');
          setNewValue('');
        },
        onError: failed,
      },
    );
  };

  const back = (
    <LinkButton to={`/superadmin/tenants/${tenantId}`} variant="outline" icon={ArrowLeft}>
      Tenant
    </LinkButton>
  );

  if (settings.isPending) return <CardGridSkeleton label="Loading tenant settings" />;
  if (settings.isError) return <LoadError title={SUPERADMIN_MSG.settingsLoadFailed} message={settings.error.message} onRetry={() => void settings.refetch()} />;

  return (
    <div className="space-y-6">
      <PageHeader
        title={`Settings of ${settings.data.tenantName}`}
        description="Known settings take effect at once; other keys are stored for reference."
        actions={
          <>
            {back}
            <Button onClick={saveAll} disabled={Object.keys(changed).length === 0 || saveMany.isPending}>
              <Save aria-hidden="true" />
              {saveMany.isPending ? 'Saving...' : `Save All Changes${Object.keys(changed).length ? ` (${Object.keys(changed).length})` : ''}`}
            </Button>
          </>
        }
      />
      <SearchInput id="setting-search" label="Search settings" placeholder="Search by key or value..." value={search} onChange={setSearch} className="sm:max-w-sm" />
      {groups.length === 0 ? (
        <EmptyState icon={SearchX} title={SUPERADMIN_MSG.noSettingsMatch} description="Try another key or value." />
      ) : (
        groups.map(([group, list]) => (
          <Card key={group}>
            <CardHeader>
              <CardTitle className="capitalize">{group}</CardTitle>
            </CardHeader>
            <CardContent className="divide-y">
              {list.map((s) => {
                const value = edits[s.key] ?? s.value;
                const dirty = value !== s.value;
                const id = `setting-${s.key.replace(/[^a-z0-9]/gi, '-')}`;
                return (
                  <div key={s.key} className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-center">
                    <div className="min-w-0">
                      <label htmlFor={id} className="break-all font-mono text-sm font-medium">
                        {s.key}
                      </label>
                      <p className="text-xs text-muted-foreground">
                        {s.description ?? 'Stored for reference; it changes nothing in the product.'}
                        {s.updatedAt ? ` Updated ${formatDateTime(s.updatedAt)}.` : s.known ? ' Default value.' : ''}
                      </p>
                    </div>
                    <SettingValueInput id={id} label={s.key} value={value} onChange={(v) => setEdits((e) => ({ ...e, [s.key]: v }))} />
                    <Button variant="outline" onClick={() => save(s.key, value)} disabled={!dirty || saveOne.isPending}>
                      Save
                    </Button>
                  </div>
                );
              })}
            </CardContent>
          </Card>
        ))
      )}
      <Card>
        <CardHeader>
          <CardTitle>Add a setting</CardTitle>
          <CardDescription>Keys use letters, digits and underscores; a dot starts a group (e.g. branding.primary_color).</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end" aria-label="Add a setting">
            <div className="grid gap-1.5">
              <Label htmlFor="new-setting-key">Key</Label>
              <Input id="new-setting-key" value={newKey} onChange={(e) => setNewKey(e.target.value)} aria-invalid={keyError ? true : undefined} aria-describedby={keyError ? 'new-setting-key-error' : undefined} />
              {keyError && (
                <p id="new-setting-key-error" className="text-sm text-destructive">
                  {keyError}
                </p>
              )}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="new-setting-value">Value</Label>
              <Input id="new-setting-value" value={newValue} onChange={(e) => setNewValue(e.target.value)} />
            </div>
            <Button type="submit" disabled={!newKey.trim() || saveOne.isPending}>
              <Plus aria-hidden="true" />
              Add
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
