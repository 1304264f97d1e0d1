import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The web build's route preloads (apps/web/scripts/route-preloads.mjs writes dist/route-preloads.json):
 * the code files a page of the app needs beyond the entry's. The page's own response names them in a
 * `Link: <…>; rel=modulepreload` header, so that a phone asks for them with the entry instead of a few
 * round trips later (docs/decisions/031-fast-on-a-cheap-phone.md).
 */
const ZRoutePreloads = z.array(
  z.object({
    prefix: z.string().startsWith('/').optional(),
    paths: z.array(z.string().startsWith('/')).optional(),
    // Only the build's own hashed files: nothing else can reach a header from here.
    files: z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
  }),
);
export type TRoutePreloads = z.infer<typeof ZRoutePreloads>;

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The preloads of a built web app, or none (no file, or not the expected shape: a hint, never an error). */
export function loadRoutePreloads(webDistDir: string): TRoutePreloads {
  const file = path.join(webDistDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return [];
  try {
    const parsed = ZRoutePreloads.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The Link header for a page (its path, query ignored), or undefined when no preload matches. */
export function preloadLinkHeader(preloads: TRoutePreloads, url: string): string | undefined {
  const pathname = url.split(/[?#]/, 1)[0] ?? url;
  const files = new Set<string>();
  for (const route of preloads) {
    const byPrefix = route.prefix !== undefined && (pathname === route.prefix || pathname.startsWith(`${route.prefix}/`));
    if (byPrefix || route.paths?.includes(pathname)) for (const file of route.files) files.add(file);
  }
  if (files.size === 0) return undefined;
  return [...files].map((file) => `<${file}>; rel=modulepreload; fetchpriority=low`).join(', ');
}
