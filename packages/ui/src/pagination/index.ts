export type { PaginationProps } from './Pagination';
export { defaultFormatRange, Pagination } from './Pagination';
export { type PageItem, pageItems } from './pageItems';
