import { ASSET_MSG, ZUpdateStation } from '@forecourt/shared';
import { useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { useStation } from '../api/get-station';
import { useUpdateStation } from '../api/update-station';
import { StationForm, toStationFormValues } from './station-form';
import { StationNotFound } from './station-not-found';

const VARIANTS = {
  /** Station Settings: name and address required, contact details and the station's status. */
  settings: {
    crumb: 'Settings',
    title: 'Station Settings',
    fields: ['name', 'address', 'phone', 'email', 'status'],
    optionalBlank: [],
    labels: {},
    failTitle: ASSET_MSG.stationSettingsFailed,
    toast: { title: ASSET_MSG.stationUpdated, text: ASSET_MSG.stationSettingsUpdated },
  },
  /** Edit Station: "Station Name *" and an optional address (blank keeps it). */
  edit: {
    crumb: 'Edit',
    title: 'Edit Station',
    fields: ['name', 'address'],
    optionalBlank: ['address'],
    labels: { nameLabel: 'Station Name *', addressLabel: 'Address' },
    failTitle: ASSET_MSG.stationUpdateFailed,
    toast: { title: ASSET_MSG.stationUpdatedText, text: undefined },
  },
} as const;

/** A station's edit form on its own page; back to the station page after saving. */
export function StationUpdate({ variant }: { variant: keyof typeof VARIANTS }) {
  const v = VARIANTS[variant];
  const { stationId = '' } = useParams();
  const navigate = useNavigate();
  const station = useStation(stationId);
  const update = useUpdateStation(stationId);
  const back = `/dashboard/stations/${stationId}`;

  if (station.isPending) return <Skeleton className="h-80 rounded-xl" />;
  if (station.isError) return <StationNotFound title={ASSET_MSG.stationNotFound} />;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Breadcrumbs
        items={[
          { label: 'Stations', to: '/dashboard/stations' },
          { label: station.data.name, to: back },
          { label: v.crumb },
        ]}
      />
      <PageHeader title={v.title} description={station.data.name} />
      <Card>
        <CardContent className="pt-5">
          <StationForm
            schema={ZUpdateStation}
            fields={[...v.fields]}
            optionalBlank={[...v.optionalBlank]}
            defaultValues={toStationFormValues(station.data)}
            {...v.labels}
            submitLabel="Save Changes"
            pendingLabel="Saving..."
            problemsSentence
            failTitle={v.failTitle}
            onCancel={() => void navigate(back)}
            onSubmit={async (values) => {
              await update.mutateAsync(values);
              notify.success(v.toast.title, v.toast.text);
              void navigate(back);
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
