import { messageShown } from '@/i18n/known-text';
import { countsOf } from './queue-transitions';
import { queueStore } from './queue-store';

/**
 * Signing out with entries still waiting to sync asks first (docs/decisions/029): they stay on the phone
 * and are sent the next time this user signs in here, not before. The portal mounts the dialog that asks;
 * elsewhere (no dialog mounted) the browser's own confirm does.
 */
type TAsk = (waiting: number) => Promise<boolean>;
let ask: TAsk | null = null;

export function setSignOutQuestion(question: TAsk): () => void {
  ask = question;
  return () => {
    if (ask === question) ask = null;
  };
}

/** "2 entries are still waiting to sync. They stay on this phone…", in the language shown. */
export const signOutWarning = (waiting: number) => messageShown('offline.signOut.warning', { count: waiting });

/** True when signing out may go ahead: nothing waits, or the user said so. */
export async function confirmSignOut(userId: string): Promise<boolean> {
  const { pending } = countsOf(await queueStore.list().catch(() => []), userId);
  if (pending === 0) return true;
  if (ask) return ask(pending);
  return signOutConfirmedByBrowser(pending);
}

/** The browser's own confirm, where the portal's dialog is not mounted (or could not be loaded). */
export function signOutConfirmedByBrowser(waiting: number): boolean {
  return window.confirm(messageShown('offline.signOut.confirm', { warning: signOutWarning(waiting) }));
}
