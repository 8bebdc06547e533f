import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onlyAt } from '../../../../.storybook/modes';
import { Badge, type BadgeTone } from '../badge';
import { Button } from '../button';
import {
  DataTable,
  type DataTableColumn,
  type DataTableFilters,
  type DataTablePagination,
  type DataTableRootProps,
  type DataTableSort,
} from './DataTable';

// ---------------------------------------------------------------------------------------------------------
// Fixtures: the console's reviews list, drawn from fixed tables so every run shows the same rows.

type ReviewStatus = 'public' | 'blinded' | 'deleted';
interface ReviewRow {
  id: string;
  number: string;
  excerpt: string;
  university: string;
  status: ReviewStatus;
  reports: number;
  createdAt: string;
}

const EXCERPTS = [
  '채광 좋고 조용한 원룸이에요',
  '관리비가 생각보다 많이 나와요',
  '집주인분이 친절하고 수리가 빨라요',
  '방음이 약해서 옆방 소리가 들려요',
  '역에서 5분이라 통학이 편해요',
  '겨울에 곰팡이가 생겼어요',
  '보증금 반환이 두 달 늦었어요',
  '기숙사 식당이 맛있어요',
  '통금이 있어서 조금 불편해요',
  '수압이 약해요',
  '벌레가 자주 나와요',
  '택배 받기 편해요',
];
const UNIVERSITIES = ['서울대학교', '연세대학교', '고려대학교', '한양대학교', '경희대학교', '부산대학교'];
const STATUS: Record<ReviewStatus, { label: string; tone: BadgeTone }> = {
  public: { label: '공개', tone: 'positive' },
  blinded: { label: '임시조치', tone: 'warning' },
  deleted: { label: '삭제', tone: 'negative' },
};

const isoDay = (daysBefore: number) =>
  new Date(Date.UTC(2026, 10, 29 - daysBefore)).toISOString().slice(0, 10);

const REVIEWS: ReviewRow[] = Array.from({ length: 46 }, (_, i) => ({
  id: `review-${1001 + i}`,
  number: `#${1001 + i}`,
  excerpt: EXCERPTS[i % EXCERPTS.length] as string,
  university: UNIVERSITIES[(i * 5) % UNIVERSITIES.length] as string,
  status: i % 7 === 3 ? 'blinded' : i % 11 === 5 ? 'deleted' : 'public',
  reports: (i * 7) % 13,
  createdAt: isoDay((i * 5) % 60),
}));

const COLUMNS: DataTableColumn<ReviewRow>[] = [
  { id: 'number', header: '번호', value: (r) => r.number, rowHeader: true, width: 96, searchable: false },
  { id: 'excerpt', header: '후기', value: (r) => r.excerpt },
  {
    id: 'university',
    header: '학교',
    value: (r) => r.university,
    sortable: true,
    width: 140,
    filter: { type: 'text', label: '학교 이름', placeholder: '학교 이름' },
  },
  {
    id: 'status',
    header: '상태',
    value: (r) => r.status,
    cell: (r) => (
      <Badge tone={STATUS[r.status].tone} size="sm">
        {STATUS[r.status].label}
      </Badge>
    ),
    width: 104,
    searchable: false,
    filter: {
      type: 'select',
      label: '상태',
      allLabel: '모든 상태',
      options: Object.entries(STATUS).map(([value, { label }]) => ({ value, label })),
    },
  },
  {
    id: 'reports',
    header: '신고',
    value: (r) => r.reports,
    cell: (r) => `${r.reports}건`,
    sortable: true,
    sortDescFirst: true,
    align: 'end',
    width: 88,
    searchable: false,
  },
  {
    id: 'createdAt',
    header: '작성일',
    value: (r) => r.createdAt,
    cell: (r) => r.createdAt.replaceAll('-', '.'),
    sortable: true,
    sortDescFirst: true,
    width: 120,
    searchable: false,
  },
];

const ReviewsRoot = DataTable.Root as (props: DataTableRootProps<ReviewRow>) => React.ReactNode;

