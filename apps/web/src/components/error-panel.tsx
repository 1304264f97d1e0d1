import { AlertTriangle, RotateCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';

/** The global 'Something went wrong' panel with Reload page (document 1, section 8). */
export function ErrorPanel() {
  const t = useT();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background p-6">
      <div role="alert" className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-sm">
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <AlertTriangle className="size-6" aria-hidden="true" />
        </div>
        <h1 className="text-lg font-semibold">{t('app.errorTitle')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t('app.errorText')}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          {t('app.reload')}
        </Button>
      </div>
    </main>
  );
}

type Props = { children: ReactNode };
type State = { failed: boolean };

/** Catches render failures outside the router's own error handling. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[app] Uncaught error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPanel /> : this.props.children;
  }
}
