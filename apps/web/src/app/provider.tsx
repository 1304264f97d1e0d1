import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_MAX_VISIBLE } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ErrorBoundary } from '@/components/error-panel';
import { createQueryClient } from '@/lib/query-client';
import { useTheme } from '@/lib/theme';
import { useMediaQuery } from '@/lib/use-media-query';

/** Where sonner lays a toast across the full width (its own breakpoint): a phone. */
const PHONE_TOASTS = '(max-width: 600px)';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { theme } = useTheme();
  // On a phone the toasts sit at the top, under the header: the lower half is where the thumb works
  // (the attendant's keypad and Submit, the bottom bar, the floating quick action), and a toast there
  // took taps meant for them (docs/decisions/023-toasts-on-phones.md). From 600 px: bottom-right.
  const phone = useMediaQuery(PHONE_TOASTS);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster
          position={phone ? 'top-center' : 'bottom-right'}
          visibleToasts={TOAST_MAX_VISIBLE}
          gap={TOAST_GAP_PX}
          duration={TOAST_DURATION_MS.default}
          theme={theme}
          closeButton
          // The close button at least 24 px square (axe target-size; sonner draws it at 20 px).
          toastOptions={{ classNames: { closeButton: 'size-6!' } }}
          // Clear of a bottom bar when a layout has one (the attendant portal below 1024 px sets the variable).
          offset={{ bottom: 'calc(24px + var(--fc-bottom-bar, 0px))' }}
          // On a phone: just under the sticky header (4 rem), which stays usable (menu, bell).
          mobileOffset={{ top: 'calc(4rem + 8px)', bottom: 'calc(16px + var(--fc-bottom-bar, 0px))' }}
        />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
