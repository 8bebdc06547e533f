import { useControllableState } from '@jjinbbang/hooks';
import {
  type ColumnDef,
  columnFilteringFeature,
  constructTable,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  type FilterFn,
  functionalUpdate,
  globalFilteringFeature,
  type Row,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  type SortFn,
  type Table,
  type TableOptions,
  tableFeatures,
} from '@tanstack/table-core';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import * as React from 'react';
import { Button } from '../button';
import { SearchIcon } from '../icons';
import { cx } from '../internal/cx';
import { Pagination, type PaginationProps } from '../pagination';
import { Select } from '../select';
import { Skeleton } from '../skeleton';
import { EmptyState, ErrorState } from '../state-view';
import { compareCells, matchesText } from './compare';
import './DataTable.css';

// ---------------------------------------------------------------------------------------------------------
// Public types: our own, so the engine under the table (TanStack Table) can change without the console noticing.

/** A value a column sorts, searches and filters by. */
export type DataTableValue = string | number | Date | null | undefined;

export interface DataTableFilterOption {
  /** 필터 값(개발용). 서버로 보낼 값이 됩니다. */
  value: string;
  /** 목록에 보일 글자. 예: "임시조치". */
  label: string;
}

/** A per-column filter: one of a few values (select) or a piece of text (text). */
export type DataTableColumnFilter =
  | {
      type: 'select';
      /** 고를 값들. 맨 위에 "전체"가 붙습니다. */
      options: readonly DataTableFilterOption[];
      /** 필터의 이름. 비우면 열 이름. */
      label?: string;
      /** 고르지 않음을 뜻하는 항목의 글자. 기본 "전체". */
      allLabel?: string;
    }
  | {
      type: 'text';
      /** 필터의 이름. 비우면 열 이름. */
      label?: string;
      /** 비어 있을 때 보이는 예시. */
      placeholder?: string;
    };

export interface DataTableColumn<TRow> {
  /** 열을 가리키는 값(개발용). 정렬·필터 상태의 열 이름이고, 서버 모드에서는 서버로 보낼 정렬 이름입니다. */
  id: string;
  /** 머리글에 보일 이름. 예: "접수일". */
  header: string;
  /** 이 열의 값: 정렬·검색·필터가 씁니다. 칸에 그릴 내용(cell)이 없으면 이 값을 글자로 보입니다. */
  value?: (row: TRow) => DataTableValue;
  /** 칸에 그릴 내용(배지, 링크, 버튼 …). 비우면 value. */
  cell?: (row: TRow) => React.ReactNode;
  /** 머리글을 눌러 정렬할 수 있는 열. */
  sortable?: boolean;
  /** 처음 누를 때 큰 값부터(날짜·건수처럼 최근·많은 것이 궁금한 열). */
  sortDescFirst?: boolean;
  /** 전체 검색이 이 열을 볼지. 기본: value가 있으면 봅니다. */
  searchable?: boolean;
  /** 열 필터. DataTable.Filter로 도구 줄에 놓습니다. */
  filter?: DataTableColumnFilter;
  /** 칸 안의 정렬: start(기본) · center · end(숫자·금액). */
  align?: 'start' | 'center' | 'end';
  /** 열의 폭(px 숫자나 CSS 길이). 비우면 내용에 맞춥니다. */
  width?: number | string;
  /** 줄의 이름이 되는 열(보통 첫 열: 제목, 아이디). 화면낭독기가 칸마다 이 값을 함께 읽습니다. */
  rowHeader?: boolean;
}

/** Which column orders the rows, and which way. */
export interface DataTableSort {
  columnId: string;
  direction: 'asc' | 'desc';
}

/** The page shown: index from 0, and rows per page. */
export interface DataTablePagination {
  pageIndex: number;
  pageSize: number;
}

/** Column filter values by column id; an empty string means no filter. */
export type DataTableFilters = Readonly<Record<string, string>>;

// ---------------------------------------------------------------------------------------------------------
// The engine: every feature the kit's table offers, registered once (TanStack v9 tree-shakes unregistered ones).

const features = tableFeatures({
  // Plain TanStack Store atoms: every state slice is ours and controlled, so React needs no subscription.
  coreReactivityFeature: storeReactivityBindings(),
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
});
type Features = typeof features;
// TanStack's row type must be a record; ours is any object, converted once here.
type AnyRow = Record<string, unknown>;
type EngineRow = Row<Features, AnyRow>;

type EngineOptions = Omit<TableOptions<Features, AnyRow>, 'features'>;

