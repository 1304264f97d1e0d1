import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The directory of PostgreSQL's own programs that holds `program`: BENCH_PG_BINDIR when set, else the
 * newest /usr/lib/postgresql/<version>/bin that has it (Debian's layout). Undefined when none has it.
 */
export function pgBinDirWith(program: string): string | undefined {
  const fromEnv = process.env.BENCH_PG_BINDIR;
  if (fromEnv) return existsSync(path.join(fromEnv, program)) ? fromEnv : undefined;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', program))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}
