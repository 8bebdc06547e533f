import {
  CERTIFICATE_REJECT_REASON_LABELS,
  CERTIFICATE_STATE_LABELS,
  CERTIFICATE_STATES,
  type CertificateItem,
  type CertificateState,
} from '@jjinbbang/domain';
import { Badge, DataTable, type DataTableColumn, Tabs } from '@jjinbbang/ui';
import { formatDateTime, formatDuration } from '../../format';
import { isLoading, type LoadState } from '../../shell/load-state';
import { precheckSummary } from './precheck';

export const CERTIFICATE_PAGE_SIZE = 20;

export interface CertificatePage {
  items: readonly CertificateItem[];
  total: number;
  precheckAvailable: boolean;
}

export interface CertificatesViewProps {
  /** 보고 있는 탭: 확인 대기 · 승인 · 반려. */
  state: CertificateState;
  /** 다른 탭을 고르면 불립니다. */
  onStateChange: (state: CertificateState) => void;
  /** 지금 쪽(0부터). */
  page: number;
  /** 다른 쪽을 고르면 불립니다. */
  onPageChange: (page: number) => void;
  /** 이 탭의 증명서들. */
  certificates: LoadState<CertificatePage>;
  /** 확인 대기 중인 증명서 수(탭에 보임). */
  pendingCount: number | null;
  /** 줄을 누르면 그 증명서를 엽니다. */
  onOpen: (id: number) => void;
}

const TAB_LABELS: Record<CertificateState, string> = {
  pending: '확인 대기',
  approved: '승인',
  rejected: '반려',
};

function studentCell(row: CertificateItem) {
  return (
    <span className="jbc-cellStack">
      <span className="jbc-cellMain">{row.student.nickname}</span>
      {row.student.email && <span className="jbc-cellSub">{row.student.email}</span>}
    </span>
  );
}

function marks(row: CertificateItem) {
  return (
    <span className="jbc-badges">
      {row.resubmitted && <Badge tone="warning">다시 올림</Badge>}
      {row.previousRejections > 0 && <Badge tone="neutral">반려 {row.previousRejections}번</Badge>}
    </span>
  );
}

const PENDING_COLUMNS: DataTableColumn<CertificateItem>[] = [
  { id: 'student', header: '학생', value: (r) => r.student.nickname, cell: studentCell, rowHeader: true },
  { id: 'uploadedAt', header: '올린 때', value: (r) => formatDateTime(r.uploadedAt), width: 160 },
  {
    id: 'waiting',
    header: '기다린 시간',
    value: (r) => formatDuration(r.waitingSeconds),
    width: 130,
  },
  { id: 'marks', header: '표시', cell: marks, width: 170 },
  { id: 'precheck', header: '자동 확인', value: (r) => precheckSummary(r.precheck) },
];

function decisionCell(row: CertificateItem) {
  const decision = row.decision;
  if (!decision) return CERTIFICATE_STATE_LABELS[row.state];
  const what =
    decision.state === 'approved'
      ? [decision.university?.name, decision.campus?.name].filter(Boolean).join(' ')
      : decision.reason
        ? `${CERTIFICATE_REJECT_REASON_LABELS[decision.reason]}${decision.note ? ` — ${decision.note}` : ''}`
        : '';
  return (
    <span className="jbc-cellStack">
      <span className="jbc-cellMain">{what || CERTIFICATE_STATE_LABELS[decision.state]}</span>
      <span className="jbc-cellSub">
        {decision.by?.displayName ?? '명령줄 도구'} · {formatDateTime(decision.at)}
      </span>
    </span>
  );
}

const DECIDED_COLUMNS: DataTableColumn<CertificateItem>[] = [
  { id: 'student', header: '학생', value: (r) => r.student.nickname, cell: studentCell, rowHeader: true },
  { id: 'uploadedAt', header: '올린 때', value: (r) => formatDateTime(r.uploadedAt), width: 160 },
  { id: 'marks', header: '표시', cell: marks, width: 170 },
  { id: 'decision', header: '결정', cell: decisionCell },
];

/** 입학 증명서: the queue (oldest first) and the decided ones by outcome. */
export function CertificatesView({
  state,
  onStateChange,
  page,
  onPageChange,
  certificates,
  pendingCount,
  onOpen,
}: CertificatesViewProps) {
  const data = certificates.status === 'ready' ? certificates.data : null;
  return (
    <div className="jbc-page">
      <Tabs.Root value={state} onValueChange={(next) => onStateChange(next as CertificateState)}>
        <Tabs.List label="증명서 상태">
          {CERTIFICATE_STATES.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              count={value === 'pending' && pendingCount !== null ? pendingCount : undefined}
            >
              {TAB_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {CERTIFICATE_STATES.map((value) => (
          <Tabs.Content key={value} value={value} className="jbc-tabPanel">
            {value === state && (
              <>
                <h2 className="jb-visually-hidden">{TAB_LABELS[state]} 입학 증명서</h2>
                <p className="jbc-hint">
                  {state === 'pending'
                    ? '먼저 올린 증명서부터 보여요. 줄을 누르거나 Enter를 눌러 확인하세요.'
                    : '최근에 결정한 것부터 보여요.'}
                  {data && !data.precheckAvailable && ' 자동 확인이 꺼져 있어요.'}
                </p>
                <DataTable.Root
                  mode="server"
                  label={`${TAB_LABELS[state]} 입학 증명서`}
                  rows={data?.items ?? []}
                  rowCount={data?.total ?? 0}
                  columns={state === 'pending' ? PENDING_COLUMNS : DECIDED_COLUMNS}
                  getRowId={(row) => String(row.id)}
                  pagination={{ pageIndex: page, pageSize: CERTIFICATE_PAGE_SIZE }}
                  onPaginationChange={(next) => onPageChange(next.pageIndex)}
                  onRowActivate={(row) => onOpen(row.id)}
                  loading={isLoading(certificates)}
                  error={certificates.status === 'error'}
                >
                  <DataTable.Table
                    minWidth={880}
                    emptyTitle={
                      state === 'pending' ? '확인할 증명서가 없어요' : '아직 결정한 증명서가 없어요'
                    }
                    emptyHint={state === 'pending' ? '학생이 증명서를 올리면 여기에 보여요.' : undefined}
                    errorHint={certificates.status === 'error' ? certificates.message : undefined}
                    onRetry={certificates.status === 'error' ? certificates.onRetry : undefined}
                  />
                  <DataTable.Pagination hidePageSize />
                </DataTable.Root>
              </>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
