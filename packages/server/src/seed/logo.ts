import { hashString } from './prng.ts';

/** Monograms that the generic rule ('drop 국립/한국, take two syllables') would make ambiguous or odd. */
const MONOGRAMS: Record<string, string> = {
  한국과학기술원: '과기',
  한국외국어대학교: '외대',
  한국교원대학교: '교원',
  한국체육대학교: '한체',
  서울과학기술대학교: '과기',
  포항공과대학교: '포공',
  가톨릭관동대학교: '관동',
  가톨릭꽃동네대학교: '꽃동',
  가톨릭상지대학교: '상지',
  가톨릭대학교: '가대',
};

/** The 1–2 syllable Korean monogram students abbreviate a school to ('경상국립대학교' → '경상'). */
export function universityMonogram(name: string): string {
  const known = MONOGRAMS[name];
  if (known) return known;
  let core = name.replace(/^국립/, '');
  if (core.startsWith('한국') && core.length > 4) core = core.slice(2);
  const syllables = [...core].filter((ch) => /[가-힣]/.test(ch));
  return syllables.slice(0, 2).join('') || [...name].slice(0, 1).join('');
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

function relativeLuminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Background colour for white text: darkened until the WCAG contrast ratio is at least 4.5:1. */
export function monogramColour(name: string): string {
  const hash = hashString(name);
  const hue = hash % 360;
  const saturation = (45 + ((hash >>> 9) % 20)) / 100;
  let lightness = (32 + ((hash >>> 17) % 10)) / 100;
  let rgb = hslToRgb(hue, saturation, lightness);
  while (1.05 / (relativeLuminance(rgb) + 0.05) < 4.6 && lightness > 0.05) {
    lightness -= 0.01;
    rgb = hslToRgb(hue, saturation, lightness);
  }
  return `#${rgb
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * A circular monogram badge standing in for a university logo (no trademarked artwork). The colour is derived
 * from the name, so a school keeps its colour across runs.
 */
export function universityLogoSvg(name: string): string {
  const monogram = universityMonogram(name);
  const fontSize = [...monogram].length === 1 ? 44 : 34;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${escapeXml(name)}">` +
    `<title>${escapeXml(name)}</title>` +
    `<circle cx="48" cy="48" r="48" fill="${monogramColour(name)}"/>` +
    `<circle cx="48" cy="48" r="42" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>` +
    `<text x="48" y="50" fill="#ffffff" font-family="Pretendard, 'Noto Sans KR', 'Apple SD Gothic Neo', sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" dominant-baseline="central">${escapeXml(monogram)}</text>` +
    '</svg>'
  );
}
