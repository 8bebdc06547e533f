// Entry of the boot script's bundle (build/route-preload.ts): starts the page's early API calls.
import { boot } from './early';

boot();
