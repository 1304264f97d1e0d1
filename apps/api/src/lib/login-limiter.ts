/**
 * Failed sign-ins counted per email and client address, so one address's traffic cannot lock an
 * account out for everyone (DESIGN.md section 4). In memory, per process: see
 * docs/decisions/004-login-rate-limit.md for why that is enough here and what changes at scale.
 */
export function createLoginLimiter(maxFailures: number, windowSeconds: number, now: () => number = Date.now) {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const key = (email: string, ip: string) => `${email.toLowerCase()}|${ip}`;

  function sweep(t: number) {
    if (failures.size < 10_000) return;
    for (const [k, v] of failures) if (v.resetAt <= t) failures.delete(k);
  }

  return {
    isBlocked(email: string, ip: string): boolean {
      const entry = failures.get(key(email, ip));
      if (!entry) return false;
      if (entry.resetAt <= now()) {
        failures.delete(key(email, ip));
        return false;
      }
      return entry.count >= maxFailures;
    },
    recordFailure(email: string, ip: string): void {
      const t = now();
      sweep(t);
      const k = key(email, ip);
      const entry = failures.get(k);
      if (!entry || entry.resetAt <= t) failures.set(k, { count: 1, resetAt: t + windowSeconds * 1000 });
      else entry.count += 1;
    },
    reset(email: string, ip: string): void {
      failures.delete(key(email, ip));
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
