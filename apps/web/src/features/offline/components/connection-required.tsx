import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useOnline } from '@/lib/offline/use-online';

/**
 * Owner, manager and platform pages work on live figures and are not kept on the phone (issue 13): opened
 * offline, they say so plainly instead of loading forever. Shown in place of the page until the
 * connection returns (the page then loads as usual).
 */
export function ConnectionRequired({ children }: { children: ReactNode }) {
  const online = useOnline();
  if (online) return children;
  return (
    <EmptyState
      icon={WifiOff}
      title="This page needs a connection"
      description="You are offline. Business and admin pages show live figures and are not kept on this device. Connect to the internet and the page loads again by itself."
      className="mx-auto max-w-xl"
    />
  );
}
