import { AlertDialog, Button, EmptyState, UserIcon } from '@jjinbbang/ui';
import type { ReactNode } from 'react';
import { useStartLogin } from '../../hooks/useStartLogin';

/** A one-button alert (spec 000 §8 "alert"): the user must acknowledge it. */
export function NoticeDialog({
  open,
  title,
  description,
  actionLabel = '확인',
  onClose,
}: {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  actionLabel?: string;
  onClose: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Content {...(description ? {} : { 'aria-describedby': undefined })}>
        <AlertDialog.Title>{title}</AlertDialog.Title>
        {description && <AlertDialog.Description>{description}</AlertDialog.Description>}
        <AlertDialog.Actions>
          <AlertDialog.Action onClick={onClose}>{actionLabel}</AlertDialog.Action>
        </AlertDialog.Actions>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/** The login prompt guests see on my page and the account pages (spec 000 §6). */
export function LoginPrompt({
  title = '로그인이 필요해요',
  hint = '로그인하고 학교 인증을 마치면 우리 학교 근처 자취방 후기를 무료로 볼 수 있어요.',
  headingLevel = 2,
}: {
  title?: string;
  hint?: string;
  headingLevel?: 1 | 2;
}) {
  const login = useStartLogin();
  return (
    <EmptyState
      icon={<UserIcon size={48} />}
      headingLevel={headingLevel}
      title={title}
      hint={hint}
      action={
        <div className="jb-account-stack">
          <Button size="lg" fullWidth loading={login.busy} onClick={login.start}>
            로그인하기
          </Button>
          {login.error && (
            <p role="alert" className="jb-account-error">
              {login.error}
            </p>
          )}
        </div>
      }
    />
  );
}

/** Full-page loading state while the session is being read. */
export function PageLoading({ label = '불러오는 중' }: { label?: string }) {
  return <div className="jb-app-loading" role="status" aria-label={label} />;
}
