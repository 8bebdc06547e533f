// What a query's fetcher runs with (queries.ts): the API client and the conversions at the edge. Loaded with the
// first query a page runs (swr.ts), never by the boot script, which reads the same definitions.
export { assetUrl } from './assets';
export { api as client } from './client';
export { buildingEntryOf, listEntryOf, reviewEntryOf } from './entries';
export { ApiError } from './errors';
