import { StationUpdate } from '../components/station-update';

/** /dashboard/stations/{stationId}/settings */
export function StationSettingsPage() {
  return <StationUpdate variant="settings" />;
}

export default StationSettingsPage;
