import { parse } from 'regexparam';

/** The element of index.html with the files each route's page needs (build/route-preload.ts writes it). */
export const ROUTE_FILES_ID = 'jb-route-files';

/** `[wouter pattern, JS files, CSS files]` per route, in match order. */
export type RouteFiles = [pattern: string, js: string[], css: string[]][];

/** Preloads the files of the first route that matches `pathname` (none in development: no table). */
export function preloadRouteFiles(doc: Document = document, pathname = location.pathname): void {
  const data = doc.getElementById(ROUTE_FILES_ID)?.textContent;
  if (!data) return;
  const route = (JSON.parse(data) as RouteFiles).find(([pattern]) => parse(pattern).pattern.test(pathname));
  if (!route) return;
  const add = (href: string, rel: string, as?: string) => {
    const link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    link.crossOrigin = '';
    if (as) link.as = as;
    doc.head.append(link);
  };
  for (const file of route[1]) add(file, 'modulepreload');
  for (const file of route[2]) add(file, 'preload', 'style');
}
