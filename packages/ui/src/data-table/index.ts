export type {
  DataTableColumn,
  DataTableColumnFilter,
  DataTableFilterOption,
  DataTableFilterProps,
  DataTableFilters,
  DataTablePagination,
  DataTablePaginationProps,
  DataTableRootProps,
  DataTableSearchProps,
  DataTableSelectionBarProps,
  DataTableSort,
  DataTableTableProps,
  DataTableValue,
} from './DataTable';
export { DataTable } from './DataTable';
