import type { VerificationStatus } from '@jjinbbang/domain';
import { Button, SettingsRow, StatusBadge } from '@jjinbbang/ui';
import { Link } from 'wouter';
import { links } from '..';

/** /auth/student/verify: how to verify (spec 000 §2); a verified student is told so and sent back. */
export function VerifyChoiceView({ status }: { status: VerificationStatus }) {
  return (
    <>
      <section className="jb-account-intro" aria-labelledby="verify-choice-title">
        <h2 id="verify-choice-title" className="jb-account-intro-title">
          어떤 방법으로 인증할까요?
        </h2>
        <p className="jb-account-intro-text">
          학교 인증을 마치면 같은 학교 학생들이 남긴 자취방·기숙사 후기를 무료로 보고, 직접 후기도 쓸 수
          있어요.
        </p>
        <p className="jb-account-intro-status">
          지금 상태 <StatusBadge status={status} />
        </p>
      </section>
      {status === 'verified' ? (
        <div className="jb-account-done">
          <p>이미 학교 인증을 마쳤어요.</p>
          <Button asChild fullWidth size="lg">
            <Link href={links.myPage()}>나의 찐빵으로 가기</Link>
          </Button>
        </div>
      ) : (
        <nav aria-label="인증 방법" className="jb-account-rows">
          <SettingsRow asChild>
            <Link href={links.verifyNewStudent()}>
              <span className="jb-account-choice">
                <span className="jb-account-choice-title">신입생 인증</span>
                <span className="jb-account-choice-text">입학 증명서(합격증) 파일을 올려 인증해요</span>
              </span>
            </Link>
          </SettingsRow>
          <SettingsRow asChild>
            <Link href={links.verifyCurrentStudent()}>
              <span className="jb-account-choice">
                <span className="jb-account-choice-title">재학생 인증</span>
                <span className="jb-account-choice-text">학교 이메일로 받은 인증번호로 인증해요</span>
              </span>
            </Link>
          </SettingsRow>
        </nav>
      )}
    </>
  );
}
