import path from 'node:path';
import { openDb, type DbHandle } from '../db/client';
import { ensurePlans } from '../seed/plans';

/** The database the server would use: DATABASE_URL, or the embedded one in DATA_DIR. Migrated. */
export async function openDbFromEnv(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL?.trim();
  const handle = url
    ? await openDb({ driver: 'postgres', url })
    : await openDb({ driver: 'pglite', dataDir: path.join(path.resolve(process.env.DATA_DIR?.trim() || './data'), 'pglite') });
  await handle.migrate();
  await ensurePlans(handle.db);
  return handle;
}

export function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  const prefixed = args.find((a) => a.startsWith(`--${name}=`));
  return prefixed?.slice(name.length + 3);
}
