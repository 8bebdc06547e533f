import {
  type AdminReviewSummary,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  type ReviewStatus,
  type University,
} from '@jjinbbang/domain';
import {
  Badge,
  Button,
  Checkbox,
  DataTable,
  type DataTableColumn,
  type DateRange,
  DateRangePicker,
  Select,
} from '@jjinbbang/ui';
import { excerpt, formatCount, formatDateTime } from '../../format';
import type { ReviewsQuery } from '../../routes/paths';
import { isLoading, type LoadState } from '../../shell/load-state';
import { REVIEW_STATUS_TONES, reviewStatusLabel } from './status';

export const REVIEW_PAGE_SIZE = 20;

export type ReviewFilters = Omit<ReviewsQuery, 'page'>;

export interface ReviewsViewProps {
  /** 검색 칸에 적힌 글(보내기 전). */
  search: string;
  /** 검색 칸의 글이 바뀔 때마다 불립니다(화면이 잠시 뒤 검색합니다). */
  onSearchChange: (search: string) => void;
  /** 지금 걸린 조건(검색어 말고). */
  filters: ReviewFilters;
  /** 조건을 바꾸면 불립니다(첫 쪽부터). */
  onFiltersChange: (filters: ReviewFilters) => void;
  /** 학교 고르기에 쓸 대학교들. */
  universities: readonly University[];
  /** 오늘(ISO, 한국 시간): 기간 고르기의 기준. */
  today: string;
  /** 지금 쪽(0부터). */
  page: number;
  onPageChange: (page: number) => void;
  /** 조건에 맞는 후기들. */
  reviews: LoadState<{ items: readonly AdminReviewSummary[]; total: number }>;
  /** 줄을 누르면 그 후기를 엽니다. */
  onOpen: (id: number) => void;
}

const COLUMNS: DataTableColumn<AdminReviewSummary>[] = [
  { id: 'id', header: '번호', value: (r) => `#${r.id}`, width: 80 },
  {
    id: 'content',
    header: '내용',
    value: (r) => excerpt(r.content, 56),
    cell: (r) => (
      <span className="jbc-cellStack">
        <span className="jbc-cellMain">{excerpt(r.content, 56)}</span>
        <span className="jbc-cellSub">{r.place.name}</span>
      </span>
    ),
    rowHeader: true,
  },
  { id: 'university', header: '학교', value: (r) => r.university?.name ?? '—', width: 140 },
  { id: 'createdAt', header: '작성일', value: (r) => formatDateTime(r.createdAt), width: 150 },
  {
    id: 'status',
    header: '상태',
    cell: (r) => <Badge tone={REVIEW_STATUS_TONES[r.status]}>{reviewStatusLabel(r.status)}</Badge>,
    width: 96,
  },
  {
    id: 'reports',
    header: '신고',
    value: (r) => (r.openReports ? formatCount(r.openReports) : '—'),
    align: 'end',
    width: 72,
  },
  {
    id: 'flags',
    header: '금칙어',
    cell: (r) =>
      r.flags.length ? (
        <span className="jbc-badges">
          {r.flags.slice(0, 3).map((flag) => (
            <Badge key={flag.word} tone="warning" size="sm">
              {flag.word}
            </Badge>
          ))}
        </span>
      ) : (
        '—'
      ),
    width: 160,
  },
];

export const NO_FILTERS: ReviewFilters = {
  q: '',
  universityId: undefined,
  from: undefined,
  to: undefined,
  status: undefined,
  flagged: false,
  appealed: false,
};

const hasFilters = (filters: ReviewFilters) =>
  Boolean(
    filters.q ||
      filters.universityId ||
      filters.from ||
      filters.to ||
      filters.status ||
      filters.flagged ||
      filters.appealed,
  );

/** 후기: every review, searched by text, university, date, status, prohibited words and appeals. */
export function ReviewsView({
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  universities,
  today,
  page,
  onPageChange,
  reviews,
  onOpen,
}: ReviewsViewProps) {
  const data = reviews.status === 'ready' ? reviews.data : null;
  const range: DateRange | null =
    filters.from && filters.to ? { start: filters.from, end: filters.to } : null;
  const filtered = hasFilters(filters);
  return (
    <div className="jbc-page">
      <h2 className="jb-visually-hidden">후기 목록</h2>
      <DataTable.Root
        mode="server"
        label="후기 목록"
        rows={data?.items ?? []}
        rowCount={data?.total ?? 0}
        columns={COLUMNS}
        getRowId={(review) => String(review.id)}
        search={search}
        onSearchChange={onSearchChange}
        pagination={{ pageIndex: page, pageSize: REVIEW_PAGE_SIZE }}
        onPaginationChange={(next) => onPageChange(next.pageIndex)}
        onRowActivate={(review) => onOpen(review.id)}
        loading={isLoading(reviews)}
        error={reviews.status === 'error'}
      >
        <DataTable.Toolbar className="jbc-filters" aria-label="후기 찾기" role="search">
          <DataTable.Search label="후기 내용 검색" placeholder="후기 내용으로 검색" />
          <Select
            label="학교"
            layout="inline"
            size="sm"
            value={filters.universityId ? String(filters.universityId) : ''}
            onValueChange={(value) =>
              onFiltersChange({ ...filters, universityId: value ? Number(value) : undefined })
            }
            options={[
              { value: '', label: '모든 학교' },
              ...universities.map((u) => ({ value: String(u.id), label: u.universityName })),
            ]}
          />
          <DateRangePicker
            label="작성일"
            hideLabel
            size="sm"
            today={today}
            max={today}
            value={range}
            onValueChange={(next) => onFiltersChange({ ...filters, from: next?.start, to: next?.end })}
            placeholder="작성일: 모든 기간"
          />
          <Select
            label="상태"
            layout="inline"
            size="sm"
            value={filters.status ?? ''}
            onValueChange={(value) =>
              onFiltersChange({ ...filters, status: (value || undefined) as ReviewStatus | undefined })
            }
            options={[
              { value: '', label: '모든 상태' },
              ...REVIEW_STATUSES.map((value) => ({ value, label: REVIEW_STATUS_LABELS[value] })),
            ]}
          />
          <Checkbox
            label="금칙어 포함"
            checked={filters.flagged}
            onCheckedChange={(flagged) => onFiltersChange({ ...filters, flagged })}
          />
          <Checkbox
            label="검토 요청"
            checked={filters.appealed}
            onCheckedChange={(appealed) => onFiltersChange({ ...filters, appealed })}
          />
          {filtered && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                onSearchChange('');
                onFiltersChange(NO_FILTERS);
              }}
            >
              조건 지우기
            </Button>
          )}
        </DataTable.Toolbar>
        <DataTable.Table
          minWidth={960}
          emptyTitle={filtered ? '조건에 맞는 후기가 없어요' : '아직 후기가 없어요'}
          emptyHint={filtered ? '검색어나 조건을 바꿔 보세요.' : undefined}
          errorHint={reviews.status === 'error' ? reviews.message : undefined}
          onRetry={reviews.status === 'error' ? reviews.onRetry : undefined}
        />
        <DataTable.Pagination hidePageSize />
      </DataTable.Root>
    </div>
  );
}
