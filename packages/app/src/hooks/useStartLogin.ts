import { useCallback, useState } from 'react';
import { errorMessage } from '../api/errors';
import { startLogin } from '../session/login';

export const LOGIN_START_FAILED = '로그인 페이지를 열지 못했어요. 잠시 후 다시 시도해 주세요.';

export interface StartLogin {
  /** Goes to the sign-in provider (spec 000 §4 step 1). */
  start: () => void;
  /** True from the tap until the browser leaves (or the attempt fails). */
  busy: boolean;
  /** Why the last attempt failed, in Korean; null otherwise. */
  error: string | null;
}

/**
 * Sign-in with a busy state: the button shows progress and a failure is said in Korean, never swallowed.
 * `returnHere`: come back to this very address after signing in (the review wizard), instead of my page.
 */
export function useStartLogin({
  onError,
  returnHere = false,
}: {
  onError?: (message: string) => void;
  returnHere?: boolean;
} = {}): StartLogin {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = useCallback(() => {
    setBusy(true);
    setError(null);
    const returnTo = returnHere ? `${window.location.pathname}${window.location.search}` : undefined;
    startLogin({ returnTo }).catch((failure: unknown) => {
      const message = errorMessage(failure, LOGIN_START_FAILED);
      setError(message);
      setBusy(false);
      onError?.(message);
    });
  }, [onError, returnHere]);
  return { start, busy, error };
}
