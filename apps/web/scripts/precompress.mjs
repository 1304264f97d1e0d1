#!/usr/bin/env node
/**
 * After `vite build`: a brotli (.br, quality 11) and a gzip (.gz, level 9) copy of every text file in
 * dist/, which the API serves as they are to a browser that accepts them (@fastify/static's
 * preCompressed) — the smallest files, compressed once at build time rather than on every request
 * (docs/decisions/031-fast-on-a-cheap-phone.md). A copy that would not be smaller is not written.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** WEB_DIST: another output folder (npm start builds into a new folder and renames it into place). */
const DIST = process.env.WEB_DIST ? `${process.env.WEB_DIST.replace(/\/$/, '')}/` : fileURLToPath(new URL('../dist/', import.meta.url));
const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;

let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(DIST, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  const raw = readFileSync(path);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length < raw.length) writeFileSync(`${path}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
  files += 1;
  before += statSync(path).size;
  after += Math.min(br.length, raw.length);
}
console.log(`precompress: ${files} files, ${(before / 1000).toFixed(0)} kB → ${(after / 1000).toFixed(0)} kB with brotli`);
