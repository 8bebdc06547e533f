// The boot script: index.html loads it first (build/route-preload.ts). It starts downloading the page of the address
// and its API calls before the app's entry has downloaded and run.
import { boot } from './early';
import { preloadRouteFiles } from './route-files';

preloadRouteFiles();
boot();
