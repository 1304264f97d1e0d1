import { useEffect, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { useT } from '@/i18n/use-t';
import { setSignOutQuestion } from '../lib/sign-out-guard';

/** The question before signing out with entries still waiting to sync (the count named). */
export function SignOutGuardDialog() {
  const t = useT();
  const [question, setQuestion] = useState<{ waiting: number; answer: (yes: boolean) => void } | null>(null);

  useEffect(
    () =>
      setSignOutQuestion(
        (waiting) =>
          new Promise<boolean>((resolve) => {
            setQuestion({ waiting, answer: resolve });
          }),
      ),
    [],
  );

  const close = (yes: boolean) => {
    question?.answer(yes);
    setQuestion(null);
  };

  return (
    <AlertDialog open={question !== null} onOpenChange={(open) => !open && close(false)}>
      <AlertDialogContent>
        <AlertDialogTitle>{t('offline.signOut.title')}</AlertDialogTitle>
        <AlertDialogDescription>{question ? t('offline.signOut.warning', { count: question.waiting }) : ''}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('offline.signOut.stay')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => close(true)}>{t('offline.signOut.anyway')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
