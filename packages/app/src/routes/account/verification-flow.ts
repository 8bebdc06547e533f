import { ApiError } from '../../api/errors';

// Pure rules of the current-student e-mail flow (spec 000 §4, §8, §9; decisions.md).

export const EMAIL_FLOW_MESSAGES = {
  sendFailed: '이메일 전송에 실패했어요',
  /** spec 000 §4: after a failed send the code step says a school webmail must exist first. */
  webmailNote:
    '학교 웹메일 계정이 없다면 먼저 학교 포털에서 웹메일을 신청한 뒤 인증번호를 다시 요청해 주세요.',
  verifyFailed: '인증에 실패했어요',
  resent: '재전송했어요',
  resendFailed: '재전송에 실패했어요',
} as const;

/** spec 000 §9: the resend note shows for 3 seconds. */
export const RESENT_NOTE_MS = 3000;

/** spec 000 §4: a 403 or a server message saying the user is already verified jumps to complete. */
export function isAlreadyVerified(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 403 || /이미.*인증/.test(error.message);
}

// decisions.md: /auth/student/email-verification is reachable directly, so the e-mail the code was sent to
// is remembered for the browser session.
export const VERIFICATION_EMAIL_KEY = 'jb:verification-email';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberVerificationEmail(email: string | null): void {
  const store = sessionStore();
  if (!store) return;
  if (email === null) store.removeItem(VERIFICATION_EMAIL_KEY);
  else store.setItem(VERIFICATION_EMAIL_KEY, email);
}

export function rememberedVerificationEmail(): string | null {
  return sessionStore()?.getItem(VERIFICATION_EMAIL_KEY) ?? null;
}
