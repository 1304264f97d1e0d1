/**
 * The startup options of every PostgreSQL connection the app opens: the pool's and the reading writer's
 * (docs/decisions/048). JIT compilation is off. The app's statements are short, planned once and run
 * many times (db/prepared.ts, generic plans); a generic plan with LIMIT $n is costed for a tenth of the
 * rows. Past a few lakh readings that crossed `jit_above_cost`, and every page of a list compiled its
 * expressions to machine code again, at each execution: 200 ms for a statement that runs in 0.3 ms
 * without. PGlite has no JIT.
 */
export const CONNECTION_OPTIONS = '-c jit=off';
