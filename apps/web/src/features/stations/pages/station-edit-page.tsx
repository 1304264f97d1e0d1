import { StationUpdate } from '../components/station-update';

/** /dashboard/stations/{stationId}/edit */
export function StationEditPage() {
  return <StationUpdate variant="edit" />;
}

export default StationEditPage;
