import { useHistoryState } from 'wouter/use-browser-location';
import { EmailVerificationFlow } from './EmailVerificationFlow';
import { emailVerificationActions } from './email-actions';
import { VerificationLayout } from './VerificationLayout';

/** /auth/student/current: current-student e-mail verification; may carry state `verified` (spec 000 §2). */
export default function CurrentStudentPage() {
  const state = useHistoryState<{ verified?: unknown } | null>();
  return (
    <VerificationLayout title="재학생 인증">
      {({ status }) => (
        <EmailVerificationFlow
          actions={emailVerificationActions()}
          initialStep={status === 'verified' || state?.verified === true ? 'complete' : 'email'}
          mailDelayNote="메일이 도착하기까지 5분 정도 걸릴 수 있어요."
        />
      )}
    </VerificationLayout>
  );
}
