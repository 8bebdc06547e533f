export { DEFAULT_SEED, generateSeed, TEST_ACCOUNTS } from './generate.ts';
export {
  KEYWORD_BY_CODE,
  type KeywordTarget,
  keywordCodes,
  SEED_KEYWORDS,
  type SeedKeyword,
} from './keywords.ts';
export { universityLogoSvg, universityMonogram } from './logo.ts';
export { renderSeedPhoto, SEED_PHOTO_HEIGHT, SEED_PHOTO_WIDTH } from './photo.ts';
export type * from './types.ts';
export { FLAGSHIP_UNIVERSITIES, homepageDomain, parseCampusAddress, UNIVERSITIES } from './universities.ts';
