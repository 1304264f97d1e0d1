import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import pkg from '../../package.json' with { type: 'json' };

/** The running API's own facts for the superadmin's system read-outs (docs/decisions/027). */

/** The version of the API package (bundled into the build from package.json). */
export const APP_VERSION: string = pkg.version;

/** When this process started (process.uptime() measured back from now). */
export function processStartedAt(now = Date.now()): Date {
  return new Date(now - Math.round(process.uptime() * 1000));
}

/** Bytes of the files under a directory (the embedded database's data directory), or null when it does not exist. */
export async function directoryBytes(dir: string): Promise<number | null> {
  try {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    const sizes = await Promise.all(
      entries.filter((e) => e.isFile()).map((e) => stat(path.join(e.parentPath, e.name)).then((s) => s.size, () => 0)),
    );
    return sizes.reduce((a, b) => a + b, 0);
  } catch {
    return null;
  }
}
