import { STAFF_ROLE_LABELS, type StaffRole } from '@jjinbbang/domain';
import { Button, ErrorState, Skeleton, TextField } from '@jjinbbang/ui';
import { useState } from 'react';
import { withRo } from '../../format';
import { BrandMark } from '../../shell/BrandMark';

export type SignInOptionsState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | {
      status: 'ready';
      /** 회사 계정(OpenID Connect) 로그인: 켜져 있으면 단추의 이름. */
      oidc: { enabled: boolean; label: string };
      /** 아이디·비밀번호 로그인을 받는지. */
      local: boolean;
      /** 개발 환경의 테스트 운영진. 운영 환경에서는 비어 있습니다. */
      devStaff: readonly { login: string; displayName: string; role: StaffRole }[];
    };

export interface SignInViewProps {
  /** 서버가 알려 준 로그인 방법. */
  options: SignInOptionsState;
  /** 위에 보일 안내. 예: 로그인이 끝나서 다시 로그인해야 할 때, 회사 계정 로그인이 실패했을 때. */
  notice: string | null;
  /** 회사 계정 로그인을 시작하는 주소(서버가 제공자로 보냅니다). */
  oidcHref: string;
  /** 아이디·비밀번호로 로그인합니다. */
  onSignIn: (login: string, password: string) => void;
  /** 테스트 운영진으로 로그인합니다(개발용). */
  onDevSignIn: (login: string) => void;
  /** 로그인하는 중: 'local'(아이디·비밀번호) 또는 테스트 운영진의 아이디. */
  pending: string | null;
  /** 로그인이 실패한 까닭(서버의 말). */
  error: string | null;
}

/** The console's sign-in page: the company account, the local login form, and in development the test staff. */
export function SignInView({
  options,
  notice,
  oidcHref,
  onSignIn,
  onDevSignIn,
  pending,
  error,
}: SignInViewProps) {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ login?: string; password?: string }>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = {
      login: login.trim() ? undefined : '아이디를 입력해 주세요.',
      password: password ? undefined : '비밀번호를 입력해 주세요.',
    };
    setMissing(next);
    if (next.login || next.password) return;
    onSignIn(login.trim(), password);
  };

  return (
    <main className="jbc-signIn" data-jb-root>
      <section className="jbc-signIn-card" aria-labelledby="jbc-signIn-title">
        <p className="jbc-signIn-brand">
          <BrandMark size={36} />
          찐빵 운영
        </p>
        <h1 id="jbc-signIn-title" className="jbc-signIn-title">
          운영 콘솔 로그인
        </h1>
        <p className="jbc-signIn-lead">
          입학 증명서 확인, 신고 처리, 후기 관리를 하는 운영진 전용 화면이에요.
        </p>
        {notice && (
          <p className="jbc-notice" data-tone="warning" role="status">
            {notice}
          </p>
        )}
        {options.status === 'loading' && (
          <div className="jbc-signIn-loading" role="status" aria-label="로그인 방법을 불러오는 중">
            <Skeleton height={48} />
            <Skeleton height={48} />
            <Skeleton height={48} />
          </div>
        )}
        {options.status === 'error' && (
          <ErrorState
            title="로그인 화면을 불러오지 못했어요"
            hint={options.message}
            onRetry={options.onRetry}
          />
        )}
        {options.status === 'ready' && (
          <>
            {error && (
              <p className="jbc-notice" data-tone="negative" role="alert">
                {error}
              </p>
            )}
            {options.oidc.enabled && (
              <Button asChild size="lg" fullWidth>
                <a href={oidcHref}>{withRo(options.oidc.label || '회사 계정')} 로그인</a>
              </Button>
            )}
            {options.local && (
              <form className="jbc-signIn-form" onSubmit={submit} noValidate aria-label="아이디로 로그인">
                <TextField
                  label="아이디"
                  autoComplete="username"
                  value={login}
                  onValueChange={setLogin}
                  errorText={missing.login}
                  required
                  autoCapitalize="none"
                  spellCheck={false}
                />
                <TextField
                  label="비밀번호"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onValueChange={setPassword}
                  errorText={missing.password}
                  required
                />
                <Button type="submit" size="lg" fullWidth loading={pending === 'local'}>
                  로그인
                </Button>
              </form>
            )}
            {options.devStaff.length > 0 && (
              <section className="jbc-signIn-dev" aria-labelledby="jbc-signIn-dev">
                <h2 id="jbc-signIn-dev" className="jbc-signIn-devTitle">
                  개발용 테스트 계정
                </h2>
                <p className="jbc-signIn-devHint">개발 환경에서만 보여요. 비밀번호 없이 바로 로그인해요.</p>
                <ul className="jbc-signIn-devList">
                  {options.devStaff.map((member) => (
                    <li key={member.login}>
                      <Button
                        variant="secondary"
                        fullWidth
                        loading={pending === member.login}
                        disabled={pending !== null && pending !== member.login}
                        onClick={() => onDevSignIn(member.login)}
                      >
                        {withRo(member.displayName)} 로그인
                        {member.displayName !== STAFF_ROLE_LABELS[member.role] &&
                          ` (${STAFF_ROLE_LABELS[member.role]})`}
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {!options.oidc.enabled && !options.local && options.devStaff.length === 0 && (
              <p className="jbc-notice" data-tone="negative">
                이 서버에는 쓸 수 있는 로그인 방법이 없어요. 서버 설정을 확인해 주세요.
              </p>
            )}
          </>
        )}
        <p className="jbc-signIn-foot">
          계정이 없으면 관리자에게 추가를 요청해 주세요. 운영진의 모든 활동은 기록돼요.
        </p>
      </section>
    </main>
  );
}
