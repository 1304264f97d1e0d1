import { StationUpdate } from '../components/station-update';

/** /dashboard/stations/{stationId}/edit */
export default function StationEditPage() {
  return <StationUpdate variant="edit" />;
}
