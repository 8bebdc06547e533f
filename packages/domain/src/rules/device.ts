// The name of a signed-in device, as "내 계정 › 로그인한 기기" lists it.

/** What a device is called when its browser says nothing we recognise. */
export const UNKNOWN_DEVICE_LABEL = '알 수 없는 기기';
/** The longest label stored for a device. */
export const DEVICE_LABEL_MAX = 60;

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPad/, 'iPad'],
  [/iPhone|iPod/, 'iPhone'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'Chromebook'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

// Order matters: in-app browsers and Chromium's derivatives also say "Chrome" and "Safari".
const BROWSERS: readonly [RegExp, string][] = [
  [/KAKAOTALK/i, '카카오톡'],
  [/NAVER\(inapp|NAVER\//, '네이버 앱'],
  [/SamsungBrowser/, '삼성 인터넷'],
  [/Whale/, '웨일'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox|FxiOS/, 'Firefox'],
  [/Chrome|CriOS|Chromium/, 'Chrome'],
  [/Safari/, 'Safari'],
];

/**
 * A short Korean-friendly name of the device a sign-in came from, read from its User-Agent: "iPhone · Safari",
 * "Windows · Edge", "Android · 카카오톡". Only the system and the browser are kept — no versions, no model —
 * which is enough to tell one's own phone from one's laptop and says nothing more about the person.
 */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  if (!system && !browser) return UNKNOWN_DEVICE_LABEL;
  return [system, browser].filter(Boolean).join(' · ').slice(0, DEVICE_LABEL_MAX);
}
