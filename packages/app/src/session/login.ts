import { api } from '../api/client';
import { links } from '../routes';

/** Where the provider sends the user back (spec 000 §4: /login/kakao with ?code=). */
export function loginRedirectUri(): string {
  return new URL(links.loginReturn(), window.location.origin).toString();
}

/**
 * spec 000 §4 step 1: go to the social provider's authorize page. The server says which provider is
 * active (Kakao when configured, otherwise the local sign-in page), so nothing here is provider-specific.
 */
export async function startLogin(): Promise<void> {
  const { url } = await api.request('/api/v1/auth/login-url', {
    query: { redirectUri: loginRedirectUri() },
    schema: (s) => s.loginUrlSchema,
  });
  window.location.assign(url);
}
