export * from './account';
export * from './common';
export * from './parse';
export * from './reading';
export * from './writing';
