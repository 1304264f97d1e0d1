// Bundles the API (and packages/shared) into dist/server.js; runtime dependencies stay external.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Runtime dependencies stay in node_modules; the workspace package @forecourt/shared is bundled in.
const external = Object.keys(pkg.dependencies ?? {});

// API_DIST: another output folder (npm start builds into a new folder and renames it into place).
const out = process.env.API_DIST ?? fileURLToPath(new URL('./dist', import.meta.url));
rmSync(out, { recursive: true, force: true });
for (const entry of ['server', 'cli/seed-demo', 'cli/admin-create']) {
  await build({
    entryPoints: [`src/${entry}.ts`],
    outfile: join(out, `${entry.replace('cli/', 'cli-')}.js`),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external,
    sourcemap: true,
    logLevel: 'warning',
  });
}
