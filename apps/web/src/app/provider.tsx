import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_MAX_VISIBLE } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ErrorBoundary } from '@/components/error-panel';
import { createQueryClient } from '@/lib/query-client';
import { useTheme } from '@/lib/theme';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { theme } = useTheme();
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster
          position="bottom-right"
          visibleToasts={TOAST_MAX_VISIBLE}
          gap={TOAST_GAP_PX}
          duration={TOAST_DURATION_MS.default}
          theme={theme}
          closeButton
          // The close button at least 24 px square (axe target-size; sonner draws it at 20 px).
          toastOptions={{ classNames: { closeButton: 'size-6!' } }}
          // Clear of a bottom bar when a layout has one (the attendant portal on phones sets the variable).
          offset={{ bottom: 'calc(24px + var(--fc-bottom-bar, 0px))' }}
          mobileOffset={{ bottom: 'calc(16px + var(--fc-bottom-bar, 0px))' }}
        />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
