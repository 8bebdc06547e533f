import type { Config } from '../config.ts';
import { ApiError } from '../errors.ts';

export interface ProviderAccount {
  kakaoId: string;
  nickname: string;
  email: string | null;
}

export function kakaoAuthorizeUrl(config: Config, redirectUri: string): string {
  const url = new URL('https://kauth.kakao.com/oauth/authorize');
  url.searchParams.set('client_id', config.kakaoRestApiKey ?? '');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  return url.toString();
}

/** Exchanges a Kakao authorization code for the account behind it (REST API: /oauth/token, /v2/user/me). */
export async function exchangeKakaoCode(
  config: Config,
  code: string,
  redirectUri: string,
): Promise<ProviderAccount> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: config.kakaoRestApiKey ?? '',
    redirect_uri: redirectUri,
    code,
  });
  if (config.kakaoClientSecret) form.set('client_secret', config.kakaoClientSecret);
  let tokenRes: Response;
  try {
    tokenRes = await fetch('https://kauth.kakao.com/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new ApiError(502, '카카오 로그인 서버에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.');
  }
  if (!tokenRes.ok) throw new ApiError(401, '카카오 인증에 실패했어요. 다시 로그인해 주세요.');
  const token = (await tokenRes.json()) as { access_token?: string };
  if (!token.access_token) throw new ApiError(401, '카카오 인증에 실패했어요. 다시 로그인해 주세요.');
  const meRes = await fetch('https://kapi.kakao.com/v2/user/me', {
    headers: { authorization: `Bearer ${token.access_token}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!meRes.ok) throw new ApiError(401, '카카오 사용자 정보를 가져오지 못했어요.');
  const me = (await meRes.json()) as {
    id?: number | string;
    properties?: { nickname?: string };
    kakao_account?: { email?: string; profile?: { nickname?: string } };
  };
  if (me.id === undefined) throw new ApiError(401, '카카오 사용자 정보를 가져오지 못했어요.');
  return {
    kakaoId: String(me.id),
    nickname: me.kakao_account?.profile?.nickname ?? me.properties?.nickname ?? '찐빵이',
    email: me.kakao_account?.email ?? null,
  };
}
