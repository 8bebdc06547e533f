import { BottomSheet, Button } from '@jjinbbang/ui';
import { Link } from 'wouter';
import { verificationTarget } from '..';
import './VerificationGate.css';

export interface VerificationGateProps {
  open: boolean;
  /** Signed in: the sheet leads to verification rather than sign-in. */
  isAuthenticated: boolean;
  onBack: () => void;
}

/**
 * spec 000 §2 building and review detail: a sheet inviting school verification to read reviews free of charge.
 * Its button goes to /auth/student/verify when signed in, otherwise to /mypage. It cannot be swiped away; a
 * second button leaves the page so keyboard and screen-reader users are never trapped.
 */
export function VerificationGate({ open, isAuthenticated, onBack }: VerificationGateProps) {
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
