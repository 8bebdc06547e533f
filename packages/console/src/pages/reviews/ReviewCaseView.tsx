import {
  type AdminReviewDetail,
  BLIND_DAYS,
  MASK_REASON_LABELS,
  MASK_REASONS,
  type MaskReason,
  type ModeratorReviewAction,
  REPORT_OUTCOME_LABELS,
  REPORT_STATE_LABELS,
  type StaffRole,
} from '@jjinbbang/domain';
import { Badge, Button, ErrorState, Modal, Select, Skeleton, StarRating, TextArea } from '@jjinbbang/ui';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { formatDate, formatDateTime } from '../../format';
import { ConfirmDialog } from '../../parts/ConfirmDialog';
import { ReasonDialog } from '../../parts/ReasonDialog';
import type { LoadState } from '../../shell/load-state';
import { AuditEntryLine } from '../audit/AuditEntryLine';
import { codePointSpan, REVIEW_STATUS_TONES, reviewStatusLabel } from './status';

export type ReviewDecision = ModeratorReviewAction | 'restore';

export interface ReviewCaseViewProps {
  /** 후기와 신고, 가린 부분, 활동 기록. */
  review: LoadState<AdminReviewDetail>;
  /** 보고 있는 운영진의 역할(관리자만 삭제를 취소할 수 있음). */
  role: StaffRole;
  /** 결정을 보냅니다. 끝나면(성공이든 실패든) 풀리는 약속을 돌려줍니다. */
  onDecide: (decision: ReviewDecision, reason: string) => Promise<void>;
  /** 고른 부분을 가립니다(글자 위치는 문자 단위). */
  onMask: (mask: { start: number; end: number; reason: MaskReason; note: string }) => Promise<void>;
  /** 가림을 풉니다. */
  onUnmask: (maskId: number) => Promise<void>;
  /** 보내는 중인 결정(단추가 돕니다). */
  pending: string | null;
  /** 결정이 실패한 까닭(서버의 말). */
  error: string | null;
  /** 이 후기의 활동 기록 전체를 보는 주소. */
  auditHref: string;
  /** 제목 수준: 화면이면 2, 옆 패널 안이면 3. */
  headingLevel?: 2 | 3;
}

type Dialog =
  | { kind: 'dismiss' | 'unblind' | 'uphold' | 'restore' | 'blind' | 'delete' | 'mask' }
  | { kind: 'unmask'; maskId: number; original: string }
  | null;

const DIALOG_TEXT = {
  dismiss: {
    title: '신고를 기각할까요?',
    description:
      '접수된 신고를 모두 닫고 후기는 그대로 공개돼요. 신고한 학생들은 나중에 다시 신고할 수 있어요.',
    confirm: '신고 기각',
  },
  unblind: {
    title: '임시조치를 해제할까요?',
    description: '후기가 다시 모든 학생에게 보이고, 장소의 평점과 후기 수에 다시 들어가요.',
    confirm: '임시조치 해제',
  },
  uphold: {
    title: '임시조치를 유지할까요?',
    description: `${BLIND_DAYS}일이 지나도 저절로 공개되지 않고, 운영진이 해제할 때까지 가려져요. 검토 요청도 닫혀요.`,
    confirm: '임시조치 유지',
  },
  restore: {
    title: '삭제를 취소할까요?',
    description: '후기가 다시 공개되고 장소의 평점과 후기 수에 다시 들어가요.',
    confirm: '삭제 취소',
  },
} as const;

/** One review as staff handle it: its text (with the part to mask), reports, flags, appeal, decisions, history. */
export function ReviewCaseView(props: ReviewCaseViewProps) {
  const { review } = props;
  if (review.status === 'error') {
    return <ErrorState title="후기를 불러오지 못했어요" hint={review.message} onRetry={review.onRetry} />;
  }
  if (review.status === 'loading') {
    return (
      <div className="jbc-stack" role="status" aria-label="후기를 불러오는 중">
        <Skeleton height={72} />
        <Skeleton height={180} />
        <Skeleton height={120} />
      </div>
    );
  }
  return <ReviewCase {...props} data={review.data} />;
}

