import {
  canConfirmTerms,
  emptyTermsState,
  TERMS_ITEMS,
  type TermsItemId,
  type TermsState,
} from '@jjinbbang/domain';
import { Button, Modal, TermsAgreement, type TermsItem } from '@jjinbbang/ui';
import { useState } from 'react';
import { PageLoading } from './shared';
import { TERMS_DOCUMENTS, type TermsDocument } from './terms-text';
import './account.css';

const TERMS_AGREEMENT_ITEMS: readonly TermsItem[] = TERMS_ITEMS.map((item) => ({
  ...item,
  hasDetail: item.id in TERMS_DOCUMENTS,
}));

function toTermsState(checked: readonly string[]): TermsState {
  const state = emptyTermsState();
  for (const id of Object.keys(state) as TermsItemId[]) state[id] = checked.includes(id);
  return state;
}

export type AuthPhase = 'working' | 'terms' | 'welcome';

export interface AuthViewProps {
  phase: AuthPhase;
  /** The terms were cancelled (spec 000 §4: the tokens go and the user returns to my page). */
  onCancelTerms: () => void;
  /** All required terms agreed: sign up (the modal is busy until this settles). */
  onAgreeTerms: () => Promise<void>;
  /** spec 000 §4 step 3: after signup, confirm goes to my page and verify to /auth/student/verify. */
  onWelcomeConfirm: () => void;
  onWelcomeVerify: () => void;
}

/** `/login/kakao` and `/auth/kakao`: signing in (a status), the terms modal, the welcome modal. */
export function AuthView({
  phase,
  onCancelTerms,
  onAgreeTerms,
  onWelcomeConfirm,
  onWelcomeVerify,
}: AuthViewProps) {
  return (
    <>
      <PageLoading label={phase === 'working' ? '로그인하는 중' : '회원가입'} />
      {phase === 'terms' && <TermsModal onCancel={onCancelTerms} onAgreed={onAgreeTerms} />}
      {phase === 'welcome' && (
        <VerificationOfferModal onConfirm={onWelcomeConfirm} onVerify={onWelcomeVerify} />
      )}
    </>
  );
}

function TermsModal({ onCancel, onAgreed }: { onCancel: () => void; onAgreed: () => Promise<void> }) {
  const [checked, setChecked] = useState<string[]>([]);
  const [detail, setDetail] = useState<TermsDocument | null>(null);
  const [busy, setBusy] = useState(false);
  // spec 000 §5: confirm is enabled only when all three required items are checked.
  const canConfirm = canConfirmTerms(toTermsState(checked));

  const agree = async () => {
    setBusy(true);
    try {
      await onAgreed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal.Root open onOpenChange={(open) => !open && !busy && onCancel()}>
      <Modal.Content busy={busy} closeOnOutsideClick={false} className="jb-account-terms">
        {detail ? (
          <>
            <Modal.Title>{detail.title}</Modal.Title>
            <Modal.Description>시행일 {detail.effectiveDate}</Modal.Description>
            <Modal.Body>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the long text scrolls and must be reachable by keyboard */}
              <article className="jb-account-terms-text" tabIndex={0} aria-label={`${detail.title} 전문`}>
                {detail.articles.map((article) => (
                  <section key={article.title}>
                    <h3>{article.title}</h3>
                    {article.paragraphs.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </section>
                ))}
              </article>
            </Modal.Body>
            <Modal.Actions>
              <Button variant="secondary" fullWidth onClick={() => setDetail(null)}>
                약관 동의로 돌아가기
              </Button>
            </Modal.Actions>
          </>
        ) : (
          <>
            <Modal.Title>찐빵 이용을 위해 약관에 동의해 주세요</Modal.Title>
            <Modal.Description>모든 항목은 서비스 이용에 꼭 필요한 필수 동의예요.</Modal.Description>
            <Modal.Body>
              <TermsAgreement
                items={TERMS_AGREEMENT_ITEMS}
                value={checked}
                onValueChange={setChecked}
                disabled={busy}
                onViewDetail={(id) => {
                  if (id === 'service' || id === 'privacy') setDetail(TERMS_DOCUMENTS[id]);
                }}
              />
            </Modal.Body>
            <Modal.Actions>
              <Button variant="secondary" disabled={busy} onClick={onCancel}>
                취소
              </Button>
              <Button disabled={!canConfirm} loading={busy} onClick={agree}>
                동의하고 시작하기
              </Button>
            </Modal.Actions>
          </>
        )}
      </Modal.Content>
    </Modal.Root>
  );
}

/** spec 000 §4 step 3: after signup, confirm goes to my page and verify to /auth/student/verify. */
function VerificationOfferModal({ onConfirm, onVerify }: { onConfirm: () => void; onVerify: () => void }) {
  return (
    <Modal.Root open onOpenChange={(open) => !open && onConfirm()}>
      <Modal.Content closeOnOutsideClick={false}>
        <Modal.Title>회원가입이 완료되었어요</Modal.Title>
        <Modal.Description>
          학교 인증을 마치면 우리 학교 학생들이 남긴 자취방·기숙사 후기를 무료로 볼 수 있고, 직접 후기도 쓸 수
          있어요. 지금 인증할까요?
        </Modal.Description>
        <Modal.Actions>
          <Button variant="secondary" onClick={onConfirm}>
            확인
          </Button>
          <Button onClick={onVerify}>인증하기</Button>
        </Modal.Actions>
      </Modal.Content>
    </Modal.Root>
  );
}
