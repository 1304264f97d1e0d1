#!/usr/bin/env node
/**
 * `npm start`: builds the web app and the API only when their sources changed since their last build
 * (scripts/lib/fresh-build.mjs), then runs the server (apps/api/dist/server.js) in this process.
 * `--build-only` stops after the builds.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freshBuild } from './lib/fresh-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SHARED = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json', 'tsconfig.base.json'];

function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`npm ${args.join(' ')} failed (${signal ?? `exit ${code}`})`))));
  });
}

const started = Date.now();
const web = await freshBuild({
  root,
  name: 'web',
  sources: ['apps/web', ...SHARED],
  outDir: join(root, 'apps/web/dist'),
  build: (out) => run(['run', 'build', '-w', '@forecourt/web'], { WEB_DIST: out }),
});
const api = await freshBuild({
  root,
  name: 'api',
  sources: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', ...SHARED],
  outDir: join(root, 'apps/api/dist'),
  build: (out) => run(['run', 'build', '-w', '@forecourt/api'], { API_DIST: out }),
});
const built = [web && 'the web app', api && 'the API'].filter(Boolean);
console.log(built.length ? `Built ${built.join(' and ')} in ${((Date.now() - started) / 1000).toFixed(1)} s` : 'The build is up to date with the sources');

if (!process.argv.includes('--build-only')) await import(pathToFileURL(join(root, 'apps/api/dist/server.js')).href);
