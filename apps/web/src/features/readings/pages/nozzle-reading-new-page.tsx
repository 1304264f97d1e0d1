import { useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ReadingForm } from '../components/reading-form';

/** /dashboard/stations/{stationId}/pumps/{pumpId}/nozzles/{nozzleId}/readings/new: the form, preselected. */
export default function NozzleReadingNewPage() {
  const { stationId = '', pumpId = '', nozzleId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      <Breadcrumbs
        items={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'Station', to: `/dashboard/stations/${stationId}` },
          { label: 'Pump', to: `/dashboard/pumps/${pumpId}` },
          { label: 'Record Reading' },
        ]}
      />
      <PageHeader title="Record Reading" description="Enter this nozzle's meter reading. Volume and amount are computed by the server." />
      <Card>
        <CardContent className="pt-5">
          <ReadingForm preselect={{ stationId, pumpId, nozzleId }} afterSuccess="redirect" onCancel={() => navigate(-1)} />
        </CardContent>
      </Card>
    </div>
  );
}
