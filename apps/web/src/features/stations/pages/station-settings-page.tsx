import { StationUpdate } from '../components/station-update';

/** /dashboard/stations/{stationId}/settings */
export default function StationSettingsPage() {
  return <StationUpdate variant="settings" />;
}
