import { ADMIN_LIMITS, type ProhibitedWord } from '@jjinbbang/domain';
import { Badge, Button, DataTable, type DataTableColumn, TextField } from '@jjinbbang/ui';
import { useMemo, useState } from 'react';
import { formatCount, formatDate } from '../../format';
import { ConfirmDialog } from '../../parts/ConfirmDialog';
import { isLoading, type LoadState } from '../../shell/load-state';

export const WORD_PAGE_SIZE = 50;

export interface WordsViewProps {
  /** 관리자만 더하고, 끄고, 지울 수 있어요. */
  canEdit: boolean;
  /** 검색 칸에 적힌 글. */
  search: string;
  onSearchChange: (search: string) => void;
  /** 지금 쪽(0부터). */
  page: number;
  onPageChange: (page: number) => void;
  /** 사전의 금칙어들. */
  words: LoadState<{ items: readonly ProhibitedWord[]; total: number }>;
  /** 금칙어를 더합니다. 실패하면 그 까닭(서버의 말)으로 풀리고, 성공하면 null로 풀립니다. */
  onAdd: (word: string) => Promise<string | null>;
  /** 켜거나 끕니다. */
  onToggle: (word: ProhibitedWord) => Promise<void>;
  /** 지웁니다. */
  onDelete: (word: ProhibitedWord) => Promise<void>;
  /** 보내는 중인 일(단추가 돕니다): 'add' 또는 금칙어 아이디. */
  pending: string | null;
}

/** 금칙어: the dictionary new and edited reviews are matched against (flagged for staff, never changed). */
export function WordsView({
  canEdit,
  search,
  onSearchChange,
  page,
  onPageChange,
  words,
  onAdd,
  onToggle,
  onDelete,
  pending,
}: WordsViewProps) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ProhibitedWord | null>(null);
  const data = words.status === 'ready' ? words.data : null;

  const columns = useMemo<DataTableColumn<ProhibitedWord>[]>(
    () => [
      { id: 'word', header: '금칙어', value: (w) => w.word, rowHeader: true },
      {
        id: 'enabled',
        header: '상태',
        cell: (w) => (
          <Badge tone={w.enabled ? 'positive' : 'neutral'}>{w.enabled ? '사용 중' : '꺼짐'}</Badge>
        ),
        width: 96,
      },
      {
        id: 'flagged',
        header: '걸린 후기',
        value: (w) => formatCount(w.flaggedReviews),
        align: 'end',
        width: 100,
      },
      {
        id: 'createdBy',
        header: '추가한 사람',
        value: (w) => w.createdBy?.displayName ?? '기본 목록',
        width: 140,
      },
      { id: 'createdAt', header: '추가일', value: (w) => formatDate(w.createdAt), width: 120 },
      ...(canEdit
        ? [
            {
              id: 'manage',
              header: '관리',
              width: 200,
              cell: (w: ProhibitedWord) => (
                <span className="jbc-rowActions">
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={pending === `toggle-${w.id}`}
                    onClick={() => void onToggle(w)}
                    aria-label={`${w.word} ${w.enabled ? '끄기' : '다시 켜기'}`}
                  >
                    {w.enabled ? '끄기' : '다시 켜기'}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDeleting(w)}
                    aria-label={`${w.word} 지우기`}
                  >
                    지우기
                  </Button>
                </span>
              ),
            },
          ]
        : []),
    ],
    [canEdit, pending, onToggle],
  );

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    const word = draft.trim();
    if (!word) {
      setProblem('금칙어를 입력해 주세요.');
      return;
    }
    const failure = await onAdd(word);
    setProblem(failure);
    if (!failure) setDraft('');
  };

  return (
    <div className="jbc-page">
      <h2 className="jb-visually-hidden">금칙어 사전</h2>
      <p className="jbc-hint">
        새로 쓰거나 고친 후기에 이 말이 들어 있으면 "금칙어 포함"으로 표시돼요. 글은 바뀌지 않고, 운영진이
        보고 결정해요. 띄어쓰기와 대소문자는 가리지 않아요.
      </p>
      {canEdit ? (
        <form className="jbc-inlineForm" onSubmit={add} noValidate aria-label="금칙어 추가">
          <TextField
            label="새 금칙어"
            value={draft}
            onValueChange={(value) => {
              setDraft(value);
              setProblem(null);
            }}
            maxLength={ADMIN_LIMITS.word}
            errorText={problem ?? undefined}
            autoComplete="off"
          />
          <Button type="submit" loading={pending === 'add'}>
            추가
          </Button>
        </form>
      ) : (
        <p className="jbc-notice" data-tone="info">
          금칙어를 더하거나 끄고 지우는 일은 관리자만 할 수 있어요.
        </p>
      )}
      <DataTable.Root
        mode="server"
        label="금칙어 사전"
        rows={data?.items ?? []}
        rowCount={data?.total ?? 0}
        columns={columns}
        getRowId={(word) => String(word.id)}
        search={search}
        onSearchChange={onSearchChange}
        pagination={{ pageIndex: page, pageSize: WORD_PAGE_SIZE }}
        onPaginationChange={(next) => onPageChange(next.pageIndex)}
        loading={isLoading(words)}
        error={words.status === 'error'}
        density="compact"
      >
        <DataTable.Toolbar>
          <DataTable.Search label="금칙어 검색" placeholder="금칙어 검색" />
        </DataTable.Toolbar>
        <DataTable.Table
          minWidth={720}
          emptyTitle="사전이 비어 있어요"
          emptyHint={canEdit ? '위에서 금칙어를 더해 보세요.' : undefined}
          errorHint={words.status === 'error' ? words.message : undefined}
          onRetry={words.status === 'error' ? words.onRetry : undefined}
        />
        <DataTable.Pagination hidePageSize />
      </DataTable.Root>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`'${deleting?.word ?? ''}'을(를) 지울까요?`}
        description="사전에서 사라지고, 이 말로 표시된 후기의 금칙어 표시도 없어져요. 잠시 쓰지 않으려면 끄기를 쓰세요."
        confirmLabel="지우기"
        destructive
        busy={deleting !== null && pending === `delete-${deleting.id}`}
        onConfirm={() => {
          if (deleting) void onDelete(deleting).finally(() => setDeleting(null));
        }}
      />
    </div>
  );
}