/** The console's reviews list: search, two filters, the table and the pages. */
function ReviewsTable(props: DataTableRootProps<ReviewRow>) {
  return (
    <ReviewsRoot {...props}>
      <DataTable.Toolbar>
        <DataTable.Search placeholder="후기 내용, 학교 검색" />
        <DataTable.Filter columnId="status" />
        <DataTable.Filter columnId="university" />
        {props.selectable && (
          <DataTable.SelectionBar>
            <Button size="sm" variant="secondary">
              임시조치
            </Button>
          </DataTable.SelectionBar>
        )}
      </DataTable.Toolbar>
      <DataTable.Table onRetry={fn()} emptyTitle="아직 후기가 없어요" />
      <DataTable.Pagination />
    </ReviewsRoot>
  );
}

const meta = {
  title: '컴포넌트/데이터/데이터 표 · DataTable',
  component: ReviewsRoot,
  subcomponents: {
    'DataTable.Toolbar': DataTable.Toolbar,
    'DataTable.Search': DataTable.Search,
    'DataTable.Filter': DataTable.Filter,
    'DataTable.SelectionBar': DataTable.SelectionBar,
    'DataTable.Table': DataTable.Table,
    'DataTable.Pagination': DataTable.Pagination,
  },
  tags: ['autodocs'],
  args: {
    rows: REVIEWS,
    columns: COLUMNS,
    getRowId: (row) => row.id,
    label: '후기 목록',
    defaultPagination: { pageIndex: 0, pageSize: 10 },
  },
  render: (args) => <ReviewsTable {...args} />,
  parameters: {
    chromatic: { modes: onlyAt(1280) },
    docs: {
      description: {
        component:
          '운영 콘솔의 목록(후기, 신고, 입학 증명서 대기열, 활동 기록)을 보여 주는 표입니다. 열 머리글을 눌러 정렬하고, 위의 검색 칸과 필터로 ' +
          '줄을 거르고, 아래에서 쪽을 넘깁니다.\n\n' +
          '- **정렬**: 정렬할 수 있는 열은 머리글이 단추입니다. 누를 때마다 오름차순 → 내림차순 → 정렬 없음(날짜·건수 열은 내림차순부터). ' +
          '화면낭독기는 머리글에서 지금 정렬 방향을 읽습니다.\n' +
          '- **검색과 필터**: 검색은 글자 열 모두에서 찾고, 필터는 한 열만 거릅니다. 바꾸면 첫 쪽으로 돌아가고, 맞는 줄이 없으면 "검색·필터 지우기"가 보입니다.\n' +
          '- **쪽**: "전체 46건 중 1–10", 쪽 번호(멀리 있는 쪽은 …), 쪽당 개수. 서버가 나눠 주는 목록(서버 모드)도 같은 모습입니다.\n' +
          '- **줄 선택**: 맨 앞 체크박스. 머리글 체크박스는 지금 쪽을 모두 고릅니다. 고른 줄은 쪽을 넘겨도 남고, 위에 "3개 선택됨"과 할 일이 보입니다.\n' +
          '- **줄 열기**: 줄을 누르거나, Tab으로 표에 들어와 ↑/↓로 줄을 옮기고 Enter. 체크박스가 있으면 Space로 고릅니다. 열어 둔 줄은 파랗게 표시됩니다.\n' +
          '- **상태**: 불러오는 중(자리 표시 줄, 다시 불러올 때는 줄을 둔 채 표 위에 움직이는 막대), 비어 있음, 오류("다시 시도").\n' +
          '- **촘촘하게**: 줄 높이 40px. 높이를 정하면 표 안에서 스크롤되고 머리글은 위에 붙어 있습니다.',
      },
    },
  },
} satisfies Meta<typeof ReviewsRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: /^후기 목록/ });
/** The row names (번호) of the rows shown, top to bottom. */
const shownNumbers = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const summary = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="summary"]')?.textContent ?? '';

