// Entry of the boot script's bundle (build/route-preload.ts): starts the page's early API calls, and switches the
// UI font on once the first paint is done.
import { boot } from './early';
import { deferUiFont } from './ui-font';

boot();
deferUiFont();
