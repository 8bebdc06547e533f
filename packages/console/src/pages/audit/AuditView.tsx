import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPE_LABELS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditEntry,
  type AuditTargetType,
} from '@jjinbbang/domain';
import { Button, DataTable, type DataTableColumn, DateRangePicker, Select } from '@jjinbbang/ui';
import { Link } from 'wouter';
import { formatDateTime } from '../../format';
import { type AuditQuery, certificateHref, reviewHref } from '../../routes/paths';
import { isLoading, type LoadState } from '../../shell/load-state';
import { describeChanges } from './changes';

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilters = Omit<AuditQuery, 'page'>;

export interface AuditViewProps {
  /** 검색 칸의 글(사유와 바뀐 내용에서 찾음). */
  search: string;
  onSearchChange: (search: string) => void;
  /** 지금 걸린 조건. */
  filters: AuditFilters;
  onFiltersChange: (filters: AuditFilters) => void;
  /** 오늘(ISO, 한국 시간). */
  today: string;
  page: number;
  onPageChange: (page: number) => void;
  /** 기록들(최근 것부터). */
  entries: LoadState<{ items: readonly AuditEntry[]; total: number }>;
}

function targetCell(entry: AuditEntry) {
  const label = `${AUDIT_TARGET_TYPE_LABELS[entry.targetType]} #${entry.targetId}`;
  const id = Number(entry.targetId);
  if (entry.targetType === 'review' && id > 0) return <Link href={reviewHref(id)}>{label}</Link>;
  if (entry.targetType === 'certificate' && id > 0) return <Link href={certificateHref(id)}>{label}</Link>;
  return label;
}

const COLUMNS: DataTableColumn<AuditEntry>[] = [
  { id: 'at', header: '시각', value: (e) => formatDateTime(e.at), width: 150 },
  {
    id: 'actor',
    header: '운영진',
    value: (e) => (e.actor ? `${e.actor.displayName}(${e.actor.login})` : '시스템'),
    width: 160,
  },
  { id: 'action', header: '활동', value: (e) => AUDIT_ACTION_LABELS[e.action], rowHeader: true, width: 150 },
  { id: 'target', header: '대상', cell: targetCell, width: 140 },
  { id: 'reason', header: '사유', value: (e) => e.reason ?? '—' },
  {
    id: 'changes',
    header: '바뀐 것',
    cell: (e) => {
      const changes = describeChanges(e.before, e.after);
      return changes.length ? (
        <ul className="jbc-changes">
          {changes.slice(0, 3).map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      ) : (
        '—'
      );
    },
  },
];

/** 활동 기록: everything staff did, searchable, newest first (append-only on the server). */
export function AuditView({
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  today,
  page,
  onPageChange,
  entries,
}: AuditViewProps) {
  const data = entries.status === 'ready' ? entries.data : null;
  const filtered = Boolean(
    filters.q || filters.action || filters.targetType || filters.targetId || filters.from || filters.to,
  );
  return (
    <div className="jbc-page">
      <h2 className="jb-visually-hidden">활동 기록</h2>
      <DataTable.Root
        mode="server"
        label="활동 기록"
        rows={data?.items ?? []}
        rowCount={data?.total ?? 0}
        columns={COLUMNS}
        getRowId={(entry) => String(entry.id)}
        search={search}
        onSearchChange={onSearchChange}
        pagination={{ pageIndex: page, pageSize: AUDIT_PAGE_SIZE }}
        onPaginationChange={(next) => onPageChange(next.pageIndex)}
        loading={isLoading(entries)}
        error={entries.status === 'error'}
        density="compact"
      >
        <DataTable.Toolbar className="jbc-filters" role="search" aria-label="활동 기록 찾기">
          <DataTable.Search label="사유와 바뀐 내용에서 검색" placeholder="사유, 바뀐 내용 검색" />
          <Select
            label="활동"
            layout="inline"
            size="sm"
            value={filters.action ?? ''}
            onValueChange={(value) =>
              onFiltersChange({ ...filters, action: (value || undefined) as AuditAction | undefined })
            }
            options={[
              { value: '', label: '모든 활동' },
              ...AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] })),
            ]}
          />
          <Select
            label="대상"
            layout="inline"
            size="sm"
            value={filters.targetType ?? ''}
            onValueChange={(value) =>
              onFiltersChange({
                ...filters,
                targetType: (value || undefined) as AuditTargetType | undefined,
                targetId: undefined,
              })
            }
            options={[
              { value: '', label: '모든 대상' },
              ...AUDIT_TARGET_TYPES.map((value) => ({ value, label: AUDIT_TARGET_TYPE_LABELS[value] })),
            ]}
          />
          <DateRangePicker
            label="기간"
            hideLabel
            size="sm"
            today={today}
            max={today}
            value={filters.from && filters.to ? { start: filters.from, end: filters.to } : null}
            onValueChange={(range) => onFiltersChange({ ...filters, from: range?.start, to: range?.end })}
            placeholder="기간: 모든 기간"
          />
          {filters.targetId && filters.targetType && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onFiltersChange({ ...filters, targetId: undefined })}
              aria-label={`${AUDIT_TARGET_TYPE_LABELS[filters.targetType]} #${filters.targetId}만 보기 풀기`}
            >
              {AUDIT_TARGET_TYPE_LABELS[filters.targetType]} #{filters.targetId}만 ✕
            </Button>
          )}
          {filtered && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                onSearchChange('');
                onFiltersChange({
                  q: '',
                  action: undefined,
                  targetType: undefined,
                  targetId: undefined,
                  from: undefined,
                  to: undefined,
                });
              }}
            >
              조건 지우기
            </Button>
          )}
        </DataTable.Toolbar>
        <DataTable.Table
          minWidth={1000}
          emptyTitle={filtered ? '조건에 맞는 기록이 없어요' : '아직 기록이 없어요'}
          emptyHint={
            filtered ? '검색어나 조건을 바꿔 보세요.' : '운영진이 로그인하거나 결정하면 여기에 남아요.'
          }
          errorHint={entries.status === 'error' ? entries.message : undefined}
          onRetry={entries.status === 'error' ? entries.onRetry : undefined}
        />
        <DataTable.Pagination hidePageSize />
      </DataTable.Root>
    </div>
  );
}
