import { useEffect, useState, type ComponentType } from 'react';
import { setSignOutQuestion, signOutConfirmedByBrowser } from '@/lib/offline/sign-out-guard';
import type { SignOutGuardDialog as TDialog, TSignOutQuestion } from './sign-out-guard-dialog';

type TDialogComponent = ComponentType<Parameters<typeof TDialog>[0]>;

/**
 * Asks before signing out with entries still waiting to sync, in the portal's own dialog. The dialog's
 * code (Radix's dialog, focus trap and scroll lock: ~20 KB gzip) is fetched when the question is first
 * asked, not with the portal (docs/decisions/031); if it cannot be fetched, the browser's own confirm asks.
 */
export function SignOutGuard() {
  const [question, setQuestion] = useState<TSignOutQuestion | null>(null);
  const [Dialog, setDialog] = useState<TDialogComponent | null>(null);

  useEffect(
    () =>
      setSignOutQuestion(
        (waiting) =>
          new Promise<boolean>((resolve) => {
            import('./sign-out-guard-dialog').then(
              (loaded) => {
                setDialog(() => loaded.SignOutGuardDialog);
                setQuestion({ waiting, answer: resolve });
              },
              () => resolve(signOutConfirmedByBrowser(waiting)),
            );
          }),
      ),
    [],
  );

  if (!Dialog) return null;
  return (
    <Dialog
      question={question}
      onClose={(yes) => {
        question?.answer(yes);
        setQuestion(null);
      }}
    />
  );
}