function ReviewCase({
  data,
  role,
  onDecide,
  onMask,
  onUnmask,
  pending,
  error,
  auditHref,
  headingLevel = 2,
}: ReviewCaseViewProps & { data: AdminReviewDetail }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [selection, setSelection] = useState<{ start: number; end: number; text: string } | null>(null);
  const [maskReason, setMaskReason] = useState<MaskReason | ''>('');
  const [maskNote, setMaskNote] = useState('');
  const [maskProblem, setMaskProblem] = useState<{ reason?: string; note?: string }>({});
  const contentId = useId();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const close = () => setDialog(null);
  const decide = (decision: ReviewDecision, reason = '') => void onDecide(decision, reason).finally(close);

  const confirmKind =
    dialog &&
    (dialog.kind === 'dismiss' ||
      dialog.kind === 'unblind' ||
      dialog.kind === 'uphold' ||
      dialog.kind === 'restore')
      ? dialog.kind
      : null;
  const blinded = data.status === 'blinded';
  const deleted = data.status === 'deleted';

  return (
    <article className="jbc-stack" aria-labelledby={`${contentId}-title`}>
      <header className="jbc-box">
        <H id={`${contentId}-title`} className="jbc-boxTitle">
          {data.place.name}
          <span className="jbc-badges">
            <Badge tone={REVIEW_STATUS_TONES[data.status]}>{reviewStatusLabel(data.status)}</Badge>
            {data.openReports > 0 && <Badge tone="negative">신고 {data.openReports}건</Badge>}
            {data.flags.length > 0 && <Badge tone="warning">금칙어 {data.flags.length}개</Badge>}
          </span>
        </H>
        <dl className="jbc-facts">
          <dt>후기 번호</dt>
          <dd>#{data.id}</dd>
          <dt>주소</dt>
          <dd>{data.place.address}</dd>
          <dt>학교</dt>
          <dd>{data.university?.name ?? '없음'}</dd>
          <dt>작성자</dt>
          <dd>{data.author?.nickname ?? '탈퇴한 학생'}</dd>
          <dt>작성일</dt>
          <dd>{formatDateTime(data.createdAt)}</dd>
          <dt>별점</dt>
          <dd>
            <StarRating value={data.rating} size="sm" />
          </dd>
          {blinded && (
            <>
              <dt>임시조치</dt>
              <dd>{data.blindedUntil ? `${formatDate(data.blindedUntil)}까지` : '유지(기한 없음)'}</dd>
            </>
          )}
          {deleted && data.deleteReason && (
            <>
              <dt>삭제 사유</dt>
              <dd>{data.deleteReason}</dd>
            </>
          )}
        </dl>
      </header>

      {error && (
        <p className="jbc-notice" data-tone="negative" role="alert">
          {error}
        </p>
      )}

      {data.appealedAt && (
        <section className="jbc-notice" data-tone="info" aria-label="검토 요청">
          <strong>작성자가 검토를 요청했어요</strong> ({formatDateTime(data.appealedAt)})
          {data.appealText && <q className="jbc-quote">{data.appealText}</q>}
        </section>
      )}

      <section className="jbc-box" aria-labelledby={`${contentId}-actions`}>
        <H id={`${contentId}-actions`} className="jbc-boxTitle">
          처리
        </H>
        <div className="jbc-actions">
          {data.openReports > 0 && (
            <Button
              variant="secondary"
              loading={pending === 'dismiss'}
              onClick={() => setDialog({ kind: 'dismiss' })}
            >
              신고 기각
            </Button>
          )}
          {data.status === 'public' && (
            <Button
              variant="secondary"
              loading={pending === 'blind'}
              onClick={() => setDialog({ kind: 'blind' })}
            >
              임시조치 ({BLIND_DAYS}일)
            </Button>
          )}
          {blinded && (
            <Button
              variant="secondary"
              loading={pending === 'unblind'}
              onClick={() => setDialog({ kind: 'unblind' })}
            >
              임시조치 해제
            </Button>
          )}
          {blinded && (data.blindedUntil !== null || data.appealedAt !== null) && (
            <Button
              variant="secondary"
              loading={pending === 'uphold'}
              onClick={() => setDialog({ kind: 'uphold' })}
            >
              임시조치 유지
            </Button>
          )}
          {data.flags.length > 0 && (
            <Button
              variant="secondary"
              loading={pending === 'clear_flags'}
              onClick={() => decide('clear_flags')}
            >
              금칙어 확인 완료
            </Button>
          )}
          {!deleted && (
            <Button
              variant="danger"
              loading={pending === 'delete'}
              onClick={() => setDialog({ kind: 'delete' })}
            >
              삭제
            </Button>
          )}
          {deleted && role === 'admin' && (
            <Button
              variant="secondary"
              loading={pending === 'restore'}
              onClick={() => setDialog({ kind: 'restore' })}
            >
              삭제 취소
            </Button>
          )}
        </div>
        {deleted && role !== 'admin' && <p className="jbc-boxHint">삭제 취소는 관리자만 할 수 있어요.</p>}
      </section>

      <section className="jbc-box" aria-labelledby={`${contentId}-content`}>
        <H id={`${contentId}-content`} className="jbc-boxTitle">
          후기 내용
        </H>
        {data.flags.length > 0 && (
          <p className="jbc-boxText">
            금칙어:{' '}
            {data.flags.map((flag) => (
              <Badge key={flag.word} tone="warning" className="jbc-flag">
                {flag.word}
              </Badge>
            ))}
          </p>
        )}
        <label htmlFor={`${contentId}-text`} className="jbc-boxHint">
          학생에게 보이는 글이에요. 가릴 부분을 마우스로 끌거나 Shift와 화살표로 고른 뒤 "고른 부분 가리기"를
          누르세요.
        </label>
        <textarea
          id={`${contentId}-text`}
          className="jbc-content"
          readOnly
          value={data.content}
          rows={Math.min(12, Math.max(4, Math.ceil(data.content.length / 60)))}
          onSelect={(event) => {
            const field = event.currentTarget;
            const text = field.value.slice(field.selectionStart, field.selectionEnd);
            setSelection(
              text.trim()
                ? { ...codePointSpan(field.value, field.selectionStart, field.selectionEnd), text }
                : null,
            );
          }}
        />
        <div className="jbc-actions">
          <Button
            variant="secondary"
            size="sm"
            disabled={!selection || deleted}
            onClick={() => {
              setMaskReason('');
              setMaskNote('');
              setMaskProblem({});
              setDialog({ kind: 'mask' });
            }}
          >
            고른 부분 가리기
          </Button>
          <span className="jbc-boxHint" aria-live="polite">
            {selection
              ? `고른 글: "${selection.text}" (${Array.from(selection.text).length}자)`
              : '고른 글이 없어요'}
          </span>
        </div>
        {data.masks.length > 0 && (
          <>
            <Sub className="jbc-subTitle">가린 부분 {data.masks.length}곳</Sub>
            <ul className="jbc-list">
              {data.masks.map((mask) => (
                <li key={mask.id} className="jbc-listRow">
                  <span className="jbc-cellStack">
                    <span className="jbc-cellMain">"{mask.original}"</span>
                    <span className="jbc-cellSub">
                      {MASK_REASON_LABELS[mask.reason]}
                      {mask.note ? ` — ${mask.note}` : ''} · {mask.by?.displayName ?? '운영진'} ·{' '}
                      {formatDateTime(mask.at)}
                    </span>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={pending === `unmask-${mask.id}`}
                    onClick={() => setDialog({ kind: 'unmask', maskId: mask.id, original: mask.original })}
                  >
                    가림 풀기
                  </Button>
                </li>
              ))}
            </ul>
            <details className="jbc-details">
              <summary>가리기 전 글 보기</summary>
              <p className="jbc-original">{data.originalContent}</p>
            </details>
          </>
        )}
      </section>

      <section className="jbc-box" aria-labelledby={`${contentId}-reports`}>
        <H id={`${contentId}-reports`} className="jbc-boxTitle">
          신고 {data.reports.length}건
        </H>
        {data.reports.length === 0 ? (
          <p className="jbc-boxText">이 후기에 들어온 신고가 없어요.</p>
        ) : (
          <ul className="jbc-list">
            {data.reports.map((report) => (
              <li key={report.id} className="jbc-listRow">
                <span className="jbc-cellStack">
                  <span className="jbc-cellMain">{report.reason}</span>
                  <span className="jbc-cellSub">
                    {report.reporter?.nickname ?? '탈퇴한 학생'} · {formatDateTime(report.createdAt)}
                  </span>
                </span>
                <Badge tone={report.state === 'open' ? 'negative' : 'neutral'}>
                  {report.outcome ? REPORT_OUTCOME_LABELS[report.outcome] : REPORT_STATE_LABELS[report.state]}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="jbc-box" aria-labelledby={`${contentId}-history`}>
        <H id={`${contentId}-history`} className="jbc-boxTitle">
          활동 기록
        </H>
        {data.history.length === 0 ? (
          <p className="jbc-boxText">아직 운영진이 한 일이 없어요.</p>
        ) : (
          <ul className="jbc-timeline">
            {data.history.map((entry) => (
              <li key={entry.id}>
                <AuditEntryLine entry={entry} />
              </li>
            ))}
          </ul>
        )}
        <Link href={auditHref} className="jbc-link">
          활동 기록에서 보기
        </Link>
      </section>

      {confirmKind && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && close()}
          title={DIALOG_TEXT[confirmKind].title}
          description={DIALOG_TEXT[confirmKind].description}
          confirmLabel={DIALOG_TEXT[confirmKind].confirm}
          busy={pending === confirmKind}
          onConfirm={() => decide(confirmKind)}
        />
      )}
      {dialog?.kind === 'unmask' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && close()}
          title="가림을 풀까요?"
          description={`"${dialog.original}"이(가) 다시 학생들에게 보여요.`}
          confirmLabel="가림 풀기"
          busy={pending === `unmask-${dialog.maskId}`}
          onConfirm={() => void onUnmask(dialog.maskId).finally(close)}
        />
      )}
      <ReasonDialog
        open={dialog?.kind === 'blind'}
        onOpenChange={(open) => !open && close()}
        title="후기를 임시 조치할까요?"
        description={`${BLIND_DAYS}일 동안 작성자 말고는 아무도 이 후기를 볼 수 없어요. 작성자는 "신고로 임시 조치된 후기예요"를 보고 검토를 요청할 수 있어요. 접수된 신고는 처리완료가 돼요.`}
        label="사유 (작성자에게 전해져요)"
        required
        confirmLabel="임시조치"
        busy={pending === 'blind'}
        onConfirm={(reason) => decide('blind', reason)}
      />
      <ReasonDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(open) => !open && close()}
        title="후기를 삭제할까요?"
        description="모든 학생에게서 사라지고 작성자에게 사유가 메일로 전해져요. 관리자는 나중에 삭제를 취소할 수 있어요."
        label="사유 (작성자에게 전해져요)"
        required
        confirmLabel="삭제"
        destructive
        busy={pending === 'delete'}
        onConfirm={(reason) => decide('delete', reason)}
      />
      <Modal.Root
        open={dialog?.kind === 'mask'}
        onOpenChange={(open) => !open && pending !== 'mask' && close()}
      >
        <Modal.Content busy={pending === 'mask'} className="jbc-dialog">
          <Modal.Title>고른 부분을 가릴까요?</Modal.Title>
          <Modal.Description>
            학생들에게는 가린 글자 수만큼 ●로 보여요. 운영진은 언제든 가림을 풀 수 있어요.
          </Modal.Description>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const problems = {
                reason: maskReason ? undefined : '가리는 까닭을 골라 주세요.',
                note:
                  maskReason === 'other' && !maskNote.trim()
                    ? '기타를 고르면 사유를 적어 주세요.'
                    : undefined,
              };
              setMaskProblem(problems);
              if (problems.reason || problems.note || !selection || !maskReason) return;
              void onMask({
                start: selection.start,
                end: selection.end,
                reason: maskReason,
                note: maskNote.trim(),
              })
                .then(() => setSelection(null))
                .finally(close);
            }}
          >
            <Modal.Body>
              <blockquote className="jbc-quote" aria-label="가릴 글">
                {selection?.text}
              </blockquote>
              <Select
                label="가리는 까닭"
                placeholder="까닭을 골라 주세요"
                value={maskReason}
                onValueChange={(value) => setMaskReason(value as MaskReason)}
                options={MASK_REASONS.map((value) => ({ value, label: MASK_REASON_LABELS[value] }))}
                errorText={maskProblem.reason}
                required
              />
              <TextArea
                label={maskReason === 'other' ? '사유 (꼭 적어 주세요)' : '메모 (선택)'}
                value={maskNote}
                onValueChange={setMaskNote}
                maxLength={500}
                rows={3}
                errorText={maskProblem.note}
              />
            </Modal.Body>
            <Modal.Actions>
              <Modal.Close disabled={pending === 'mask'}>취소</Modal.Close>
              <Button type="submit" loading={pending === 'mask'}>
                가리기
              </Button>
            </Modal.Actions>
          </form>
        </Modal.Content>
      </Modal.Root>
    </article>
  );
}
