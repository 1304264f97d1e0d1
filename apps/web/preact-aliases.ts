import type { Alias } from 'vite';

/**
 * React's packages answered by Preact through preact/compat, in the build, the dev server and the unit
 * tests alike (docs/decisions/032-preact-for-react-dom.md): React DOM alone was a third of the sign-in
 * page's script. The code is written, and typechecked, against React's API (@types/react).
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
