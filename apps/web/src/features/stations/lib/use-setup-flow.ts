import { useSearchParams } from 'react-router';

/** Create pages opened from /setup (`?setup=true`) return there after saving or cancelling. */
export function useSetupFlow(): { fromSetup: boolean; setupSuffix: string } {
  const [params] = useSearchParams();
  const fromSetup = params.get('setup') === 'true';
  return { fromSetup, setupSuffix: fromSetup ? '?setup=true' : '' };
}
