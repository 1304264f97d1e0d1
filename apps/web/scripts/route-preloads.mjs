#!/usr/bin/env node
/**
 * After `vite build`: dist/route-preloads.json, the code files a page of the attendant portal needs
 * beyond the entry's, from Vite's manifest. The API names them in a `Link: rel=modulepreload` header of
 * the page itself, so that a phone asks for them together with the entry, not a few seconds later when the
 * entry has run and the router finds them (docs/decisions/031-fast-on-a-cheap-phone.md).
 *
 * A hint only: a file listed and not used costs its bytes; a file missing is fetched by the router as
 * before. Keep the modules in step with apps/web/src/app/router.tsx.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** WEB_DIST: another output folder (npm start builds into a new folder and renames it into place). */
const DIST = process.env.WEB_DIST ? `${process.env.WEB_DIST.replace(/\/$/, '')}/` : fileURLToPath(new URL('../dist/', import.meta.url));

/** Which pages get which route modules: `prefix` covers a path and everything under it, `paths` exact ones. */
const ROUTES = [
  {
    prefix: '/attendant',
    modules: [
      'src/app/layouts/attendant-layout.tsx',
      // What the header loads once the page is idle (app/layouts/app-header.tsx): then already here.
      // (the bell, the feed's toasts and the toaster: one chunk, apps/web/portal-chunk.ts).
      'header-extras',
    ],
  },
  { paths: ['/attendant', '/attendant/', '/attendant/dashboard'], modules: ['src/features/attendant/pages/attendant-home.tsx'] },
];

const manifest = JSON.parse(readFileSync(`${DIST}.vite/manifest.json`, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('route-preloads: no entry in the Vite manifest');

/** A manifest entry, by its module (a page's source path) or by the name of a chunk of shared modules. */
const entryOf = (key) => manifest[key] ?? Object.values(manifest).find((chunk) => !chunk.src && chunk.name === key);

/** A manifest entry's file and every file it imports statically, as URL paths. */
function closure(key, into = new Set()) {
  const chunk = entryOf(key);
  if (!chunk) throw new Error(`route-preloads: ${key} is neither a module nor a chunk's name in the Vite manifest (was it renamed? see ROUTES)`);
  const file = `/${chunk.file}`;
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

const loadedWithEntry = closure(entryKey);
const routes = ROUTES.map(({ modules, ...match }) => {
  const files = new Set();
  for (const module of modules) for (const file of closure(module)) if (!loadedWithEntry.has(file)) files.add(file);
  return { ...match, files: [...files] };
});
writeFileSync(`${DIST}route-preloads.json`, `${JSON.stringify(routes, null, 2)}\n`);
console.log(`route-preloads: ${routes.map((r) => `${r.prefix ?? r.paths.join('|')} ${r.files.length} files`).join(', ')}`);