export const Default: Story = {
  name: '기본 (정렬·검색·쪽)',
  parameters: { chromatic: { modes: onlyAt(1280, 1440) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownNumbers(canvasElement)).toHaveLength(10);
    await expect(summary(canvasElement)).toBe('전체 46건 중 1–10');
    const reports = canvas.getByRole('columnheader', { name: '신고' });
    await expect(reports).toHaveAttribute('aria-sort', 'none');
    // Counts sort the largest first.
    await userEvent.click(within(reports).getByRole('button', { name: '신고' }));
    await expect(reports).toHaveAttribute('aria-sort', 'descending');
    const firstReports = within(table(canvasElement)).getAllByRole('row')[1];
    await expect(firstReports).toHaveTextContent('12건');
    // Page 2 from the page list, then back to the first page when the search changes.
    await userEvent.click(canvas.getByRole('button', { name: '2쪽' }));
    await expect(canvas.getByRole('button', { name: '2쪽' })).toHaveAttribute('aria-current', 'page');
    await expect(summary(canvasElement)).toBe('전체 46건 중 11–20');
    await userEvent.type(canvas.getByRole('searchbox', { name: '표에서 검색' }), '곰팡이');
    await expect(summary(canvasElement)).toBe('전체 4건 중 1–4');
    await expect(canvas.getByRole('button', { name: '1쪽' })).toHaveAttribute('aria-current', 'page');
    await userEvent.clear(canvas.getByRole('searchbox', { name: '표에서 검색' }));
    await userEvent.click(within(reports).getByRole('button', { name: '신고' }));
    await expect(reports).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const SortWithKeyboard: Story = {
  name: '키보드로 정렬',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: '작성일' });
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table(canvasElement)).getAllByRole('row')[1]).toHaveTextContent('2026.11.29');
    await userEvent.keyboard(' ');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(table(canvasElement)).getAllByRole('row')[1]).toHaveTextContent('2026.10.05');
    // A third press removes the order; only one column sorts at a time.
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(shownNumbers(canvasElement)[0]).toBe('#1001');
    await userEvent.click(canvas.getByRole('button', { name: '학교' }));
    await expect(canvas.getByRole('columnheader', { name: '학교' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(within(table(canvasElement)).getAllByRole('row')[1]).toHaveTextContent('경희대학교');
    await expect(header).toHaveAttribute('aria-sort', 'none');
  },
};

export const Filters: Story = {
  name: '필터와 결과 없음',
  args: { onFiltersChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '상태' }), '임시조치');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ status: 'blinded' });
    await expect(summary(canvasElement)).toBe('전체 7건 중 1–7');
    for (const cell of within(table(canvasElement)).getAllByText('임시조치'))
      await expect(cell).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '학교 이름' }), '서울');
    await expect(summary(canvasElement)).toBe('전체 1건 중 1–1');
    await userEvent.type(canvas.getByRole('searchbox', { name: '표에서 검색' }), '택배');
    await expect(
      within(table(canvasElement)).getByRole('heading', { name: '조건에 맞는 항목이 없어요' }),
    ).toBeVisible();
    await expect(summary(canvasElement)).toBe('전체 0건');
    await expect(canvas.getByRole('button', { name: '이전' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '검색·필터 지우기' }));
    await expect(summary(canvasElement)).toBe('전체 46건 중 1–10');
    await expect(canvas.getByRole('searchbox', { name: '표에서 검색' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: '상태' })).toHaveValue('');
    // Leave it filtered for the picture.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '상태' }), '삭제');
    await expect(summary(canvasElement)).toBe('전체 3건 중 1–3');
  },
};

export const NoResults: Story = {
  name: '결과 없음',
  args: { defaultSearch: '없는 후기' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '조건에 맞는 항목이 없어요' })).toBeVisible();
    await expect(canvas.getByText('검색어나 필터를 바꿔 보세요.')).toBeVisible();
  },
};

export const Selection: Story = {
  name: '줄 선택',
  args: { selectable: true, onSelectedRowIdsChange: fn(), canSelectRow: (row) => row.status !== 'deleted' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '#1001 선택' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '#1003 선택' }));
    await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith(['review-1001', 'review-1003']);
    await expect(canvas.getByText('2개 선택됨')).toBeVisible();
    const all = canvas.getByRole('checkbox', { name: '이 쪽 모두 선택' });
    await expect((all as HTMLInputElement).indeterminate).toBe(true);
    // A deleted review cannot be chosen.
    await expect(canvas.getByRole('checkbox', { name: '#1006 선택' })).toBeDisabled();
    // Keyboard: Space on the header box selects the whole page (the deleted one stays out).
    all.focus();
    await userEvent.keyboard(' ');
    await expect(all).toBeChecked();
    await expect(canvas.getByText('9개 선택됨')).toBeVisible();
    // The selection survives the next page.
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(canvas.getByRole('checkbox', { name: '이 쪽 모두 선택' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '#1011 선택' }));
    await expect(canvas.getByText('10개 선택됨')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '선택 해제' }));
    await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith([]);
    await userEvent.click(canvas.getByRole('checkbox', { name: '#1012 선택' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '#1013 선택' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '#1015 선택' }));
    await expect(canvas.getByText('3개 선택됨')).toBeVisible();
  },
};

