import { describe, expect, it } from 'vitest';
import { deviceLabel, formatLastUsed, UNKNOWN_DEVICE_LABEL } from './device';

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'iPhone · Safari',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Android · 삼성 인터넷',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Android · Chrome',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Windows · Edge',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Mac · Chrome',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Linux · Firefox'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.8.0',
      'iPhone · 카카오톡',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Whale/3.27 Chrome/126 Safari/537.36',
      'Windows · 웨일',
    ],
  ])('%s → %s', (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });

  it('names an unknown or missing User-Agent plainly', () => {
    expect(deviceLabel(undefined)).toBe(UNKNOWN_DEVICE_LABEL);
    expect(deviceLabel('')).toBe(UNKNOWN_DEVICE_LABEL);
    expect(deviceLabel('curl/8.5.0')).toBe(UNKNOWN_DEVICE_LABEL);
  });
});

describe('formatLastUsed', () => {
  const now = Date.parse('2026-11-24T12:00:00+09:00');
  it.each([
    ['2026-11-24T11:59:40+09:00', '방금 전'],
    ['2026-11-24T11:48:00+09:00', '12분 전'],
    ['2026-11-24T09:00:00+09:00', '3시간 전'],
    ['2026-11-22T08:00:00+09:00', '2일 전'],
    ['2026-11-02T08:00:00+09:00', '2026.11.02'],
    ['2026-11-24T12:00:30+09:00', '방금 전'],
  ])('%s → %s', (iso, text) => {
    expect(formatLastUsed(iso, now)).toBe(text);
  });

  it('says nothing for text that is not a date', () => {
    expect(formatLastUsed('어제', now)).toBe('');
  });
});
