import { canWriteReview, VALIDATION_MESSAGES } from '@jjinbbang/domain';
import { AlertDialog } from '@jjinbbang/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../session/useSession';
import { PageLoading } from '../account/shared';
import { links } from '../routes';

/** spec 001 §5 / §6: only verified users write or edit reviews; others are told so and go back to my page. */
export function WriteAccessGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const [, navigate] = useLocation();
  if (session.isLoading) return <PageLoading />;
  const access = session.verificationStatus
    ? canWriteReview(session.verificationStatus)
    : { ok: false as const, message: VALIDATION_MESSAGES.writeNeedsVerification };
  if (access.ok) return children;
  const leave = () => navigate(links.myPage(), { replace: true });
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && leave()}>
      <AlertDialog.Content aria-describedby={undefined}>
        <AlertDialog.Title>{access.message}</AlertDialog.Title>
        <AlertDialog.Actions>
          <AlertDialog.Action onClick={leave}>확인</AlertDialog.Action>
        </AlertDialog.Actions>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