function ActivationDemo(args: DataTableRootProps<ReviewRow>) {
  const [active, setActive] = useState<string | null>(null);
  return (
    <ReviewsTable
      {...args}
      activeRowId={active}
      onRowActivate={(row) => {
        args.onRowActivate?.(row);
        setActive(row.id);
      }}
    />
  );
}

export const RowActivation: Story = {
  name: '줄 열기 (누르기·키보드)',
  args: { onRowActivate: fn(), selectable: true },
  render: (args) => <ActivationDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = () => within(table(canvasElement)).getAllByRole('row').slice(1);
    await userEvent.click(within(rows()[2] as HTMLElement).getByText('#1003'));
    await expect(args.onRowActivate).toHaveBeenLastCalledWith(REVIEWS[2]);
    await expect(rows()[2]).toHaveAttribute('aria-current', 'true');
    // A click on the row's checkbox selects it and does not open it.
    await userEvent.click(canvas.getByRole('checkbox', { name: '#1005 선택' }));
    await expect(args.onRowActivate).toHaveBeenCalledTimes(1);
    // Keyboard: one tab stop for the rows (the opened one); arrows move, Enter opens, Space selects.
    canvas.getByRole('button', { name: '작성일' }).focus();
    await userEvent.tab();
    await expect(rows()[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(rows()[4]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: '#1005 선택' })).not.toBeChecked();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onRowActivate).toHaveBeenLastCalledWith(REVIEWS[3]);
    await expect(rows()[3]).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{End}');
    await expect(rows()[9]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(rows()[0]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '이전' })).not.toHaveFocus();
    await expect(canvas.getByRole('button', { name: '1쪽' })).toHaveFocus();
  },
};

// A server that sorts, filters and pages: the table only reports what the staff asked for.
function serverPage(
  sort: DataTableSort | null,
  filters: DataTableFilters,
  search: string,
  page: DataTablePagination,
) {
  const words = search.trim();
  let rows = REVIEWS.filter(
    (r) =>
      (!filters.status || r.status === filters.status) &&
      (!words || r.excerpt.includes(words) || r.university.includes(words)),
  );
  if (sort) {
    const key = sort.columnId as 'reports' | 'createdAt' | 'university';
    rows = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    if (sort.direction === 'desc') rows.reverse();
  }
  const start = page.pageIndex * page.pageSize;
  return { rows: rows.slice(start, start + page.pageSize), total: rows.length };
}

function ServerDemo(args: DataTableRootProps<ReviewRow>) {
  const [sorting, setSorting] = useState<DataTableSort | null>({ columnId: 'createdAt', direction: 'desc' });
  const [pagination, setPagination] = useState<DataTablePagination>({ pageIndex: 0, pageSize: 10 });
  const [filters, setFilters] = useState<DataTableFilters>({});
  const [search, setSearch] = useState('');
  const page = useMemo(
    () => serverPage(sorting, filters, search, pagination),
    [sorting, filters, search, pagination],
  );
  return (
    <ReviewsTable
      {...args}
      mode="server"
      rows={page.rows}
      rowCount={page.total}
      sorting={sorting}
      onSortingChange={(next) => {
        args.onSortingChange?.(next);
        setSorting(next);
      }}
      pagination={pagination}
      onPaginationChange={(next) => {
        args.onPaginationChange?.(next);
        setPagination(next);
      }}
      filters={filters}
      onFiltersChange={setFilters}
      search={search}
      onSearchChange={setSearch}
    />
  );
}

