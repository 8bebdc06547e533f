// The routes module: the one owner of the app's URLs. Every page pattern, link, query parameter, the lazy route
// table and where the bottom navigation shows are here and nowhere else; domain and ui take addresses as values.
// The pages themselves live beside it, one folder per feature (home/, map/, reading/, writing/, account/, campus/).
//
// Pages import from this index; its files are split by meaning, and what a page does not use is left out of its
// bundle. The start-up modules (main.tsx, App.tsx, the shell) import ./table and ./patterns directly: an entry that
// imports the index splits every module it re-exports into chunks of their own. The boot script does the same,
// since it is bundled on its own.
export { links, verificationTarget } from './links';
export { DEFAULT_MAP_QUERY, type MapQuery, type MapSheetParam, mapLink, mapQuery } from './map';
export {
  buildingQuery,
  homeQuery,
  loginReturnQuery,
  parseIdParam,
  type QueryParams,
  reviewQuery,
} from './params';
export { patterns } from './patterns';
export {
  type AppRoute,
  activeTab,
  hidesBottomNavigation,
  matchingRoute,
  NAV_TABS,
  type NavTabId,
  routeTable,
  UI_TEXT_PAGES,
} from './table';
export {
  CREATE_STEP_SEGMENTS,
  createStepQuery,
  EDIT_STEP_SEGMENTS,
  editStepOfSegment,
  matchEditRoute,
  parseCreateStep,
  wizardLinks,
} from './wizard';
