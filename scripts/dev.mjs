#!/usr/bin/env node
// Development: the API (tsx watch, port 3001) and Vite's dev server (port 5173, proxying /api to 3001).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const children = [];

function run(name, command, args, options) {
  // Each child leads its own process group, so stopping it also stops what it started (tsx, vite).
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  const prefix = (line) => `[${name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) (stream === child.stderr ? process.stderr : process.stdout).write(prefix(line) + '\n');
    });
  }
  child.on('exit', (code, signal) => {
    console.log(prefix(`exited (${signal ?? code})`));
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run('api', 'npx', ['tsx', 'watch', 'apps/api/src/server.ts'], {
  env: { ...process.env, PORT: apiPort, NODE_ENV: process.env.NODE_ENV ?? 'development' },
});
run('web', 'npx', ['vite', '--port', '5173', '--strictPort'], {
  cwd: path.join(root, 'apps/web'),
  env: { ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
});
console.log(`Forecourt dev: web http://localhost:5173 (API on :${apiPort}, proxied at /api)`);
