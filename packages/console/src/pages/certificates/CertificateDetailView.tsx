import {
  CERTIFICATE_REJECT_REASON_LABELS,
  CERTIFICATE_REJECT_REASONS,
  CERTIFICATE_STATE_LABELS,
  type CertificateItem,
  type CertificateRejectReason,
  type Precheck,
  type University,
} from '@jjinbbang/domain';
import type { certificateDetailSchema } from '@jjinbbang/domain/schemas';
import { Badge, Button, ErrorState, ImageViewer, Select, Skeleton, TextArea } from '@jjinbbang/ui';
import { useState } from 'react';
import { Link } from 'wouter';
import type * as z from 'zod';
import { formatDateTime, formatDuration } from '../../format';
import { ConfirmDialog } from '../../parts/ConfirmDialog';
import type { LoadState } from '../../shell/load-state';
import { precheckSummary } from './precheck';

export type CertificateDetail = z.infer<typeof certificateDetailSchema>;

export interface CertificateDetailViewProps {
  /** 보고 있는 증명서와 학생의 다른 증명서들. */
  certificate: LoadState<CertificateDetail>;
  /** 승인할 때 고를 대학교와 캠퍼스. */
  universities: LoadState<readonly University[]>;
  /** 대기열로 돌아가는 주소. */
  queueHref: string;
  /** 승인: 고른 대학교와 캠퍼스로 학생이 인증완료가 됩니다. 끝나면(성공이든 실패든) 풀리는 약속을 돌려줍니다. */
  onApprove: (choice: { universityId: number; campusId: number }) => Promise<void>;
  /** 반려: 사유가 학생에게 전해지고 학생은 다시 올릴 수 있습니다. 끝나면 풀리는 약속을 돌려줍니다. */
  onReject: (choice: { reason: CertificateRejectReason; note: string }) => Promise<void>;
  /** 보내는 중인 결정. */
  pending: 'approve' | 'reject' | null;
  /** 결정이 실패한 까닭(서버의 말). */
  error: string | null;
}

const NOTE_MAX = 500;

function PrecheckBox({ precheck }: { precheck: Precheck }) {
  return (
    <section
      className="jbc-box"
      aria-labelledby="jbc-precheck"
      data-tone={precheck.state === 'done' ? 'info' : 'muted'}
    >
      <h3 id="jbc-precheck" className="jbc-boxTitle">
        자동 확인
      </h3>
      <p className="jbc-precheck-guess">{precheckSummary(precheck)}</p>
      {precheck.state === 'off' && (
        <p className="jbc-boxText">서버에 글자 읽기(OCR)가 없어서 직접 확인해야 해요.</p>
      )}
      {precheck.state === 'done' && (
        <>
          <p className="jbc-boxText">찾은 말: {precheck.words.length ? precheck.words.join(', ') : '없음'}</p>
          {precheck.excerpt && (
            <blockquote className="jbc-precheck-excerpt" aria-label="읽은 글의 앞부분">
              {precheck.excerpt}
            </blockquote>
          )}
          <p className="jbc-boxHint">자동 확인은 참고용이에요. 이미지를 보고 직접 결정해 주세요.</p>
        </>
      )}
    </section>
  );
}

function decisionText(item: Pick<CertificateItem, 'decision' | 'state'>): string {
  const decision = item.decision;
  if (!decision) return CERTIFICATE_STATE_LABELS[item.state];
  if (decision.state === 'approved') {
    const place = [decision.university?.name, decision.campus?.name].filter(Boolean).join(' ');
    return place ? `승인 — ${place}` : '승인';
  }
  const reason = decision.reason ? CERTIFICATE_REJECT_REASON_LABELS[decision.reason] : '';
  return `반려 — ${reason}${decision.note ? `: ${decision.note}` : ''}`;
}

/** One certificate: the picture to read closely, the pre-check's guess, and the decision. */
export function CertificateDetailView({
  certificate,
  universities,
  queueHref,
  onApprove,
  onReject,
  pending,
  error,
}: CertificateDetailViewProps) {
  if (certificate.status === 'error') {
    return (
      <ErrorState
        title="증명서를 불러오지 못했어요"
        hint={certificate.message}
        onRetry={certificate.onRetry}
        action={
          <Button asChild variant="secondary">
            <Link href={queueHref}>대기열로 돌아가기</Link>
          </Button>
        }
      />
    );
  }
  if (certificate.status === 'loading') {
    return (
      <div className="jbc-certificate" role="status" aria-label="증명서를 불러오는 중">
        <Skeleton height={640} />
        <div className="jbc-stack">
          <Skeleton height={96} />
          <Skeleton height={160} />
          <Skeleton height={240} />
        </div>
      </div>
    );
  }
  return (
    <CertificateDecision
      item={certificate.data}
      universities={universities}
      queueHref={queueHref}
      onApprove={onApprove}
      onReject={onReject}
      pending={pending}
      error={error}
    />
  );
}

