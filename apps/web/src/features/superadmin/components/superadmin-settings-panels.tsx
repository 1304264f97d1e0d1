import { LoadError } from '@/components/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useSystemStatus } from '../api/get-system-status';
import { PlatformConfigCard, SecurityCard, SystemHealthCard } from './system-cards';
import { LandingFiguresEditor } from './landing-figures-editor';
import { TestimonialsEditor } from './testimonials-editor';

/** The platform cards of /superadmin/settings: system health, security, configuration, the landing page's figures and testimonials. */
export function SuperadminSettingsPanels() {
  const system = useSystemStatus();
  return (
    <div className="grid gap-4 [&>*]:min-w-0">
      {system.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : system.isError ? (
        <LoadError title="System status unavailable" message={system.error.message} onRetry={() => void system.refetch()} />
      ) : (
        <>
          <SystemHealthCard status={system.data} />
          <SecurityCard status={system.data} />
          <PlatformConfigCard status={system.data} />
        </>
      )}
      <LandingFiguresEditor />
      <TestimonialsEditor />
    </div>
  );
}
