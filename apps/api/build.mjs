// Bundles the API (and packages/shared) into dist/server.js; runtime dependencies stay external.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Runtime dependencies stay in node_modules; the workspace package @forecourt/shared is bundled in.
const external = Object.keys(pkg.dependencies ?? {});

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
for (const entry of ['server', 'cli/seed-demo', 'cli/admin-create']) {
  await build({
    entryPoints: [`src/${entry}.ts`],
    outfile: `dist/${entry.replace('cli/', 'cli-')}.js`,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external,
    sourcemap: true,
    logLevel: 'warning',
  });
}
