import { validateSchoolEmail, validateVerificationCode } from '@jjinbbang/domain';
import { useTimedFlag } from '@jjinbbang/hooks';
import { Button, CodeInput, TextField } from '@jjinbbang/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { links } from '..';
import { EMAIL_FLOW_MESSAGES as M, RESENT_NOTE_MS } from './verification-flow';

export type EmailFlowStep = 'email' | 'code' | 'complete';

/** The flow's server calls and memory; the page passes the real ones, stories stand-ins. */
export interface EmailVerificationActions {
  /** POST the code to the address; rejects with the server's error. */
  sendCode: (email: string) => Promise<void>;
  verifyCode: (email: string, code: string) => Promise<void>;
  /** Records the verified status (and forgets the remembered address). */
  markVerified: () => Promise<void>;
  /** spec 000 §4: a 403 or "이미 … 인증" means the user is verified already. */
  isAlreadyVerified: (error: unknown) => boolean;
  /** The server's message, or `fallback`. */
  describeError: (error: unknown, fallback: string) => string;
  /** decisions.md: the address the code went to survives a reload of /auth/student/email-verification. */
  rememberedEmail: string | null;
  rememberEmail: (email: string) => void;
}

export interface EmailVerificationFlowProps {
  initialStep: EmailFlowStep;
  /** spec 000 §9: how long mail may take, which differs between the two pages. */
  mailDelayNote: string;
  actions: EmailVerificationActions;
}

/**
 * The current-student e-mail flow (spec 000 §4): e-mail input, code verification, complete. Shared by
 * /auth/student/current and /auth/student/email-verification (decisions.md).
 */
export function EmailVerificationFlow({ initialStep, mailDelayNote, actions }: EmailVerificationFlowProps) {
  const remembered = actions.rememberedEmail;
  const [step, setStep] = useState<EmailFlowStep>(
    initialStep === 'code' && !remembered ? 'email' : initialStep,
  );
  const [email, setEmail] = useState(remembered ?? '');
  const [sentTo, setSentTo] = useState(remembered ?? '');
  const [sending, setSending] = useState(false);
  const [sendFailure, setSendFailure] = useState<string | null>(null);

  const complete = async () => {
    setStep('complete');
    await actions.markVerified();
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!validateSchoolEmail(email).ok || sending) return;
    const address = email.trim();
    setSending(true);
    try {
      await actions.sendCode(address);
      setSendFailure(null);
    } catch (error) {
      if (actions.isAlreadyVerified(error)) {
        await complete();
        return;
      }
      // spec 000 §4: other send failures still move on to the code step, with the webmail note.
      setSendFailure(actions.describeError(error, ''));
    } finally {
      setSending(false);
    }
    actions.rememberEmail(address);
    setSentTo(address);
    setStep('code');
  };

  if (step === 'complete') {
    return (
      <section className="jb-account-done" aria-labelledby="email-flow-complete">
        <h2 id="email-flow-complete" className="jb-account-intro-title">
          학교 인증이 완료되었어요
        </h2>
        <p className="jb-account-intro-text">
          이제 같은 학교 학생들이 남긴 후기를 모두 볼 수 있고, 직접 후기도 쓸 수 있어요.
        </p>
        <Button asChild fullWidth size="lg">
          <Link href={links.myPage()}>나의 찐빵으로 가기</Link>
        </Button>
      </section>
    );
  }

  if (step === 'code') {
    return (
      <CodeStep
        actions={actions}
        email={sentTo}
        sendFailure={sendFailure}
        mailDelayNote={mailDelayNote}
        onResent={() => setSendFailure(null)}
        onComplete={complete}
        onChangeEmail={() => {
          setSendFailure(null);
          setStep('email');
        }}
      />
    );
  }

  const validation = validateSchoolEmail(email);
  const showRefusal = email.trim() !== '' && !validation.ok;
  return (
    <form className="jb-account-form" onSubmit={send} noValidate>
      <section className="jb-account-intro" aria-labelledby="email-flow-title">
        <h2 id="email-flow-title" className="jb-account-intro-title">
          학교 이메일을 입력해 주세요
        </h2>
        <p className="jb-account-intro-text">
          입력한 학교 이메일로 인증번호 6자리를 보내 드려요. 인증한 이메일은 30일 동안 다른 계정에서 쓸 수
          없어요.
        </p>
      </section>
      <TextField
        label="학교 이메일"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="example@gnu.ac.kr"
        value={email}
        onValueChange={setEmail}
        errorText={showRefusal && !validation.ok ? validation.message : undefined}
        helperText="학교에서 받은 .ac.kr 이메일만 쓸 수 있어요."
        disabled={sending}
      />
      {/* spec 000 §5: submit is disabled when empty, invalid or busy. */}
      <Button type="submit" fullWidth size="lg" disabled={!validation.ok} loading={sending}>
        인증번호 받기
      </Button>
    </form>
  );
}

