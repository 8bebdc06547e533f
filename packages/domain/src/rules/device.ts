// A signed-in device as "계정 › 로그인한 기기" lists it: its name and when it was last used.
import { formatDate } from './display';

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

/**
 * When a device was last used, as the list says it: "방금 전", "12분 전", "3시간 전", "2일 전", then the date
 * (2025.02.23). `now` is passed so the text is the same for every row of one list (and in tests).
 */
export function formatLastUsed(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return '방금 전';
  if (minutes < 60) return `${minutes}분 전`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}시간 전`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}일 전`;
  return formatDate(iso);
}
