// The zod schemas of the wire contract. Import them from `@jjinbbang/domain/schemas`; the package root exports
// only their types (and the zod-free constants in ./constants), so the pure rules never load zod.
export * from './account';
export * from './common';
export * from './cost';
export * from './draft';
export * from './parse';
export * from './reading';
export * from './tiles';
export * from './writing';
