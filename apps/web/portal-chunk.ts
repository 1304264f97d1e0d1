/**
 * The attendant portal's first page in one file (docs/decisions/032): what its layout and its home import,
 * beyond the entry, in one chunk. On the slow phone of issue 13 each file is a request, and the ~40 small
 * files they were (ui/ primitives, icons, hooks, the offline queue) kept the line idle between them for
 * seconds over six connections. What the signed-out pages use too (a badge, an input, the theme button) keeps
 * its own small file, so /login loads nothing of the portal. The price: an owner's page that uses one of
 * the chunk's modules (a card, a format helper) loads the whole chunk once, portal code included. What the
 * portal loads on demand (the dialogs, the bell) stays apart.
 */
type TModuleInfo = { importers: readonly string[] } | null;
type TChunkingContext = { getModuleInfo(id: string): TModuleInfo };

/** The portal's entry modules: the layout and the home (the router loads both for /attendant). */
const PORTAL_ROOTS = [/src[\\/]app[\\/]layouts[\\/]attendant-layout\.tsx$/, /src[\\/]features[\\/]attendant[\\/]pages[\\/]attendant-home\.tsx$/];
/** The signed-out pages (landing, sign-in, register), which must not wait for the portal's chunk. */
const GUEST_ROOTS = [/src[\\/]features[\\/](auth[\\/]pages[\\/](login|register)-page|landing[\\/]pages[\\/]landing-page)\.tsx$/];
/** What the header (app/layouts/app-header.tsx, app/provider.tsx) loads once the page is idle. */
const HEADER_EXTRAS_ROOTS = [
  /src[\\/]features[\\/]alerts[\\/]components[\\/]notification-bell\.tsx$/,
  /src[\\/]features[\\/]notifications[\\/]components[\\/]feed-toasts\.tsx$/,
  /src[\\/]app[\\/]toaster\.tsx$/,
];
/** packages/shared's formatting (plain: no zod, no decimal.js), which the portal and the signed-out pages use. */
const SHARED_FORMAT = /packages[\\/]shared[\\/]src[\\/]format\.ts$/;
/** Split as before (vite.config.ts): through the shared barrel every module of it looks imported. */
const SPLIT_APART = /packages[\\/]shared[\\/]|node_modules[\\/](zod|decimal\.js)[\\/]/;

/** Whether a module is one of `roots` or imported, directly or not, by one of them (memoised per build). */
function reachableFrom(roots: RegExp[]) {
  const known = new Map<string, boolean>();
  const reachable = (id: string, ctx: TChunkingContext): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    known.set(id, false); // an import cycle is not proof
    const found = roots.some((root) => root.test(id)) || (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => reachable(importer, ctx));
    known.set(id, found);
    return found;
  };
  return reachable;
}

/**
 * A codeSplitting group's `name` for the attendant's first page (docs/decisions/032 and 035):
 * - 'attendant-portal': what the portal's roots import (not the roots) and no signed-out page does;
 * - 'page-kit': what they import that a signed-out page imports too (a badge, a card, the theme button, an
 *   icon): one small file /login loads, not one file per module;
 * - 'header-extras': what the header loads once the page is idle (the bell, the feed's toasts, the toaster
 *   and what they import beyond the entry), one file rather than five.
 */
export function attendantPortalChunk(): (id: string, ctx: TChunkingContext) => string | null {
  const inPortal = reachableFrom(PORTAL_ROOTS);
  const inGuestPage = reachableFrom(GUEST_ROOTS);
  const inHeaderExtras = reachableFrom(HEADER_EXTRAS_ROOTS);
  // The roots keep their own small files, which the router imports.
  const isRoot = (id: string) => PORTAL_ROOTS.some((root) => root.test(id));
  return (id, ctx) => {
    // Numbers, money and dates in the reader's language: every page of both kinds shows some.
    if (SHARED_FORMAT.test(id)) return 'page-kit';
    if (isRoot(id) || SPLIT_APART.test(id)) return null;
    if (inPortal(id, ctx)) return inGuestPage(id, ctx) ? 'page-kit' : 'attendant-portal';
    if (inHeaderExtras(id, ctx)) return 'header-extras';
    return null;
  };
}
