import { describe, expect, it } from 'vitest';
import { pinPriceLabel } from './pin-price';

describe('pinPriceLabel', () => {
  it('says the 월 실거주비 in whole 만원', () => {
    expect(pinPriceLabel(39)).toBe('월 39');
    expect(pinPriceLabel(48.6)).toBe('월 49');
    expect(pinPriceLabel(48.6, 'MONTHLY_RENT')).toBe('월 49');
  });

  it('under 전세 says the 보증금, in 억 from 1억', () => {
    expect(pinPriceLabel(8000, 'DEPOSIT_RENT')).toBe('전세 8000');
    expect(pinPriceLabel(12000, 'DEPOSIT_RENT')).toBe('전세 1.2억');
    expect(pinPriceLabel(20000, 'DEPOSIT_RENT')).toBe('전세 2억');
  });
});
