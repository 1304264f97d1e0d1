import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ReadingFormDialog } from '../components/reading-form-dialog';
import type { TReadingPreselect } from '../components/reading-form';

/** A preselection from route state ({stationId, pumpId, nozzleId}) or, failing that, the query. */
function preselectFrom(state: unknown, params: URLSearchParams): TReadingPreselect {
  const s = (state && typeof state === 'object' ? state : {}) as Record<string, unknown>;
  const pick = (key: string) => (typeof s[key] === 'string' ? (s[key] as string) : (params.get(key) ?? undefined));
  return { stationId: pick('stationId'), pumpId: pick('pumpId'), nozzleId: pick('nozzleId') };
}

/** /dashboard/readings/new: opens the reading form dialog at once; closing it returns to the list. */
export default function ReadingNewPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      <PageHeader title="Record Reading" description="Enter a nozzle's meter reading." />
      <ReadingFormDialog
        open
        onOpenChange={(open) => !open && navigate('/dashboard/readings')}
        title="Record Reading"
        afterSuccess="reset"
        preselect={preselectFrom(location.state, params)}
      />
    </div>
  );
}
