/**
 * `import { LogOut, Menu } from 'lucide-react'` → one import per icon module (`lucide-react/icons/log-out`),
 * at build time (docs/decisions/035). Through the package's barrel every icon module has the barrel as its
 * importer, so the bundler cannot tell which page uses which icon: each icon used by two chunks became a
 * file of its own (~500 bytes, a round trip each on a slow phone), and the attendant portal's chunk
 * (portal-chunk.ts) could not take the icons only it uses. With direct imports the module graph is true.
 *
 * The map from export name to file is read from the barrel itself (its `export { default as X } from
 * './icons/x.mjs'` lines), so aliases (`CheckCircle` → circle-check-big) resolve as the package says. A
 * name the barrel does not export as an icon (`createLucideIcon`, a type) stays a barrel import.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const BARREL_EXPORT = /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([\w-]+)\.mjs'/g;
const IMPORT_FROM_LUCIDE = /import\s*\{([^}]*)\}\s*from\s*(['"])lucide-react\2;?/g;

/** Export name → icon file name (without .mjs), from the barrel module's text. */
export function iconFilesOf(barrelSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of barrelSource.matchAll(BARREL_EXPORT)) {
    for (const spec of names.split(',')) {
      const alias = /^\s*default\s+as\s+(\w+)\s*$/.exec(spec);
      if (alias) files.set(alias[1], file);
    }
  }
  return files;
}

/** The module's text with each barrel import of icons made direct; null when nothing changed. */
export function directIconImports(code: string, iconFiles: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const out = code.replace(IMPORT_FROM_LUCIDE, (whole, list: string, quote: string) => {
    const direct: string[] = [];
    const kept: string[] = [];
    for (const raw of list.split(',')) {
      const spec = raw.trim();
      if (!spec) continue;
      const m = /^(\w+)(?:\s+as\s+(\w+))?$/.exec(spec);
      const file = m ? iconFiles.get(m[1]) : undefined;
      if (m && file) direct.push(`import ${m[2] ?? m[1]} from ${quote}lucide-react/icons/${file}${quote};`);
      else kept.push(spec);
    }
    if (direct.length === 0) return whole;
    changed = true;
    const rest = kept.length > 0 ? `import { ${kept.join(', ')} } from ${quote}lucide-react${quote};` : '';
    // As many lines as before, so the positions of what follows stay where they were.
    return [...direct, rest].filter(Boolean).join(' ') + '\n'.repeat(whole.split('\n').length - 1);
  });
  return changed ? out : null;
}

/** The Vite plugin: the app's own modules (not node_modules) get direct icon imports. */
export function lucideDirectImports(): Plugin {
  let iconFiles: Map<string, string> | undefined;
  const load = () => {
    if (iconFiles) return iconFiles;
    const require = createRequire(import.meta.url);
    const root = dirname(require.resolve('lucide-react/package.json'));
    iconFiles = iconFilesOf(readFileSync(join(root, 'dist/esm/lucide-react.mjs'), 'utf8'));
    if (iconFiles.size === 0) throw new Error('lucide-imports: no icon exports found in the lucide-react barrel (its layout changed?)');
    return iconFiles;
  };
  return {
    name: 'forecourt:lucide-direct-imports',
    enforce: 'pre',
    // The dev server pre-bundles the barrel once; only a build's chunks are at stake.
    apply: 'build',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id.split('?')[0]) || !code.includes('lucide-react')) return null;
      const out = directIconImports(code, load());
      return out === null ? null : { code: out, map: null };
    },
  };
}
