import { Button, EmptyState, UserIcon } from '@jjinbbang/ui';
import type { ReactNode } from 'react';

/** Starting sign-in, as useStartLogin gives it (stories pass plain values). */
export interface LoginControls {
  start: () => void;
  busy: boolean;
  error: string | null;
}

/** The sign-in prompt guests see on bookmarks, my page, the account and verification pages (spec 000 §6). */
export function LoginPrompt({
  login,
  title = '로그인이 필요해요',
  hint = '로그인하고 학교 인증을 마치면 우리 학교 근처 자취방 후기를 무료로 볼 수 있어요.',
  icon = <UserIcon size={48} />,
  headingLevel = 2,
}: {
  login: LoginControls;
  title?: string;
  hint?: string;
  icon?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  return (
    <EmptyState
      icon={icon}
      headingLevel={headingLevel}
      title={title}
      hint={hint}
      action={
        <div className="jb-app-stack">
          <Button size="lg" fullWidth loading={login.busy} onClick={login.start}>
            로그인하기
          </Button>
          {login.error && (
            <p role="alert" className="jb-app-error-text">
              {login.error}
            </p>
          )}
        </div>
      }
    />
  );
}
