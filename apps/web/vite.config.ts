import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { lucideDirectImports } from './lucide-imports.ts';
import { attendantPortalChunk } from './portal-chunk.ts';
import { PREACT_ALIASES } from './preact-aliases.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

/** Theme colours of src/index.css (light): --primary oklch(0.46 0.09 185), --background oklch(0.985 0.002 247). */
const THEME_COLOUR = '#00685f';
const BACKGROUND_COLOUR = '#f9fafb';

/**
 * The installable app (issue 13, docs/decisions/029): our own service worker (src/sw.ts, Workbox
 * injectManifest) precaches the built shell and every JS, CSS and font file and answers navigations
 * with index.html; the API never goes through it. Registered in main.tsx, updated without a prompt.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'autoUpdate',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    name: 'Forecourt',
    short_name: 'Forecourt',
    description: 'Fuel station management for Indian fuel businesses: readings, cash and stock at the pump.',
    lang: 'en-IN',
    dir: 'ltr',
    id: '/',
    start_url: '/attendant',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest}'],
    // theme-init.js is fetched by index.html before the app: part of the shell.
    globIgnores: ['sw.js'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
  devOptions: { enabled: false },
});

/**
 * The page's icon inlined as a data: URL of public/favicon.svg (docs/decisions/035): the browser then asks
 * for no icon of its own at the end of a first visit. The file stays in public/ (the manifest, the
 * precache and the icon generator use it); the page's copy is made from it at every build.
 */
function inlineFavicon(): Plugin {
  const link = 'href="/favicon.svg"';
  return {
    name: 'forecourt:inline-favicon',
    transformIndexHtml(html) {
      if (!html.includes(link)) throw new Error(`inline-favicon: index.html has no <link rel="icon" ${link}>`);
      const svg = readFileSync(fileURLToPath(new URL('./public/favicon.svg', import.meta.url)), 'utf8').trim();
      const data = svg.replace(/"/g, "'").replace(/[<>#%\r\n]/g, (c) => encodeURIComponent(c));
      return html.replace(link, `href="data:image/svg+xml,${data}"`);
    },
  };
}

/** packages/shared's modules without zod or decimal.js (`<area>.constants.ts` and a few plain ones). */
const SHARED_PLAIN = /packages[\\/]shared[\\/]src[\\/]([\w-]+\.constants|constants|errors|roles|api|business-days|platform)\.ts$/;

export default defineConfig({
  // React's Fast Refresh runtime speaks to React DOM only: under Preact an edit reloads the page instead.
  plugins: [lucideDirectImports(), inlineFavicon(), react({ refreshExclude: /./ }), tailwindcss(), pwa],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...PREACT_ALIASES,
    ],
  },
  base: '/',
  build: {
    // WEB_DIST: another output folder (npm start builds into a new folder and renames it into place).
    outDir: process.env.WEB_DIST ?? 'dist',
    emptyOutDir: true,
    // For scripts/route-preloads.mjs (the files a page needs, named in its Link header by the API).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry loads anyway (React, the router, the app's shell) in one file, not a dozen: on a
            // slow phone each file costs a round trip (docs/decisions/031-fast-on-a-cheap-phone.md). Of
            // packages/shared only its plain modules (constants, texts, roles: SHARED_PLAIN), which the shell's
            // catalogue and guards use; not its schema modules, zod or decimal.js: through the shared barrel
            // every module of it looks "initial", though each page takes only what it uses.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id: string) => SHARED_PLAIN.test(id) || !/packages[\\/]shared[\\/]|node_modules[\\/](zod|decimal\.js)[\\/]/.test(id),
              includeDependenciesRecursively: false,
            },
            { name: attendantPortalChunk(), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