function CodeStep({
  actions,
  email,
  sendFailure,
  mailDelayNote,
  onResent,
  onComplete,
  onChangeEmail,
}: {
  actions: EmailVerificationActions;
  email: string;
  sendFailure: string | null;
  mailDelayNote: string;
  onResent: () => void;
  onComplete: () => Promise<void>;
  onChangeEmail: () => void;
}) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [resendFailure, setResendFailure] = useState<string | null>(null);
  const [resent, showResent, hideResent] = useTimedFlag(RESENT_NOTE_MS);
  const codeReady = validateVerificationCode(code).ok;

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!codeReady || verifying) return;
    setVerifying(true);
    setCodeError(null);
    try {
      await actions.verifyCode(email, code);
      await onComplete();
    } catch (error) {
      if (actions.isAlreadyVerified(error)) {
        await onComplete();
        return;
      }
      // spec 000 §8: the server's message is preferred ("인증번호가 일치하지 않아요!").
      setCodeError(actions.describeError(error, M.verifyFailed));
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    setResending(true);
    setResendFailure(null);
    hideResent();
    try {
      await actions.sendCode(email);
      onResent();
      showResent();
    } catch (error) {
      if (actions.isAlreadyVerified(error)) {
        await onComplete();
        return;
      }
      setResendFailure(actions.describeError(error, ''));
    } finally {
      setResending(false);
    }
  };

  return (
    <form className="jb-account-form" onSubmit={verify} noValidate>
      <section className="jb-account-intro" aria-labelledby="code-step-title">
        <h2 id="code-step-title" className="jb-account-intro-title">
          인증번호를 입력해 주세요
        </h2>
        {sendFailure === null ? (
          <p className="jb-account-intro-text">
            <strong>{email}</strong>(으)로 보낸 인증번호 6자리를 입력해 주세요. 인증번호는 5분 동안 쓸 수
            있어요. {mailDelayNote}
          </p>
        ) : (
          // The send failed: nothing was sent, so the step asks for a new code instead of naming a sent one.
          <p className="jb-account-intro-text">
            <strong>{email}</strong>(으)로 인증번호를 보내지 못했어요. 아래 ‘인증번호 다시 받기’를 눌러 새
            인증번호를 받은 뒤 6자리를 입력해 주세요.
          </p>
        )}
      </section>
      {sendFailure !== null && (
        <div role="alert" className="jb-account-alert">
          <p className="jb-account-error">
            {M.sendFailed}
            {sendFailure && ` (${sendFailure})`}
          </p>
          <p>{M.webmailNote}</p>
        </div>
      )}
      <CodeInput
        label="인증번호 6자리"
        value={code}
        onValueChange={(next) => {
          setCode(next);
          setCodeError(null);
        }}
        errorText={codeError ?? undefined}
        disabled={verifying}
      />
      <div aria-live="polite" className="jb-account-note">
        {resent && <p>{M.resent}</p>}
        {resendFailure !== null && (
          <p className="jb-account-error">
            {M.resendFailed}
            {resendFailure && ` (${resendFailure})`}
          </p>
        )}
      </div>
      {/* spec 000 §5: confirm is enabled only at 6 digits. */}
      <Button type="submit" fullWidth size="lg" disabled={!codeReady} loading={verifying}>
        인증하기
      </Button>
      <div className="jb-account-actions">
        <Button variant="ghost" loading={resending} disabled={verifying} onClick={resend}>
          인증번호 다시 받기
        </Button>
        <Button variant="ghost" disabled={verifying || resending} onClick={onChangeEmail}>
          이메일 다시 입력
        </Button>
      </div>
    </form>
  );
}
