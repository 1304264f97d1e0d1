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

export type TSignOutQuestion = { waiting: number; answer: (yes: boolean) => void };

/**
 * The question before signing out with entries still waiting to sync (the count named). Loaded when the
 * question is first asked (./sign-out-guard.tsx), so the portal's first load carries no dialog code.
 */
export function SignOutGuardDialog({ question, onClose }: { question: TSignOutQuestion | null; onClose: (yes: boolean) => void }) {
  const t = useT();
  return (
    <AlertDialog open={question !== null} onOpenChange={(open) => !open && onClose(false)}>
      <AlertDialogContent>
        <AlertDialogTitle>{t('offline.signOut.title')}</AlertDialogTitle>
        <AlertDialogDescription>{question ? t('offline.signOut.warning', { count: question.waiting }) : ''}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('offline.signOut.stay')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => onClose(true)}>{t('offline.signOut.anyway')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
