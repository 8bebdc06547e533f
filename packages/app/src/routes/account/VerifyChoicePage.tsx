import { VerificationLayout } from './VerificationLayout';
import { VerifyChoiceView } from './VerifyChoiceView';

/** /auth/student/verify: choose how to verify (spec 000 §2). */
export default function VerifyChoicePage() {
  return (
    <VerificationLayout title="학교 인증">
      {({ status }) => <VerifyChoiceView status={status} />}
    </VerificationLayout>
  );
}
