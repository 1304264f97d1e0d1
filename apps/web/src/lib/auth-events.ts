/** The 'auth expired' event: raised when a refresh fails; the app logs out and goes to /login. */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onAuthExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitAuthExpired(): void {
  for (const listener of [...listeners]) listener();
}
