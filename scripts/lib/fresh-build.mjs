/**
 * `npm start` builds only what changed (issue 37): a build's output folder carries the fingerprint of the
 * sources it was built from (`.sources-sha256`); a start whose sources hash the same uses it as it is.
 * A build goes into a new folder beside the output, renamed into place when it is complete, under a lock
 * that a second start in the same checkout waits for — so one start never wipes `dist/` under another,
 * and a start that waited finds the build done and does not build again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const STAMP = '.sources-sha256';
const SKIP = new Set(['node_modules', 'dist', '.git']);

/** Every file below `path` (or `path` itself), sorted; build outputs, temporary builds and node_modules left out. */
function filesOf(path) {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  const out = [];
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.dist-')) continue;
    const full = join(path, entry.name);
    if (entry.isDirectory()) out.push(...filesOf(full));
    else if (entry.isFile()) out.push(full);
  }
  return out.sort();
}

/** The SHA-256 of the sources' paths (relative to `root`) and contents. */
export function fingerprint(root, sources) {
  const hash = createHash('sha256');
  for (const file of sources.flatMap((source) => filesOf(join(root, source)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** The fingerprint an output folder was built from ('' when there is none). */
export function builtFrom(outDir) {
  try {
    return readFileSync(join(outDir, STAMP), 'utf8').trim();
  } catch {
    return '';
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Runs `work` holding the lock `lockDir` (a folder: made atomically, with the holder's pid inside). A lock
 * whose holder has died is taken over; a live one is waited for, `timeoutMs` at most.
 */
export async function withLock(lockDir, work, { timeoutMs = 10 * 60_000, pollMs = 200 } = {}) {
  const started = Date.now();
  mkdirSync(dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let holder = NaN;
      try {
        holder = Number(readFileSync(join(lockDir, 'pid'), 'utf8'));
      } catch {
        // Made but its pid not written yet: wait for it like a live holder (a dead one leaves a pid).
      }
      if (Number.isInteger(holder) && holder > 0 && !alive(holder)) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() - started > timeoutMs) throw new Error(`Another build has held ${lockDir} for over ${timeoutMs / 1000} s`);
      await sleep(pollMs);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/**
 * Makes `outDir` the build of `sources` (paths relative to `root`): nothing when it already is; otherwise
 * `build(tempDir)` writes a new build into a folder beside it, which then replaces it in two renames.
 * Returns whether it built.
 */
export async function freshBuild({ root, name, sources, outDir, build, lockDir = join(root, '.tmp', 'build.lock') }) {
  if (builtFrom(outDir) === fingerprint(root, sources)) return false;
  return withLock(lockDir, async () => {
    // Sources read again under the lock: another start may have built them meanwhile.
    const sha = fingerprint(root, sources);
    if (builtFrom(outDir) === sha) return false;
    const temp = join(dirname(outDir), `.dist-${name}-${process.pid}`);
    const old = join(dirname(outDir), `.dist-${name}-${process.pid}-old`);
    rmSync(temp, { recursive: true, force: true });
    try {
      await build(temp);
    } catch (error) {
      rmSync(temp, { recursive: true, force: true });
      throw error;
    }
    writeFileSync(join(temp, STAMP), `${sha}\n`);
    rmSync(old, { recursive: true, force: true });
    if (existsSync(outDir)) renameSync(outDir, old);
    renameSync(temp, outDir);
    rmSync(old, { recursive: true, force: true });
    return true;
  });
}