/**
 * The table engine without a React adapter: every state slice is ours and controlled, so a render only has to hand
 * the engine this render's options; it recomputes the row models from them when they are read.
 */
function useEngine(options: EngineOptions): Table<Features, AnyRow> {
  const [table] = React.useState(() => constructTable({ ...options, features }));
  table.setOptions((previous) => ({ ...previous, ...options }));
  return table;
}

const sortCells: SortFn<Features, AnyRow> = (a, b, id) => compareCells(a.getValue(id), b.getValue(id));
const textFilter: FilterFn<Features, AnyRow> = (row, id, query) =>
  matchesText(row.getValue(id), String(query));
textFilter.autoRemove = (value) => value === undefined || String(value).trim() === '';
const equalsFilter: FilterFn<Features, AnyRow> = (row, id, wanted) =>
  String(row.getValue(id) ?? '') === wanted;
equalsFilter.autoRemove = (value) => value === undefined || value === '';

function toColumnDef<TRow>(column: DataTableColumn<TRow>): ColumnDef<Features, AnyRow> {
  const value = column.value;
  return {
    id: column.id,
    header: column.header,
    accessorFn: value ? (row) => value(row as TRow) : () => undefined,
    enableSorting: Boolean(column.sortable && value),
    sortDescFirst: column.sortDescFirst ?? false,
    sortUndefined: 'last',
    sortFn: sortCells,
    enableColumnFilter: Boolean(column.filter && value),
    filterFn: column.filter?.type === 'select' ? equalsFilter : textFilter,
    enableGlobalFilter: column.searchable ?? Boolean(value),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Root: state (controlled or not) and the engine, shared with the parts through context.

interface DataTableContextValue {
  table: Table<Features, AnyRow>;
  columns: readonly DataTableColumn<unknown>[];
  label: string;
  rows: readonly EngineRow[];
  rowCount: number;
  pagination: DataTablePagination;
  setPagination: (next: DataTablePagination) => void;
  search: string;
  setSearch: (next: string) => void;
  filters: DataTableFilters;
  setFilter: (columnId: string, value: string) => void;
  clearSearchAndFilters: () => void;
  selectable: boolean;
  selectedRowIds: readonly string[];
  setSelectedRowIds: (next: readonly string[]) => void;
  onRowActivate?: (row: unknown) => void;
  activeRowId?: string | null;
  loading: boolean;
  error: boolean;
}

const DataTableContext = React.createContext<DataTableContextValue | null>(null);

function useDataTableContext(part: string): DataTableContextValue {
  const context = React.use(DataTableContext);
  if (!context) throw new Error(`DataTable.${part} must be inside DataTable.Root`);
  return context;
}

const NO_FILTERS: DataTableFilters = {};
const NO_IDS: readonly string[] = [];
const DEFAULT_PAGINATION: DataTablePagination = { pageIndex: 0, pageSize: 20 };

export interface DataTableRootProps<TRow extends object>
  extends Omit<React.ComponentProps<'div'>, 'children' | 'onChange'> {
  /** 보일 줄들. client 모드는 전부, server 모드는 지금 쪽의 줄만. 같은 배열을 다시 넘기면 다시 계산하지 않습니다. */
  rows: readonly TRow[];
  /** 열들(왼쪽부터). 그릴 때마다 새로 만들지 말고 모듈이나 useMemo에 둡니다. */
  columns: readonly DataTableColumn<TRow>[];
  /** 줄의 바뀌지 않는 아이디(개발용). 선택과 포커스가 쪽과 정렬을 넘어 이 값으로 이어집니다. */
  getRowId: (row: TRow) => string;
  /** 표의 이름(화면낭독기가 표에 들어갈 때 읽음). 예: "입학 증명서 대기열". */
  label: string;
  /**
   * client(기본): 받은 줄을 표가 직접 정렬·검색·필터하고 쪽으로 나눕니다.
   * server: 서버가 그렇게 한 한 쪽을 받습니다. 정렬·검색·필터·쪽이 바뀌면 알려 주기만 하니 그 값으로 다시 불러오세요.
   */
  mode?: 'client' | 'server';
  /** server 모드의 전체 줄 수(쪽 수와 "전체 n건"에 씀). */
  rowCount?: number;
  /** 정렬(화면이 직접 정할 때). null이면 정렬 없음. */
  sorting?: DataTableSort | null;
  /** 처음 정렬. */
  defaultSorting?: DataTableSort | null;
  /** 정렬이 바뀌면 불립니다(첫 쪽으로 돌아갑니다). */
  onSortingChange?: (sorting: DataTableSort | null) => void;
  /** 지금 쪽(화면이 직접 정할 때). */
  pagination?: DataTablePagination;
  /** 처음 쪽과 쪽당 줄 수. 기본 { pageIndex: 0, pageSize: 20 }. */
  defaultPagination?: DataTablePagination;
  /** 쪽이나 쪽당 줄 수가 바뀌면 불립니다. */
  onPaginationChange?: (pagination: DataTablePagination) => void;
  /** 전체 검색어(화면이 직접 정할 때). */
  search?: string;
  /** 처음 검색어. */
  defaultSearch?: string;
  /** 검색어가 바뀔 때마다 불립니다(첫 쪽으로 돌아갑니다). server 모드는 useDebouncedValue로 늦춰 부르세요. */
  onSearchChange?: (search: string) => void;
  /** 열 필터 값(열 아이디 → 값, 빈 글자는 필터 없음). */
  filters?: DataTableFilters;
  /** 처음 열 필터 값. */
  defaultFilters?: DataTableFilters;
  /** 열 필터가 바뀌면 불립니다(첫 쪽으로 돌아갑니다). */
  onFiltersChange?: (filters: DataTableFilters) => void;
  /** 줄 앞에 체크박스 열을 둬 여러 줄을 고르게 합니다. 고른 줄은 쪽을 넘겨도 유지됩니다. */
  selectable?: boolean;
  /** 고른 줄의 아이디들(화면이 직접 정할 때). */
  selectedRowIds?: readonly string[];
  /** 처음 고른 줄의 아이디들. */
  defaultSelectedRowIds?: readonly string[];
  /** 고른 줄이 바뀌면 불립니다. */
  onSelectedRowIdsChange?: (ids: readonly string[]) => void;
  /** 고를 수 없는 줄을 가립니다(예: 이미 처리된 신고). */
  canSelectRow?: (row: TRow) => boolean;
  /**
   * 줄을 누르거나, 줄에 포커스를 두고 Enter를 누르면 불립니다(자세히 보기). 정하면 줄 사이를 ↑/↓로 옮겨 다닙니다.
   */
  onRowActivate?: (row: TRow) => void;
  /** 지금 자세히 보고 있는 줄의 아이디. 그 줄이 강조되고 화면낭독기가 "현재 항목"으로 읽습니다. */
  activeRowId?: string | null;
  /** 불러오는 중. 줄이 없으면 자리 표시 줄을, 있으면 줄은 그대로 두고 표 위에 움직이는 막대를 보입니다. */
  loading?: boolean;
  /** 불러오지 못함. 표 안에 오류 안내와 "다시 시도"를 보입니다(DataTable.Table의 onRetry). */
  error?: boolean;
  /** 줄 높이: comfortable(52px, 기본) · compact(40px, 많은 줄을 한눈에). */
  density?: 'comfortable' | 'compact';
  /** 도구 줄, 표, 쪽 이동(DataTable.Toolbar, DataTable.Table, DataTable.Pagination). */
  children?: React.ReactNode;
}

function DataTableRoot<TRow extends object>({
  rows,
  columns,
  getRowId,
  label,
  mode = 'client',
  rowCount,
  sorting,
  defaultSorting = null,
  onSortingChange,
  pagination,
  defaultPagination = DEFAULT_PAGINATION,
  onPaginationChange,
  search,
  defaultSearch = '',
  onSearchChange,
  filters,
  defaultFilters = NO_FILTERS,
  onFiltersChange,
  selectable = false,
  selectedRowIds,
  defaultSelectedRowIds = NO_IDS,
  onSelectedRowIdsChange,
  canSelectRow,
  onRowActivate,
  activeRowId,
  loading = false,
  error = false,
  density = 'comfortable',
  className,
  children,
  ...props
}: DataTableRootProps<TRow>) {
  const [sort, setSort] = useControllableState({
    value: sorting,
    defaultValue: defaultSorting,
    onChange: onSortingChange,
  });
  const [page, setPage] = useControllableState({
    value: pagination,
    defaultValue: defaultPagination,
    onChange: onPaginationChange,
  });
  const [query, setQuery] = useControllableState({
    value: search,
    defaultValue: defaultSearch,
    onChange: onSearchChange,
  });
  const [columnFilters, setColumnFilters] = useControllableState({
    value: filters,
    defaultValue: defaultFilters,
    onChange: onFiltersChange,
  });
  const [selected, setSelected] = useControllableState({
    value: selectedRowIds,
    defaultValue: defaultSelectedRowIds,
    onChange: onSelectedRowIdsChange,
  });

  const columnDefs = React.useMemo(() => columns.map(toColumnDef), [columns]);
  const server = mode === 'server';
  const firstPage = () => {
    if (page.pageIndex !== 0) setPage({ ...page, pageIndex: 0 });
  };

  // TanStack sees our state fully controlled: it computes the rows and the sort cycle, we own the values.
  const sortingState = sort ? [{ id: sort.columnId, desc: sort.direction === 'desc' }] : [];
  const filterState = Object.entries(columnFilters)
    .filter(([, value]) => value !== '')
    .map(([id, value]) => ({ id, value }));
  const selectionState = Object.fromEntries(selected.map((id) => [id, true as const]));
  const table = useEngine({
    columns: columnDefs,
    data: rows as unknown as AnyRow[],
    getRowId: (row) => getRowId(row as TRow),
    state: {
      sorting: sortingState,
      pagination: page,
      globalFilter: query,
      columnFilters: filterState,
      rowSelection: selectionState,
    },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sortingState);
      setSort(next ? { columnId: next.id, direction: next.desc ? 'desc' : 'asc' } : null);
      firstPage();
    },
    onPaginationChange: (updater) => setPage(functionalUpdate(updater, page)),
    onRowSelectionChange: (updater) => setSelected(Object.keys(functionalUpdate(updater, selectionState))),
    enableMultiSort: false,
    autoResetPageIndex: false,
    globalFilterFn: textFilter,
    enableRowSelection: selectable
      ? canSelectRow
        ? (row: EngineRow) => canSelectRow(row.original as unknown as TRow)
        : true
      : false,
    enableRowRangeSelection: false,
    manualSorting: server,
    manualFiltering: server,
    manualPagination: server,
    rowCount: server ? (rowCount ?? rows.length) : undefined,
  });

  const total = server ? (rowCount ?? rows.length) : table.getFilteredRowModel().rows.length;
  const context: DataTableContextValue = {
    table,
    columns: columns as readonly DataTableColumn<unknown>[],
    label,
    rows: table.getRowModel().rows,
    rowCount: total,
    pagination: page,
    setPagination: setPage,
    search: query,
    setSearch: (next) => {
      setQuery(next);
      firstPage();
    },
    filters: columnFilters,
    setFilter: (columnId, value) => {
      setColumnFilters({ ...columnFilters, [columnId]: value });
      firstPage();
    },
    clearSearchAndFilters: () => {
      setQuery('');
      setColumnFilters(Object.fromEntries(Object.keys(columnFilters).map((id) => [id, ''])));
      firstPage();
    },
    selectable,
    selectedRowIds: selected,
    setSelectedRowIds: setSelected,
    onRowActivate: onRowActivate as ((row: unknown) => void) | undefined,
    activeRowId,
    loading,
    error,
  };
  return (
    <DataTableContext value={context}>
      <div
        data-component="DataTable"
        data-density={density}
        data-loading={loading || undefined}
        className={cx('jb-DataTable', className)}
        {...props}
      >
        {children}
      </div>
    </DataTableContext>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Toolbar, search, column filters, selection bar.

/** The row above the table: search, filters, and actions on the selected rows. */
function DataTableToolbar({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="toolbar" className={cx('jb-DataTable-toolbar', className)} {...props} />;
}

export interface DataTableSearchProps
  extends Omit<React.ComponentProps<'input'>, 'value' | 'defaultValue' | 'type' | 'size'> {
  /** 검색 칸의 이름(화면낭독기). 기본 "표에서 검색". */
  label?: string;
  /** 비어 있을 때 보이는 예시. 예: "후기 내용, 학교". */
  placeholder?: string;
}

/** The table's search box (all searchable columns). */
function DataTableSearch({
  label = '표에서 검색',
  placeholder,
  className,
  onChange,
  ...props
}: DataTableSearchProps) {
  const { search, setSearch } = useDataTableContext('Search');
  const id = React.useId();
  return (
    <div data-slot="search" className={cx('jb-DataTable-search', className)}>
      <label htmlFor={id} className="jb-visually-hidden">
        {label}
      </label>
      <SearchIcon size={18} className="jb-DataTable-searchIcon" />
      <input
        id={id}
        type="search"
        className="jb-DataTable-input"
        value={search}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => {
          onChange?.(event);
          if (!event.defaultPrevented) setSearch(event.target.value);
        }}
        {...props}
      />
    </div>
  );
}

export interface DataTableFilterProps {
  /** 필터를 그릴 열의 아이디. 그 열의 filter 설정을 씁니다. */
  columnId: string;
  /** 필터의 이름을 눈에도 보일지. 기본 숨김(화면낭독기만). */
  showLabel?: boolean;
  className?: string;
}

/** A column's filter control (a select for `type: 'select'`, a text box for `type: 'text'`). */
function DataTableFilter({ columnId, showLabel = false, className }: DataTableFilterProps) {
  const { columns, filters, setFilter } = useDataTableContext('Filter');
  const id = React.useId();
  const column = columns.find((c) => c.id === columnId);
  const filter = column?.filter;
  if (!column || !filter) throw new Error(`DataTable.Filter: column "${columnId}" has no filter`);
  const label = filter.label ?? column.header;
  const value = filters[columnId] ?? '';
  if (filter.type === 'select') {
    return (
      <Select
        className={cx('jb-DataTable-filter', className)}
        label={label}
        hideLabel={!showLabel}
        layout="inline"
        size="sm"
        value={value}
        onValueChange={(next) => setFilter(columnId, next)}
        options={[{ value: '', label: filter.allLabel ?? '전체' }, ...filter.options]}
      />
    );
  }
  return (
    <div data-slot="filter" className={cx('jb-DataTable-search jb-DataTable-filter', className)}>
      <label htmlFor={id} className={showLabel ? 'jb-DataTable-filterLabel' : 'jb-visually-hidden'}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        className="jb-DataTable-input"
        value={value}
        placeholder={filter.placeholder}
        autoComplete="off"
        onChange={(event) => setFilter(columnId, event.target.value)}
      />
    </div>
  );
}

export interface DataTableSelectionBarProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** 고른 줄에 할 행동들(버튼). 함수로 주면 고른 줄의 아이디를 받습니다. */
  children?: React.ReactNode | ((selectedRowIds: readonly string[]) => React.ReactNode);
  /** 고른 개수의 글자. 기본 "3개 선택됨". */
  formatCount?: (count: number) => string;
  /** 선택을 모두 푸는 단추의 글자. 기본 "선택 해제". */
  clearLabel?: string;
}

/** Shown while rows are selected: how many, the actions for them, and "선택 해제". Announced politely. */
function DataTableSelectionBar({
  children,
  formatCount = (count) => `${count}개 선택됨`,
  clearLabel = '선택 해제',
  className,
  ...props
}: DataTableSelectionBarProps) {
  const { selectedRowIds, setSelectedRowIds } = useDataTableContext('SelectionBar');
  const count = selectedRowIds.length;
  return (
    <div
      data-slot="selection-bar"
      data-empty={count === 0 || undefined}
      className={cx('jb-DataTable-selectionBar', className)}
      {...props}
    >
      {/* Mounted while empty too, so the first selection is announced. */}
      <p className="jb-DataTable-selectionCount" aria-live="polite">
        {count > 0 ? formatCount(count) : ''}
      </p>
      {count > 0 && (
        <>
          {typeof children === 'function' ? children(selectedRowIds) : children}
          <Button variant="ghost" size="sm" onClick={() => setSelectedRowIds([])}>
            {clearLabel}
          </Button>
        </>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------
// The table.

function SortMark({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg
      viewBox="0 0 10 14"
      width="10"
      height="14"
      aria-hidden="true"
      focusable="false"
      className="jb-DataTable-sortMark"
      data-direction={direction || 'none'}
    >
      <path d="M5 1 9 5.5H1z" data-part="up" />
      <path d="M5 13 1 8.5h8z" data-part="down" />
    </svg>
  );
}

function SelectionBox({
  checked,
  indeterminate = false,
  disabled,
  label,
  tabbable,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  label: string;
  tabbable: boolean;
  onChange: (checked: boolean) => void;
}) {
  const ref = React.useRef<HTMLInputElement>(null);
  React.useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <span
      className="jb-DataTable-check"
      data-state={indeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked'}
    >
      <input
        ref={ref}
        type="checkbox"
        className="jb-DataTable-checkInput"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        tabIndex={tabbable ? undefined : -1}
        onChange={(event) => onChange(event.target.checked)}
      />
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="jb-DataTable-checkBox">
        <path d={indeterminate ? 'M4 8h8' : 'M3.5 8.5 6.5 11.5 12.5 4.5'} />
      </svg>
    </span>
  );
}

const INTERACTIVE =
  'a, button, input, select, textarea, label, summary, [role="button"], [contenteditable="true"]';

export interface DataTableTableProps extends Omit<React.ComponentProps<'table'>, 'children'> {
  /** 표 몸통의 최대 높이(px 숫자나 CSS 길이). 정하면 표 안에서 스크롤되고 머리글이 위에 붙어 있습니다. */
  maxHeight?: number | string;
  /** 표의 최소 폭(px 숫자나 CSS 길이). 화면이 이보다 좁으면 표가 옆으로 스크롤됩니다. 기본 800px. */
  minWidth?: number | string;
  /** 표의 이름(label)을 표 위에 제목으로도 보일지. */
  showCaption?: boolean;
  /** 불러오는 동안 보일 자리 표시 줄 수. 기본 5. */
  skeletonRows?: number;
  /** 불러오는 중을 화면낭독기가 읽는 말. 기본 "불러오는 중". */
  loadingLabel?: string;
  /** 줄이 하나도 없을 때의 제목. 기본 "아직 항목이 없어요". */
  emptyTitle?: React.ReactNode;
  /** 줄이 없을 때 제목 아래 문장. */
  emptyHint?: React.ReactNode;
  /** 검색·필터에 맞는 줄이 없을 때의 제목. 기본 "조건에 맞는 항목이 없어요". */
  noResultsTitle?: React.ReactNode;
  /** 그때 제목 아래 문장. 기본 "검색어나 필터를 바꿔 보세요." */
  noResultsHint?: React.ReactNode;
  /** 검색과 필터를 모두 지우는 단추의 글자. 기본 "검색·필터 지우기". */
  clearFiltersLabel?: string;
  /** 오류 제목. 기본 "목록을 불러오지 못했어요". */
  errorTitle?: React.ReactNode;
  /** 오류 제목 아래 문장. 기본 "잠시 후 다시 시도해 주세요." */
  errorHint?: React.ReactNode;
  /** 정하면 오류 안내에 "다시 시도" 단추가 생기고, 누르면 불립니다. */
  onRetry?: () => void;
  /** 머리글 체크박스의 이름. 기본 "이 쪽 모두 선택". */
  selectAllLabel?: string;
  /** 줄 체크박스의 이름. 기본: 줄 이름 열의 값 + " 선택". */
  formatSelectRowLabel?: (rowName: string) => string;
}

/** The table itself: sortable headers, the rows, and the loading, empty and error states in its body. */
function DataTableTable({
  maxHeight,
  minWidth = 800,
  showCaption = false,
  skeletonRows = 5,
  loadingLabel = '불러오는 중',
  emptyTitle = '아직 항목이 없어요',
  emptyHint,
  noResultsTitle = '조건에 맞는 항목이 없어요',
  noResultsHint = '검색어나 필터를 바꿔 보세요.',
  clearFiltersLabel = '검색·필터 지우기',
  errorTitle = '목록을 불러오지 못했어요',
  errorHint = '잠시 후 다시 시도해 주세요.',
  onRetry,
  selectAllLabel = '이 쪽 모두 선택',
  formatSelectRowLabel = (name) => `${name} 선택`,
  className,
  style,
  ...props
}: DataTableTableProps) {
  const context = useDataTableContext('Table');
  const { table, columns, label, rows, selectable, onRowActivate, activeRowId, loading, error } = context;
  const activatable = Boolean(onRowActivate);
  const captionId = React.useId();
  const bodyRef = React.useRef<HTMLTableSectionElement>(null);
  const [focusedId, setFocusedId] = React.useState<string | null>(null);
  const rowIds = rows.map((row) => row.id);
  const tabStop =
    (focusedId && rowIds.includes(focusedId) && focusedId) ||
    (activeRowId && rowIds.includes(activeRowId) && activeRowId) ||
    rowIds[0];
  const filtered = context.search.trim() !== '' || Object.values(context.filters).some((v) => v !== '');
  const colSpan = columns.length + (selectable ? 1 : 0);
  const rowHeader = columns.find((c) => c.rowHeader) ?? columns[0];
  const columnById = new Map(columns.map((c) => [c.id, c]));

  const focusRow = (id: string | undefined) => {
    if (!id) return;
    setFocusedId(id);
    bodyRef.current?.querySelector<HTMLElement>(`tr[data-row-id="${CSS.escape(id)}"]`)?.focus();
  };

  const onBodyKeyDown = (event: React.KeyboardEvent<HTMLTableSectionElement>) => {
    if (!activatable) return;
    const tr = (event.target as HTMLElement).closest<HTMLElement>('tr[data-row-id]');
    if (!tr || event.target !== tr) return;
    const id = tr.dataset.rowId as string;
    const index = rowIds.indexOf(id);
    const row = rows[index];
    const moves: Record<string, number | undefined> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rowIds.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      const target = moves[event.key] as number;
      if (target >= 0 && target < rowIds.length) focusRow(rowIds[target]);
    } else if (event.key === 'Enter' && row) {
      event.preventDefault();
      onRowActivate?.(row.original);
    } else if (event.key === ' ' && row && selectable) {
      event.preventDefault();
      if (row.getCanSelect()) row.toggleSelected();
    }
  };

  const headerGroup = table.getHeaderGroups()[0];
  const scrollable = maxHeight !== undefined;
  const pageSelected = table.getIsAllPageRowsSelected();
  const pageSome = table.getIsSomePageRowsSelected();

  let body: React.ReactNode;
  if (error) {
    body = (
      <tr className="jb-DataTable-stateRow">
        <td colSpan={colSpan}>
          <ErrorState
            layout="inline"
            headingLevel={3}
            title={errorTitle}
            hint={errorHint}
            onRetry={onRetry}
          />
        </td>
      </tr>
    );
  } else if (loading && rows.length === 0) {
    // Placeholder rows are hidden from screen readers: the caption says the table is loading.
    body = Array.from({ length: skeletonRows }, (_, i) => `placeholder-${i}`).map((key, i) => (
      <tr key={key} className="jb-DataTable-row" data-placeholder="" {...{ 'aria-hidden': true }}>
        {selectable && (
          <td className="jb-DataTable-selectCell">
            <Skeleton width={16} height={16} />
          </td>
        )}
        {columns.map((column) => (
          <td key={column.id} className="jb-DataTable-cell" data-align={column.align}>
            <Skeleton shape="text" width={`${50 + ((i * 17 + column.id.length * 11) % 40)}%`} />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr className="jb-DataTable-stateRow">
        <td colSpan={colSpan}>
          {filtered ? (
            <EmptyState
              layout="inline"
              headingLevel={3}
              icon={<SearchIcon size={40} />}
              title={noResultsTitle}
              hint={noResultsHint}
              action={
                <Button variant="secondary" size="sm" onClick={context.clearSearchAndFilters}>
                  {clearFiltersLabel}
                </Button>
              }
            />
          ) : (
            <EmptyState layout="inline" headingLevel={3} title={emptyTitle} hint={emptyHint} />
          )}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => {
      const selected = row.getIsSelected();
      const active = activeRowId === row.id;
      const name = String(rowHeader?.value?.(row.original) ?? row.id);
      return (
        <tr
          key={row.id}
          data-row-id={row.id}
          className="jb-DataTable-row"
          data-selected={selected || undefined}
          data-active={active || undefined}
          data-activatable={activatable || undefined}
          aria-current={active ? 'true' : undefined}
          tabIndex={activatable ? (row.id === tabStop ? 0 : -1) : undefined}
          onFocus={
            activatable ? (event) => event.target === event.currentTarget && setFocusedId(row.id) : undefined
          }
          onClick={
            activatable
              ? (event) => {
                  const target = event.target as HTMLElement;
                  if (target.closest(INTERACTIVE) && target.closest('tr') === event.currentTarget) return;
                  // Dragging across a cell to copy its text is not a click on the row.
                  if (event.currentTarget.ownerDocument.getSelection()?.toString()) return;
                  setFocusedId(row.id);
                  onRowActivate?.(row.original);
                }
              : undefined
          }
        >
          {selectable && (
            <td className="jb-DataTable-selectCell">
              <SelectionBox
                checked={selected}
                disabled={!row.getCanSelect()}
                label={formatSelectRowLabel(name)}
                // Rows that open on Enter take Space for selection: one tab stop per table, not two per row.
                tabbable={!activatable}
                onChange={(value) => row.toggleSelected(value)}
              />
            </td>
          )}
          {row.getAllCells().map((cell) => {
            const column = columnById.get(cell.column.id);
            if (!column) return null;
            const content = column.cell
              ? column.cell(row.original)
              : formatValue(cell.getValue() as DataTableValue);
            return column.rowHeader ? (
              <th key={cell.id} scope="row" className="jb-DataTable-cell" data-align={column.align}>
                {content}
              </th>
            ) : (
              <td key={cell.id} className="jb-DataTable-cell" data-align={column.align}>
                {content}
              </td>
            );
          })}
        </tr>
      );
    });
  }

  return (
    <div
      data-slot="scroll"
      className="jb-DataTable-scroll"
      data-scrollable={scrollable || undefined}
      style={
        {
          '--jb-DataTable-min-width': cssLength(minWidth),
          ...(scrollable ? { '--jb-DataTable-max-height': cssLength(maxHeight) } : {}),
        } as React.CSSProperties
      }
      {...(scrollable ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {})}
    >
      {loading && rows.length > 0 && (
        <div className="jb-DataTable-progress" data-slot="progress" aria-hidden="true" />
      )}
      <table
        className={cx('jb-DataTable-table', className)}
        aria-busy={loading || undefined}
        style={style}
        {...props}
      >
        <caption id={captionId} className={showCaption ? 'jb-DataTable-caption' : 'jb-visually-hidden'}>
          {label}
          {loading && <span className="jb-visually-hidden"> {loadingLabel}</span>}
        </caption>
        <colgroup>
          {selectable && <col className="jb-DataTable-selectCol" />}
          {columns.map((column) => (
            <col
              key={column.id}
              style={column.width !== undefined ? { width: cssLength(column.width) } : undefined}
            />
          ))}
        </colgroup>
        <thead>
          <tr>
            {selectable && (
              <th scope="col" className="jb-DataTable-head jb-DataTable-selectCell">
                <SelectionBox
                  checked={pageSelected}
                  indeterminate={!pageSelected && pageSome}
                  disabled={rows.length === 0}
                  label={selectAllLabel}
                  tabbable
                  onChange={(value) => table.toggleAllPageRowsSelected(value)}
                />
              </th>
            )}
            {headerGroup?.headers.map((header) => {
              const column = columnById.get(header.column.id);
              if (!column) return null;
              const canSort = header.column.getCanSort();
              const direction = header.column.getIsSorted();
              return (
                <th
                  key={header.id}
                  scope="col"
                  className="jb-DataTable-head"
                  data-align={column.align}
                  aria-sort={
                    direction === 'asc'
                      ? 'ascending'
                      : direction === 'desc'
                        ? 'descending'
                        : canSort
                          ? 'none'
                          : undefined
                  }
                >
                  {canSort ? (
                    <button
                      type="button"
                      className="jb-DataTable-sort"
                      data-sorted={direction || undefined}
                      onClick={() => header.column.toggleSorting(undefined, false)}
                    >
                      {column.header}
                      <SortMark direction={direction} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody ref={bodyRef} onKeyDown={onBodyKeyDown}>
          {body}
        </tbody>
      </table>
    </div>
  );
}

export interface DataTablePaginationProps
  extends Omit<
    PaginationProps,
    'page' | 'defaultPage' | 'onPageChange' | 'pageCount' | 'pageSize' | 'onPageSizeChange' | 'totalCount'
  > {
  /** 쪽당 줄 수 고르기를 숨깁니다. */
  hidePageSize?: boolean;
}

/** Page numbers, "전체 n건 중 …" and the page size, wired to the table. */
function DataTablePagination({ hidePageSize = false, disabled, ...props }: DataTablePaginationProps) {
  const { rowCount, pagination, setPagination, loading, error } = useDataTableContext('Pagination');
  const pageCount = Math.ceil(rowCount / pagination.pageSize);
  const firstLoad = loading && rowCount === 0;
  return (
    <Pagination
      className="jb-DataTable-pagination"
      page={pagination.pageIndex + 1}
      pageCount={pageCount}
      // Before the first answer the total is unknown, not zero.
      totalCount={firstLoad || error ? undefined : rowCount}
      pageSize={pagination.pageSize}
      disabled={disabled || error || firstLoad}
      onPageChange={(next) => setPagination({ ...pagination, pageIndex: next - 1 })}
      onPageSizeChange={hidePageSize ? undefined : (pageSize) => setPagination({ pageIndex: 0, pageSize })}
      {...props}
    />
  );
}

function cssLength(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

function formatValue(value: DataTableValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toLocaleDateString('ko-KR');
  if (typeof value === 'number') return value.toLocaleString('ko-KR');
  return value;
}

/**
 * A data table on TanStack Table: sortable columns, search and column filters, pages (client or server), row
 * selection, row activation, and loading, empty and error states. Compose its parts:
 *
 * ```tsx
 * <DataTable.Root rows={rows} columns={columns} getRowId={(r) => r.id} label="신고 목록">
 *   <DataTable.Toolbar><DataTable.Search /><DataTable.Filter columnId="status" /></DataTable.Toolbar>
 *   <DataTable.Table />
 *   <DataTable.Pagination />
 * </DataTable.Root>
 * ```
 */
export const DataTable = {
  Root: DataTableRoot,
  Toolbar: DataTableToolbar,
  Search: DataTableSearch,
  Filter: DataTableFilter,
  SelectionBar: DataTableSelectionBar,
  Table: DataTableTable,
  Pagination: DataTablePagination,
};
