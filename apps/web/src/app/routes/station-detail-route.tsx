import { PumpGrid } from '@/features/pumps/components/pump-grid';
import { StationDetailPage } from '@/features/stations/pages/station-detail-page';

/** /dashboard/stations/{stationId}: the station's page with its first pumps as the pumps' cards. */
export default function StationDetailRoute() {
  return <StationDetailPage pumpGrid={(pumps, label) => <PumpGrid pumps={pumps} label={label} />} />;
}
