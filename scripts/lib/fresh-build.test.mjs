import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtFrom, fingerprint, freshBuild, withLock } from './fresh-build.mjs';

let root;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fresh-build-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src/a.ts'), 'export const a = 1;\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A build that writes the sources' text into out/app.js, counting its runs; `slow` ms long. */
function counter(slow = 0) {
  const runs = { count: 0 };
  const build = async (out) => {
    runs.count += 1;
    mkdirSync(out, { recursive: true });
    await sleep(slow);
    writeFileSync(join(out, 'app.js'), readFileSync(join(root, 'src/a.ts')));
  };
  return { runs, build };
}

const options = (build) => ({ root, name: 'app', sources: ['src'], outDir: join(root, 'dist'), build });

describe('npm start builds only what changed, into a folder renamed into place', () => {
  it('fingerprints the sources by path and content, not the build output', () => {
    const first = fingerprint(root, ['src']);
    mkdirSync(join(root, 'src/dist'));
    writeFileSync(join(root, 'src/dist/out.js'), 'x');
    expect(fingerprint(root, ['src'])).toBe(first);
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 2;\n');
    expect(fingerprint(root, ['src'])).not.toBe(first);
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 1;\n');
    writeFileSync(join(root, 'src/b.ts'), '');
    expect(fingerprint(root, ['src'])).not.toBe(first);
  });

  it('builds the first time, not again while the sources stay the same, and again once they change', async () => {
    const { runs, build } = counter();
    expect(await freshBuild(options(build))).toBe(true);
    expect(builtFrom(join(root, 'dist'))).toBe(fingerprint(root, ['src']));
    expect(await freshBuild(options(build))).toBe(false);
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 2;\n');
    expect(await freshBuild(options(build))).toBe(true);
    expect(runs.count).toBe(2);
    expect(readFileSync(join(root, 'dist/app.js'), 'utf8')).toBe('export const a = 2;\n');
    expect(readdirSync(root).sort()).toEqual(['.tmp', 'dist', 'src']);
  });

  it('keeps the last good build when a build fails, and leaves no half-built folder', async () => {
    await freshBuild(options(counter().build));
    writeFileSync(join(root, 'src/a.ts'), 'broken');
    const failing = async (out) => {
      mkdirSync(out, { recursive: true });
      writeFileSync(join(out, 'app.js'), 'half');
      throw new Error('the build failed');
    };
    await expect(freshBuild(options(failing))).rejects.toThrow('the build failed');
    expect(readFileSync(join(root, 'dist/app.js'), 'utf8')).toBe('export const a = 1;\n');
    expect(readdirSync(root).sort()).toEqual(['.tmp', 'dist', 'src']);
  });

  it('builds once when two starts ask at the same time: the second waits for the lock and finds it built', async () => {
    const { runs, build } = counter(300);
    const both = await Promise.all([freshBuild(options(build)), freshBuild(options(build))]);
    expect(both.sort()).toEqual([false, true]);
    expect(runs.count).toBe(1);
    expect(existsSync(join(root, 'dist/app.js'))).toBe(true);
  });

  it('takes over a lock whose holder has died, and waits for a live one', async () => {
    const lock = join(root, '.tmp/build.lock');
    mkdirSync(lock, { recursive: true });
    writeFileSync(join(lock, 'pid'), '2147483646'); // no such process
    expect(await withLock(lock, async () => 'ran')).toBe('ran');
    expect(existsSync(lock)).toBe(false);
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), String(process.pid));
    await expect(withLock(lock, async () => 'ran', { timeoutMs: 300, pollMs: 50 })).rejects.toThrow(/held/);
  });
});
