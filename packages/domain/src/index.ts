// `@jjinbbang/domain`: enums, keywords, every pure rule, and the wire types. Nothing here imports zod at run
// time; the schemas are a separate entry (`@jjinbbang/domain/schemas`) so consumers pay only for what they use.

export type * from './admin/schemas';
export * from './admin/vocabulary';
export * from './enums';
export * from './keywords';
export * from './rules/account';
export * from './rules/address';
export * from './rules/cost';
export * from './rules/device';
export * from './rules/display';
export * from './rules/dong-names';
export * from './rules/draft';
export * from './rules/geo';
export * from './rules/initial-consonant';
export * from './rules/list-item';
export * from './rules/nickname';
export * from './rules/pin-price';
export * from './rules/price-slider';
export * from './rules/result';
export * from './rules/text';
export * from './rules/token-renewal';
export * from './rules/university-names';
export * from './rules/validation';
export * from './rules/wizard';
export type * from './wire';
export * from './wire/constants';
export { WireContractError } from './wire/parse';
export * from './wire/tile-grid';
