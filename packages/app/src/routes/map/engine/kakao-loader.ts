// spec 000 §8: the maps SDK script is loaded with up to 3 retries and growing delays.

interface KakaoMapsGlobal {
  maps?: { load: (callback: () => void) => void };
}

const DEFAULT_SDK_URL = 'https://dapi.kakao.com/v2/maps/sdk.js';
const SCRIPT_ID = 'jb-kakao-maps-sdk';

export interface KakaoLoaderOptions {
  appKey: string;
  /** Script address; a test or a proxy may point elsewhere. */
  url?: string;
  retries?: number;
  /** Delay before the first retry; each later retry waits twice as long. */
  baseDelayMs?: number;
}

/** Waits before each retry: base, 2 × base, 4 × base … */
export function retryDelays(retries: number, baseDelayMs: number): number[] {
  return Array.from({ length: retries }, (_, i) => baseDelayMs * 2 ** i);
}

function kakaoGlobal(): KakaoMapsGlobal | undefined {
  return (globalThis as { kakao?: KakaoMapsGlobal }).kakao;
}

export function isKakaoLoaded(): boolean {
  return Boolean(kakaoGlobal()?.maps);
}

function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    document.getElementById(SCRIPT_ID)?.remove();
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`지도 스크립트를 불러오지 못했어요: ${src}`));
    };
    document.head.appendChild(script);
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function whenMapsReady(): Promise<void> {
  return new Promise((resolve, reject) => {
    const maps = kakaoGlobal()?.maps;
    if (!maps) reject(new Error('지도 스크립트에 kakao.maps가 없어요.'));
    else maps.load(resolve);
  });
}

let pending: Promise<void> | null = null;

/** Loads the Kakao Maps SDK once per page (autoload off, so `kakao.maps.load` decides when it is ready). */
export function loadKakaoSdk({
  appKey,
  url = DEFAULT_SDK_URL,
  retries = 3,
  baseDelayMs = 500,
}: KakaoLoaderOptions): Promise<void> {
  if (isKakaoLoaded()) return whenMapsReady();
  pending ??= (async () => {
    const src = `${url}?appkey=${encodeURIComponent(appKey)}&autoload=false&libraries=services`;
    const delays = retryDelays(retries, baseDelayMs);
    for (let attempt = 0; ; attempt++) {
      try {
        await injectScript(src);
        break;
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined) throw error;
        await wait(delay);
      }
    }
    await whenMapsReady();
  })().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
