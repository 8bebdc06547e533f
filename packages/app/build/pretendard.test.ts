import { describe, expect, it } from 'vitest';
import { FALLBACK_FACE, fallbackStyles, glyphsOf, uiFaceStyles, unicodeRange } from './pretendard';

describe('Pretendard subsets', () => {
  it('joins code points into unicode-range runs', () => {
    expect(unicodeRange('cabz가각')).toBe('U+61-63, U+7a, U+ac00-ac01');
  });

  it('takes the glyphs a chunk shows, not ASCII or control characters', () => {
    const glyphs = glyphsOf('const a="찐빵 · 리뷰";\u200b');
    expect([...glyphs].sort()).toEqual(['·', '뷰', '리', '빵', '찐'].sort());
  });

  it('swaps every face and scales the fallback to Pretendard metrics', () => {
    const faces = uiFaceStyles([{ url: '/assets/a.woff2', chars: '가나' }]);
    expect(faces).toContain('font-display:swap');
    expect(faces).toContain('unicode-range:U+ac00, U+b098');
    const css = fallbackStyles();
    expect(css).toContain(`size-adjust:${(FALLBACK_FACE.sizeAdjust * 100).toFixed(2)}%`);
    expect(css).toMatch(/--jb-font-family:"Pretendard UI","Pretendard Variable","Pretendard Fallback"/);
    // The UI faces are not in the stylesheet the first paint uses.
    expect(css).not.toContain('Pretendard UI";');
  });
});