function CertificateDecision({
  item,
  universities,
  queueHref,
  onApprove,
  onReject,
  pending,
  error,
}: Omit<CertificateDetailViewProps, 'certificate'> & { item: CertificateDetail }) {
  const guess = item.precheck.state === 'done' ? (item.precheck.university?.id ?? null) : null;
  const [picked, setPicked] = useState<{ university?: string; campus?: string }>({});
  const [reason, setReason] = useState<CertificateRejectReason | ''>('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<{ university?: string; reason?: string; note?: string }>({});
  const [confirming, setConfirming] = useState(false);

  const list = universities.status === 'ready' ? universities.data : [];
  const universityValue = picked.university ?? (guess ? String(guess) : '');
  const university = list.find((u) => String(u.id) === universityValue);
  const campusValue = picked.campus ?? (university?.campuses[0] ? String(university.campuses[0].id) : '');
  const pendingDecision = item.state === 'pending';

  const approve = (event: React.FormEvent) => {
    event.preventDefault();
    const campus = university?.campuses.find((c) => String(c.id) === campusValue);
    if (!university || !campus) {
      setProblems({ university: '학생의 대학교와 캠퍼스를 골라 주세요.' });
      return;
    }
    setProblems({});
    void onApprove({ universityId: university.id, campusId: campus.id });
  };

  const reject = (event: React.FormEvent) => {
    event.preventDefault();
    const next = {
      reason: reason ? undefined : '반려 사유를 골라 주세요.',
      note: reason === 'other' && !note.trim() ? '기타를 고르면 사유를 적어 주세요.' : undefined,
    };
    setProblems(next);
    if (next.reason || next.note) return;
    setConfirming(true);
  };

  return (
    <div className="jbc-certificate">
      <div className="jbc-certificate-viewer">
        <ImageViewer
          images={[{ src: item.previewUrl, alt: `${item.student.nickname} 학생이 올린 입학 증명서` }]}
          height={640}
        />
        <p className="jbc-hint">
          {item.mimeType === 'application/pdf' ? 'PDF의 첫 쪽이에요. ' : ''}
          <a href={item.fileUrl} target="_blank" rel="noopener noreferrer" className="jbc-link">
            원본 파일 새 창에서 열기
          </a>
        </p>
      </div>
      <div className="jbc-stack">
        <section className="jbc-box" aria-labelledby="jbc-student">
          <h2 id="jbc-student" className="jbc-boxTitle">
            {item.student.nickname}
            <span className="jbc-badges">
              <Badge
                tone={
                  item.state === 'pending' ? 'warning' : item.state === 'approved' ? 'positive' : 'negative'
                }
              >
                {CERTIFICATE_STATE_LABELS[item.state]}
              </Badge>
              {item.resubmitted && <Badge tone="warning">다시 올림</Badge>}
            </span>
          </h2>
          <dl className="jbc-facts">
            <dt>이메일</dt>
            <dd>{item.student.email ?? '없음'}</dd>
            <dt>올린 때</dt>
            <dd>{formatDateTime(item.uploadedAt)}</dd>
            {pendingDecision && (
              <>
                <dt>기다린 시간</dt>
                <dd>{formatDuration(item.waitingSeconds)}</dd>
              </>
            )}
            <dt>이전 반려</dt>
            <dd>{item.previousRejections > 0 ? `${item.previousRejections}번` : '없음'}</dd>
          </dl>
        </section>

        <PrecheckBox precheck={item.precheck} />

        {error && (
          <p className="jbc-notice" data-tone="negative" role="alert">
            {error}
          </p>
        )}

        {pendingDecision ? (
          <>
            <form className="jbc-box" onSubmit={approve} aria-labelledby="jbc-approve" noValidate>
              <h3 id="jbc-approve" className="jbc-boxTitle">
                승인
              </h3>
              {universities.status === 'error' ? (
                <p className="jbc-notice" data-tone="negative">
                  대학교 목록을 불러오지 못했어요. {universities.message}{' '}
                  <button type="button" className="jbc-linkButton" onClick={universities.onRetry}>
                    다시 시도
                  </button>
                </p>
              ) : (
                <>
                  <Select
                    label="대학교"
                    placeholder={universities.status === 'loading' ? '불러오는 중…' : '대학교를 골라 주세요'}
                    disabled={universities.status === 'loading'}
                    value={universityValue}
                    onValueChange={(value) => setPicked({ university: value })}
                    options={list.map((u) => ({ value: String(u.id), label: u.universityName }))}
                    helperText={
                      guess && universityValue === String(guess)
                        ? '자동 확인이 고른 학교예요. 증명서와 같은지 확인해 주세요.'
                        : undefined
                    }
                    errorText={problems.university}
                    required
                  />
                  <Select
                    label="캠퍼스"
                    placeholder="캠퍼스를 골라 주세요"
                    disabled={!university}
                    value={campusValue}
                    onValueChange={(value) =>
                      setPicked({ ...picked, university: universityValue, campus: value })
                    }
                    options={(university?.campuses ?? []).map((c) => ({
                      value: String(c.id),
                      label: c.campusName,
                    }))}
                    required
                  />
                </>
              )}
              <Button type="submit" fullWidth loading={pending === 'approve'} disabled={pending === 'reject'}>
                승인하기
              </Button>
            </form>

            <form className="jbc-box" onSubmit={reject} aria-labelledby="jbc-reject" noValidate>
              <h3 id="jbc-reject" className="jbc-boxTitle">
                반려
              </h3>
              <Select
                label="반려 사유"
                placeholder="사유를 골라 주세요"
                value={reason}
                onValueChange={(value) => setReason(value as CertificateRejectReason)}
                options={CERTIFICATE_REJECT_REASONS.map((value) => ({
                  value,
                  label: CERTIFICATE_REJECT_REASON_LABELS[value],
                }))}
                errorText={problems.reason}
                required
              />
              <TextArea
                label={reason === 'other' ? '사유 (꼭 적어 주세요)' : '학생에게 덧붙일 말 (선택)'}
                value={note}
                onValueChange={setNote}
                maxLength={NOTE_MAX}
                rows={3}
                helperText="학생이 내 정보 화면에서 이 글을 읽어요."
                errorText={problems.note}
              />
              <Button
                type="submit"
                variant="danger"
                fullWidth
                loading={pending === 'reject'}
                disabled={pending === 'approve'}
              >
                반려하기
              </Button>
            </form>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title="증명서를 반려할까요?"
              description={`학생에게 "${reason ? CERTIFICATE_REJECT_REASON_LABELS[reason] : ''}${note.trim() ? ` — ${note.trim()}` : ''}" 사유가 메일과 앱으로 전해지고, 학생은 증명서를 다시 올릴 수 있어요.`}
              confirmLabel="반려하기"
              destructive
              busy={pending === 'reject'}
              onConfirm={() => {
                if (reason) void onReject({ reason, note: note.trim() }).finally(() => setConfirming(false));
              }}
            />
          </>
        ) : (
          <section className="jbc-box" aria-labelledby="jbc-decision">
            <h3 id="jbc-decision" className="jbc-boxTitle">
              결정
            </h3>
            <p className="jbc-boxText">{decisionText(item)}</p>
            {item.decision && (
              <p className="jbc-boxHint">
                {item.decision.by?.displayName ?? '명령줄 도구'} · {formatDateTime(item.decision.at)}
              </p>
            )}
          </section>
        )}

        <section className="jbc-box" aria-labelledby="jbc-history">
          <h3 id="jbc-history" className="jbc-boxTitle">
            이 학생의 다른 증명서
          </h3>
          {item.history.length === 0 ? (
            <p className="jbc-boxText">처음 올린 증명서예요.</p>
          ) : (
            <ul className="jbc-timeline">
              {item.history.map((other) => (
                <li key={other.id}>
                  <span className="jbc-timeline-when">{formatDateTime(other.uploadedAt)}</span>
                  <span>{decisionText(other)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <Button asChild variant="ghost">
          <Link href={queueHref}>대기열로 돌아가기</Link>
        </Button>
      </div>
    </div>
  );
}
