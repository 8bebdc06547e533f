// `@jjinbbang/domain/schemas`: the wire contract's zod schemas and the boundary parser.
export * from './wire';
