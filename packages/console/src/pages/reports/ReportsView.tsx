import {
  REPORT_OUTCOME_LABELS,
  REPORT_SORT_LABELS,
  REPORT_SORTS,
  REPORT_STATE_LABELS,
  REPORT_STATES,
  type ReportGroup,
  type ReportSort,
  type ReportState,
} from '@jjinbbang/domain';
import { Badge, DataTable, type DataTableColumn, Select, SidePanel, Tabs } from '@jjinbbang/ui';
import { excerpt, formatCount, formatDateTime } from '../../format';
import { isLoading, type LoadState } from '../../shell/load-state';
import { ReviewCaseView, type ReviewCaseViewProps } from '../reviews/ReviewCaseView';
import { REVIEW_STATUS_TONES, reviewStatusLabel } from '../reviews/status';

export const REPORT_PAGE_SIZE = 20;

export interface ReportsViewProps {
  /** 보고 있는 탭: 접수 · 처리완료. */
  state: ReportState;
  onStateChange: (state: ReportState) => void;
  /** 순서: 신고 많은 순 · 오래된 순 · 최근 순. */
  sort: ReportSort;
  onSortChange: (sort: ReportSort) => void;
  /** 지금 쪽(0부터). */
  page: number;
  onPageChange: (page: number) => void;
  /** 후기별로 묶은 신고. */
  groups: LoadState<{ items: readonly ReportGroup[]; total: number }>;
  /** 접수된(처리를 기다리는) 신고가 있는 후기 수(탭에 보임). */
  openCount: number | null;
  /** 줄을 누르면 그 후기를 옆 패널에 엽니다. */
  onOpen: (reviewId: number) => void;
  /** 옆 패널에 열린 후기와 그 처리(없으면 닫힘). */
  panel: (ReviewCaseViewProps & { reviewId: number }) | null;
  /** 옆 패널을 닫습니다. */
  onClosePanel: () => void;
}

function reviewCell(group: ReportGroup) {
  return (
    <span className="jbc-cellStack">
      <span className="jbc-cellMain">{group.review.place.name}</span>
      <span className="jbc-cellSub">{excerpt(group.review.content, 48)}</span>
    </span>
  );
}

function reasonsCell(group: ReportGroup) {
  const shown = group.reasons.slice(0, 2).map((reason) => excerpt(reason, 24));
  const rest = group.count - shown.length;
  return `${shown.join(', ')}${rest > 0 ? ` 외 ${rest}건` : ''}`;
}

const statusCell = (group: ReportGroup) => (
  <Badge tone={REVIEW_STATUS_TONES[group.review.status]}>{reviewStatusLabel(group.review.status)}</Badge>
);

const OPEN_COLUMNS: DataTableColumn<ReportGroup>[] = [
  { id: 'review', header: '후기', value: (g) => g.review.place.name, cell: reviewCell, rowHeader: true },
  { id: 'count', header: '신고', value: (g) => formatCount(g.count), align: 'end', width: 72 },
  { id: 'reasons', header: '사유', cell: reasonsCell },
  { id: 'first', header: '처음 신고', value: (g) => formatDateTime(g.firstReportedAt), width: 150 },
  { id: 'last', header: '마지막 신고', value: (g) => formatDateTime(g.lastReportedAt), width: 150 },
  { id: 'status', header: '후기 상태', cell: statusCell, width: 100 },
];

const CLOSED_COLUMNS: DataTableColumn<ReportGroup>[] = [
  ...OPEN_COLUMNS.filter((c) => c.id !== 'status' && c.id !== 'first'),
  {
    id: 'outcome',
    header: '결과',
    cell: (g) => (
      <span className="jbc-cellStack">
        <span className="jbc-cellMain">{g.outcome ? REPORT_OUTCOME_LABELS[g.outcome] : '처리완료'}</span>
        {g.closedAt && <span className="jbc-cellSub">{formatDateTime(g.closedAt)}</span>}
      </span>
    ),
    width: 150,
  },
  { id: 'status', header: '후기 상태', cell: statusCell, width: 100 },
];

/** 신고: reports grouped per review, the oldest or most reported first, and the review beside the table. */
export function ReportsView({
  state,
  onStateChange,
  sort,
  onSortChange,
  page,
  onPageChange,
  groups,
  openCount,
  onOpen,
  panel,
  onClosePanel,
}: ReportsViewProps) {
  const data = groups.status === 'ready' ? groups.data : null;
  return (
    <div className="jbc-page">
      <Tabs.Root value={state} onValueChange={(next) => onStateChange(next as ReportState)}>
        <div className="jbc-tabBar">
          <Tabs.List label="신고 상태">
            {REPORT_STATES.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                count={value === 'open' && openCount !== null ? openCount : undefined}
              >
                {REPORT_STATE_LABELS[value]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Select
            label="순서"
            layout="inline"
            size="sm"
            value={sort}
            onValueChange={(value) => onSortChange(value as ReportSort)}
            options={REPORT_SORTS.map((value) => ({ value, label: REPORT_SORT_LABELS[value] }))}
          />
        </div>
        {REPORT_STATES.map((value) => (
          <Tabs.Content key={value} value={value} className="jbc-tabPanel">
            {value === state && (
              <>
                <h2 className="jb-visually-hidden">{REPORT_STATE_LABELS[state]} 신고</h2>
                <DataTable.Root
                  mode="server"
                  label={`${REPORT_STATE_LABELS[state]} 신고`}
                  rows={data?.items ?? []}
                  rowCount={data?.total ?? 0}
                  columns={state === 'open' ? OPEN_COLUMNS : CLOSED_COLUMNS}
                  getRowId={(group) => String(group.review.id)}
                  pagination={{ pageIndex: page, pageSize: REPORT_PAGE_SIZE }}
                  onPaginationChange={(next) => onPageChange(next.pageIndex)}
                  onRowActivate={(group) => onOpen(group.review.id)}
                  activeRowId={panel ? String(panel.reviewId) : null}
                  loading={isLoading(groups)}
                  error={groups.status === 'error'}
                >
                  <DataTable.Table
                    minWidth={900}
                    emptyTitle={state === 'open' ? '처리할 신고가 없어요' : '처리한 신고가 없어요'}
                    emptyHint={state === 'open' ? '학생이 후기를 신고하면 여기에 보여요.' : undefined}
                    errorHint={groups.status === 'error' ? groups.message : undefined}
                    onRetry={groups.status === 'error' ? groups.onRetry : undefined}
                  />
                  <DataTable.Pagination hidePageSize />
                </DataTable.Root>
              </>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <SidePanel.Root open={panel !== null} onOpenChange={(open) => !open && onClosePanel()} modal={false}>
        {panel && (
          <SidePanel.Content size="lg" busy={panel.pending !== null}>
            <SidePanel.Header>
              <SidePanel.Title>신고된 후기 #{panel.reviewId}</SidePanel.Title>
              <SidePanel.Description>
                신고를 읽고 기각하거나, 임시조치·삭제·일부 가리기를 해요.
              </SidePanel.Description>
            </SidePanel.Header>
            <SidePanel.Body>
              <ReviewCaseView {...panel} headingLevel={3} />
            </SidePanel.Body>
          </SidePanel.Content>
        )}
      </SidePanel.Root>
    </div>
  );
}
