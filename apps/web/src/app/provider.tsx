import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-panel';
import { useSetLocale } from '@/features/auth/api/set-locale';
import { I18nProvider } from '@/i18n/i18n-provider';
import { useToastsLoaded } from '@/lib/notify';
import { createQueryClient } from '@/lib/query-client';
import { useTheme } from '@/lib/theme';

/** The language (docs/decisions/030), saving a signed-in user's choice to their account. */
function Language({ children }: { children: ReactNode }) {
  const { mutateAsync } = useSetLocale();
  return <I18nProvider saveUserLocale={(locale) => mutateAsync({ locale })}>{children}</I18nProvider>;
}

const AppToaster = lazy(() => import('./toaster'));

/**
 * The toasts appear once their code is in: at the first toast, or in a signed-in layout once its page is
 * idle (app/layouts/app-header.tsx; a feature may call sonner's toast directly). Not with the sign-in page.
 */
function Toasts() {
  const loaded = useToastsLoaded();
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Applies the chosen theme, and while it is 'system' follows the operating system's preference live.
  useTheme();
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <Language>
          {children}
          <Toasts />
        </Language>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
