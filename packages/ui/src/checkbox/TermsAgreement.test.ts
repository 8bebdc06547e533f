import { describe, expect, it } from 'vitest';
import { DEFAULT_TERMS_ITEMS, isTermsComplete, type TermsItem } from './TermsAgreement';

describe('isTermsComplete', () => {
  it('needs all three required agreements (spec 000 §5)', () => {
    expect(isTermsComplete(DEFAULT_TERMS_ITEMS, [])).toBe(false);
    expect(isTermsComplete(DEFAULT_TERMS_ITEMS, ['age', 'service'])).toBe(false);
    expect(isTermsComplete(DEFAULT_TERMS_ITEMS, ['privacy', 'age', 'service'])).toBe(true);
  });

  it('ignores optional items and unknown ids', () => {
    const items: TermsItem[] = [
      ...DEFAULT_TERMS_ITEMS,
      { id: 'marketing', label: '마케팅 수신 동의', required: false },
    ];
    expect(isTermsComplete(items, ['age', 'service', 'privacy'])).toBe(true);
    expect(isTermsComplete(items, ['age', 'service', 'marketing', 'other'])).toBe(false);
  });

  it('lists the spec items in order, all required', () => {
    expect(DEFAULT_TERMS_ITEMS.map((item) => item.label)).toEqual([
      '만 14세 이상이에요',
      '찐빵 서비스 이용약관 동의',
      '개인정보 수집 및 이용 동의',
    ]);
    expect(DEFAULT_TERMS_ITEMS.every((item) => item.required)).toBe(true);
  });
});
