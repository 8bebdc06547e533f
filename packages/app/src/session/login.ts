import { api } from '../api/client';
import { links } from '../routes';

/** Where the provider sends the user back (spec 000 §4: /login/kakao with ?code=). */
export function loginRedirectUri(): string {
  return new URL(links.loginReturn(), window.location.origin).toString();
}

const RETURN_KEY = 'jjinbbang:loginReturn';

/** An address of this app to go back to: a path of this origin (never `//host`), not the sign-in pages. */
function isReturnPath(value: string | null): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    !value.startsWith(links.loginReturn()) &&
    value.length <= 2048
  );
}

/**
 * The page sign-in started from, once (then forgotten): a session that ended in the middle of writing a review
 * returns to the wizard rather than to my page (its draft went with the session, ADR 0096). Null when sign-in started without one (spec 000 §4: my page).
 */
export function takeLoginReturn(): string | null {
  try {
    const value = window.sessionStorage.getItem(RETURN_KEY);
    window.sessionStorage.removeItem(RETURN_KEY);
    return isReturnPath(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * spec 000 §4 step 1: go to the social provider's authorize page. The server says which provider is
 * active (Kakao when configured, otherwise the local sign-in page), so nothing here is provider-specific.
 * `returnTo`: the address to come back to after signing in (this tab only).
 */
export async function startLogin(options: { returnTo?: string } = {}): Promise<void> {
  const { url } = await api.request('/api/v1/auth/login-url', {
    query: { redirectUri: loginRedirectUri() },
    schema: (s) => s.loginUrlSchema,
  });
  try {
    if (isReturnPath(options.returnTo ?? null))
      window.sessionStorage.setItem(RETURN_KEY, options.returnTo ?? '');
    else window.sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // without session storage the sign-in ends on my page, as the spec has it
  }
  window.location.assign(url);
}