export const ServerMode: Story = {
  name: '서버 모드 (서버가 정렬하고 나눈 쪽)',
  args: { onSortingChange: fn(), onPaginationChange: fn() },
  render: (args) => <ServerDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '작성일' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(summary(canvasElement)).toBe('전체 46건 중 1–10');
    await expect(canvas.getByRole('button', { name: '5쪽' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '5쪽' }));
    await expect(args.onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 4, pageSize: 10 });
    await expect(summary(canvasElement)).toBe('전체 46건 중 41–46');
    await expect(shownNumbers(canvasElement)).toHaveLength(6);
    // A new order asks the server again, from the first page.
    await userEvent.click(canvas.getByRole('button', { name: '신고' }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ columnId: 'reports', direction: 'desc' });
    await expect(args.onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 10 });
    await expect(within(table(canvasElement)).getAllByRole('row')[1]).toHaveTextContent('12건');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '쪽당 개수' }), '20개씩');
    await expect(args.onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 20 });
    await expect(summary(canvasElement)).toBe('전체 46건 중 1–20');
    await expect(shownNumbers(canvasElement)).toHaveLength(20);
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(within(grid).queryAllByRole('rowheader')).toHaveLength(0);
    await expect(grid).toHaveAccessibleName('후기 목록 불러오는 중');
    // The total is unknown until the first answer: no "전체 0건".
    await expect(summary(canvasElement)).toBe('');
    await expect(within(canvasElement).getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

export const Reloading: Story = {
  name: '다시 불러오는 중 (줄은 그대로)',
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(shownNumbers(canvasElement)).toHaveLength(10);
    await expect(canvasElement.querySelector('[data-slot="progress"]')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '2쪽' })).toBeEnabled();
  },
};

export const Empty: Story = {
  name: '비어 있음',
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '아직 후기가 없어요' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '검색·필터 지우기' })).not.toBeInTheDocument();
    await expect(summary(canvasElement)).toBe('전체 0건');
  },
};

function ErrorDemo(args: DataTableRootProps<ReviewRow> & { onRetry: () => void }) {
  return (
    <ReviewsRoot {...args}>
      <DataTable.Table onRetry={args.onRetry} />
      <DataTable.Pagination />
    </ReviewsRoot>
  );
}

export const ErrorStory: StoryObj<typeof ErrorDemo> = {
  name: '오류 (다시 시도)',
  args: { ...meta.args, rows: [], error: true, onRetry: fn() },
  render: (args) => <ErrorDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '목록을 불러오지 못했어요' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

function CompactDemo(args: DataTableRootProps<ReviewRow>) {
  return (
    <ReviewsRoot {...args}>
      <DataTable.Table maxHeight={360} showCaption />
      <DataTable.Pagination />
    </ReviewsRoot>
  );
}

export const CompactSticky: Story = {
  name: '촘촘하게 · 머리글 고정',
  args: { density: 'compact', defaultPagination: { pageIndex: 0, pageSize: 50 } },
  render: (args) => <CompactDemo {...args} />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '후기 목록' });
    const header = within(region).getByRole('columnheader', { name: '번호' });
    await expect(shownNumbers(canvasElement)).toHaveLength(46);
    region.scrollTop = 400;
    await waitFor(() =>
      expect(Math.round(header.getBoundingClientRect().top)).toBe(
        Math.round(region.getBoundingClientRect().top + region.clientTop + 0),
      ),
    );
    // The caption scrolled away; the header stayed at the top of the box.
    await expect(region.scrollTop).toBeGreaterThan(0);
    const firstRow = within(region).getAllByRole('row')[1] as HTMLElement;
    await expect(firstRow.getBoundingClientRect().top).toBeLessThan(header.getBoundingClientRect().top);
  },
};

export const Narrow: Story = {
  name: '좁은 화면 (가로 스크롤)',
  parameters: { chromatic: { modes: onlyAt(390) } },
  play: async ({ canvasElement }) => {
    const scroll = canvasElement.querySelector<HTMLElement>('[data-slot="scroll"]');
    await expect(scroll?.scrollWidth).toBeGreaterThan(scroll?.clientWidth ?? 0);
    await expect(within(canvasElement).getByRole('button', { name: '이전' })).toBeVisible();
  },
};
