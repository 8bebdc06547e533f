import { EmailVerificationFlow } from './EmailVerificationFlow';
import { emailVerificationActions } from './email-actions';
import { VerificationLayout } from './VerificationLayout';

/**
 * /auth/student/email-verification: decisions.md — the code-entry step of the current-student flow, reachable
 * directly; the e-mail the code went to is remembered for the session (without one it starts at the e-mail).
 */
export default function EmailVerificationPage() {
  return (
    <VerificationLayout title="학교 이메일 인증">
      {({ status }) => (
        <EmailVerificationFlow
          actions={emailVerificationActions()}
          initialStep={status === 'verified' ? 'complete' : 'code'}
          mailDelayNote="메일이 도착하기까지 30분 정도 걸릴 수 있어요."
        />
      )}
    </VerificationLayout>
  );
}
