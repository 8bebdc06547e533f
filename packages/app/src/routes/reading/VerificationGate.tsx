import { canReadDetails } from '@jjinbbang/domain';
import { BottomSheet, Button } from '@jjinbbang/ui';
import { Link } from 'wouter';
import { readSession, readStoredVerificationStatus } from '../../session/storage';
import type { Session } from '../../session/useSession';
import { verificationTarget } from '..';
import './VerificationGate.css';

export type DetailAccess = 'checking' | 'allowed' | 'gated';

/** spec 000 §6: details are for signed-in, verified users; everyone else sees the verification prompt. */
export function detailAccess(session: Session): DetailAccess {
  if (session.isLoading) return 'checking';
  const allowed = canReadDetails({
    isAuthenticated: session.isAuthenticated,
    verificationStatus: session.verificationStatus ?? 'unverified',
  });
  return allowed ? 'allowed' : 'gated';
}

/**
 * While the session is being confirmed: whether the status stored on this browser's last visit lets it read
 * details. The boot script has asked for a review's detail on these grounds (src/boot/early.ts); the page asks on
 * the same, so it takes that answer at once instead of after the session (the server checks the rights either
 * way, and a session that turns out not to allow it still gets the verification sheet).
 */
export function storedDetailAccess(): boolean {
  return canReadDetails({
    isAuthenticated: Boolean(readSession('accessToken')),
    verificationStatus: readStoredVerificationStatus() ?? 'unverified',
  });
}

/**
 * spec 000 §2 building and review detail: a sheet inviting school verification to read reviews free of charge.
 * Its button goes to /auth/student/verify when signed in, otherwise to /mypage. It cannot be swiped away; a
 * second button leaves the page so keyboard and screen-reader users are never trapped.
 */
export function VerificationGate({
  open,
  isAuthenticated,
  onBack,
}: {
  open: boolean;
  isAuthenticated: boolean;
  onBack: () => void;
}) {
  return (
    <BottomSheet.Root open={open} dismissible={false}>
      <BottomSheet.Content>
        <BottomSheet.Handle />
        <BottomSheet.Title>학교 인증하고 찐 후기를 무료로 보세요</BottomSheet.Title>
        <BottomSheet.Description>
          인증된 학생만 건물과 후기의 자세한 내용을 볼 수 있어요. 학교 인증은 무료예요.
        </BottomSheet.Description>
        <BottomSheet.Footer className="jb-reading-gate-actions">
          <Button variant="secondary" size="lg" onClick={onBack}>
            돌아가기
          </Button>
          <Button asChild size="lg">
            <Link href={verificationTarget(isAuthenticated)}>
              {isAuthenticated ? '학교 인증하기' : '로그인하고 인증하기'}
            </Link>
          </Button>
        </BottomSheet.Footer>
      </BottomSheet.Content>
    </BottomSheet.Root>
  );
}
