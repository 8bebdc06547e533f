import { isSignupNeeded, type LoginData } from '@jjinbbang/domain';
import { useToast } from '@jjinbbang/ui';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { exchangeLoginCode, signup } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { abandonSignIn, storeSignedIn } from '../../session/actions';
import { loginRedirectUri, takeLoginReturn } from '../../session/login';
import { readSession, writeSession } from '../../session/storage';
import { links, loginReturnQuery, patterns } from '..';
import { type AuthPhase, AuthView } from './AuthView';
import './account.css';

// A code is single-use: React's development double effects (and a quick re-render) must not send it twice.
const exchanges = new Map<string, Promise<LoginData>>();

function exchangeOnce(code: string): Promise<LoginData> {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = exchangeLoginCode(code, loginRedirectUri());
    exchanges.set(code, pending);
  }
  return pending;
}

/**
 * /login/kakao (the provider sends the user back with ?code) and /auth/kakao (the terms modal):
 * spec 000 §4 "Social login and signup".
 */
export default function AuthPage() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const toast = useToast();
  const code = location === patterns.loginReturn ? loginReturnQuery.parse(search).code : null;
  const [phase, setPhase] = useState<AuthPhase>(() =>
    !code && readSession('signupToken') ? 'terms' : 'working',
  );

  useEffect(() => {
    if (phase !== 'working') return;
    if (!code) {
      // spec 000 §4 step 4: no code (and no signup in progress) goes to my page.
      navigate(links.myPage(), { replace: true });
      return;
    }
    let active = true;
    exchangeOnce(code)
      .then(async (data) => {
        if (!active) return;
        if (isSignupNeeded(data)) {
          writeSession('signupToken', data.signupToken);
          // The consumed code leaves the address bar; the terms modal lives on /auth/kakao.
          navigate(links.authTerms(), { replace: true });
          return;
        }
        await storeSignedIn(data, { email: data.email });
        // Back where sign-in started when it said so (a review being written), else my page (spec 000 §4).
        navigate(takeLoginReturn() ?? links.myPage(), { replace: true });
      })
      .catch(async (error: unknown) => {
        if (!active) return;
        await abandonSignIn();
        toast.show({
          message: errorMessage(error, '로그인하지 못했어요. 다시 시도해 주세요.'),
          tone: 'negative',
        });
        navigate(links.myPage(), { replace: true });
      });
    return () => {
      active = false;
    };
  }, [code, phase, navigate, toast]);

  const leave = async (message?: string) => {
    await abandonSignIn();
    if (message) toast.show({ message, tone: 'negative' });
    navigate(links.myPage(), { replace: true });
  };

  return (
    <AuthView
      phase={phase}
      onCancelTerms={() => void leave()}
      onAgreeTerms={async () => {
        const signupToken = readSession('signupToken');
        if (!signupToken) {
          await leave('회원가입 정보가 만료되었어요. 다시 로그인해 주세요.');
          return;
        }
        try {
          const tokens = await signup(signupToken);
          await storeSignedIn(tokens, { verificationStatus: 'unverified', firstLogin: true });
          setPhase('welcome');
        } catch (error) {
          await leave(errorMessage(error, '회원가입에 실패했어요. 다시 시도해 주세요.'));
        }
      }}
      onWelcomeConfirm={() => navigate(links.myPage(), { replace: true })}
      onWelcomeVerify={() => navigate(links.verifyChoice(), { replace: true })}
    />
  );
}
