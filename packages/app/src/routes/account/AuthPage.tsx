import {
  canConfirmTerms,
  emptyTermsState,
  isSignupNeeded,
  type LoginData,
  TERMS_ITEMS,
  type TermsItemId,
  type TermsState,
} from '@jjinbbang/domain';
import { Button, Modal, TermsAgreement, type TermsItem, useToast } from '@jjinbbang/ui';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { exchangeLoginCode, signup } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { resetSession, storeSignedIn } from '../../session/actions';
import { loginRedirectUri } from '../../session/login';
import { readSession, writeSession } from '../../session/storage';
import { links, loginReturnQuery, patterns } from '../routes';
import { PageLoading } from './shared';
import { TERMS_DOCUMENTS, type TermsDocument } from './terms-text';
import './account.css';

// A code is single-use: React's development double effects (and a quick re-render) must not send it twice.
const exchanges = new Map<string, Promise<LoginData>>();

function exchangeOnce(code: string): Promise<LoginData> {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = exchangeLoginCode(code, loginRedirectUri());
    exchanges.set(code, pending);
  }
  return pending;
}

const TERMS_AGREEMENT_ITEMS: readonly TermsItem[] = TERMS_ITEMS.map((item) => ({
  ...item,
  hasDetail: item.id in TERMS_DOCUMENTS,
}));

function toTermsState(checked: readonly string[]): TermsState {
  const state = emptyTermsState();
  for (const id of Object.keys(state) as TermsItemId[]) state[id] = checked.includes(id);
  return state;
}

type Phase = 'working' | 'terms' | 'welcome';

/**
 * /login/kakao (the provider sends the user back with ?code) and /auth/kakao (the terms modal):
 * spec 000 §4 "Social login and signup".
 */
export default function AuthPage() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const toast = useToast();
  const code = location === patterns.loginReturn ? loginReturnQuery.parse(search).code : null;
  const [phase, setPhase] = useState<Phase>(() =>
    !code && readSession('signupToken') ? 'terms' : 'working',
  );

  useEffect(() => {
    if (phase !== 'working') return;
    if (!code) {
      // spec 000 §4 step 4: no code (and no signup in progress) goes to my page.
      navigate(links.myPage(), { replace: true });
      return;
    }
    let active = true;
    exchangeOnce(code)
      .then(async (data) => {
        if (!active) return;
        if (isSignupNeeded(data)) {
          writeSession('signupToken', data.signupToken);
          // The consumed code leaves the address bar; the terms modal lives on /auth/kakao.
          navigate(links.authTerms(), { replace: true });
          return;
        }
        await storeSignedIn(data, { email: data.email });
        navigate(links.myPage(), { replace: true });
      })
      .catch(async (error: unknown) => {
        if (!active) return;
        await resetSession();
        toast.show({
          message: errorMessage(error, '로그인하지 못했어요. 다시 시도해 주세요.'),
          tone: 'negative',
        });
        navigate(links.myPage(), { replace: true });
      });
    return () => {
      active = false;
    };
  }, [code, phase, navigate, toast]);

  const leave = async (message?: string) => {
    await resetSession();
    if (message) toast.show({ message, tone: 'negative' });
    navigate(links.myPage(), { replace: true });
  };

  return (
    <>
      <PageLoading label={phase === 'working' ? '로그인하는 중' : '회원가입'} />
      {phase === 'terms' && (
        <TermsModal
          onCancel={() => leave()}
          onAgreed={async () => {
            const signupToken = readSession('signupToken');
            if (!signupToken) {
              await leave('회원가입 정보가 만료되었어요. 다시 로그인해 주세요.');
              return;
            }
            try {
              const tokens = await signup(signupToken);
              await storeSignedIn(tokens, { verificationStatus: 'unverified', firstLogin: true });
              setPhase('welcome');
            } catch (error) {
              await leave(errorMessage(error, '회원가입에 실패했어요. 다시 시도해 주세요.'));
            }
          }}
        />
      )}
      {phase === 'welcome' && (
        <VerificationOfferModal
          onConfirm={() => navigate(links.myPage(), { replace: true })}
          onVerify={() => navigate(links.verifyChoice(), { replace: true })}
        />
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
