import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { directIconImports, iconFilesOf } from './lucide-imports';

const BARREL = `
import * as index from './icons/index.mjs';
export { index as icons };
export { default as LogOut, default as LogOutIcon, default as LucideLogOut } from './icons/log-out.mjs';
export { default as CheckCircle, default as CircleCheckBig, default as LucideCircleCheckBig } from './icons/circle-check-big.mjs';
export { default as createLucideIcon } from './createLucideIcon.mjs';
`;
const FILES = iconFilesOf(BARREL);

describe('lucide-react imports made direct (docs/decisions/035)', () => {
  it("reads each icon's names and file from the barrel, aliases included, and nothing else", () => {
    expect(FILES.get('LogOut')).toBe('log-out');
    expect(FILES.get('LucideLogOut')).toBe('log-out');
    expect(FILES.get('CheckCircle')).toBe('circle-check-big');
    expect(FILES.has('createLucideIcon')).toBe(false);
    expect(FILES.has('icons')).toBe(false);
  });

  it('turns a barrel import of icons into one import per icon module, keeping renames and the line count', () => {
    const code = "import {\n  LogOut,\n  CheckCircle as Done,\n} from 'lucide-react';\nconst x = 1;\n";
    const out = directIconImports(code, FILES);
    expect(out).toBe("import LogOut from 'lucide-react/icons/log-out'; import Done from 'lucide-react/icons/circle-check-big';\n\n\n\nconst x = 1;\n");
    expect(out?.split('\n').length).toBe(code.split('\n').length);
  });

  it('keeps what is not an icon (a type, a helper) as a barrel import beside the direct ones', () => {
    const out = directIconImports("import { LogOut, type LucideIcon, createLucideIcon } from \"lucide-react\";", FILES);
    expect(out).toBe('import LogOut from "lucide-react/icons/log-out"; import { type LucideIcon, createLucideIcon } from "lucide-react";');
  });

  it('leaves a module alone when it imports no icon from the barrel', () => {
    expect(directIconImports("import type { LucideIcon } from 'lucide-react';", FILES)).toBeNull();
    expect(directIconImports("import { createLucideIcon } from 'lucide-react';", FILES)).toBeNull();
    expect(directIconImports("import { LogOut } from 'other-icons';", FILES)).toBeNull();
  });

  it('finds every icon the installed lucide-react exports, each in a file the package has', () => {
    const require = createRequire(import.meta.url);
    const root = dirname(require.resolve('lucide-react/package.json'));
    const files = iconFilesOf(readFileSync(join(root, 'dist/esm/lucide-react.mjs'), 'utf8'));
    expect(files.size).toBeGreaterThan(1000);
    for (const name of ['LogOut', 'Fuel', 'Building2', 'Wallet']) {
      const file = files.get(name);
      expect(file, name).toBeTruthy();
      expect(readFileSync(join(root, 'dist/esm/icons', `${file}.mjs`), 'utf8')).toContain('createLucideIcon');
    }
  });
});
