import { formatDate } from '@forecourt/shared';
import { EyeOff, ListChecks, RotateCcw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { useSetupGuide } from '../api/get-setup-guide';
import { useResetOnboarding } from '../api/reset-onboarding';

/**
 * The way back after Skip Setup (document 1: skipping and resetting are available): while this user has
 * skipped the setup guidance, says so and shows the checklist on the dashboard again (POST
 * /onboarding/reset). Nothing while not skipped. `withSetupLink` adds a link to /setup (the account settings).
 */
export function SkippedSetupNotice({ withSetupLink = false }: { withSetupLink?: boolean }) {
  const guide = useSetupGuide();
  const reset = useResetOnboarding();
  const skippedAt = guide.data?.skippedAt;
  if (!skippedAt) return null;
  return (
    <Alert role="status">
      <EyeOff aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <AlertTitle>Setup checklist hidden</AlertTitle>
        <AlertDescription>
          You chose Skip Setup on {formatDate(skippedAt)}: the setup checklist is not shown on your dashboard.
        </AlertDescription>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" className="min-h-11 sm:min-h-9" onClick={() => reset.mutate()} disabled={reset.isPending}>
            <RotateCcw aria-hidden="true" />
            {reset.isPending ? 'Showing...' : 'Show it on the dashboard again'}
          </Button>
          {withSetupLink && (
            <LinkButton to="/setup" variant="ghost" size="sm" icon={ListChecks} className="min-h-11 sm:min-h-9">
              Open setup
            </LinkButton>
          )}
        </div>
      </div>
    </Alert>
  );
}
