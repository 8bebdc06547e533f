// `@jjinbbang/domain/schemas`: the wire contract's zod schemas (the admin API's too) and the boundary parser.
export * from './admin/schemas';
export * from './wire';
