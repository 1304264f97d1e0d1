import { PendingReadingsPanel } from '@/features/alerts/components/pending-readings-panel';
import { ReadingsPage } from '@/features/readings/pages/readings-page';

/** /dashboard/readings: the readings with the alerts' panel of nozzles with no reading in the last 24 h. */
export default function ReadingsRoute() {
  return <ReadingsPage pendingReadings={<PendingReadingsPanel />} />;
}
