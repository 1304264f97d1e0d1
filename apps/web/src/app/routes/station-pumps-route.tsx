import { PumpResults } from '@/features/pumps/components/pump-results';
import { StationPumpsPage } from '@/features/stations/pages/station-pumps-page';

/** /dashboard/stations/{stationId}/pumps: the station's page around the pumps' own list of its pumps. */
export default function StationPumpsRoute() {
  return <StationPumpsPage pumps={(stationId, addTo) => <PumpResults params={{ stationId }} filtered={false} addTo={addTo} />} />;
}
