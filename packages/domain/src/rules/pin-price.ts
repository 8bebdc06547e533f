// What a map pin and a cluster say about price: short enough for a pin ("월 39", "전세 1.2억").
import type { ContractTypeFilter } from '../enums';

/** The pin's words for a price in 만원: 월 실거주비 by default, 보증금 under the 전세 filter. */
export function pinPriceLabel(price: number, contractType: ContractTypeFilter = 'ALL'): string {
  if (contractType === 'DEPOSIT_RENT') {
    if (price >= 10_000) {
      const eok = Math.round(price / 1000) / 10;
      return `전세 ${eok.toFixed(1).replace(/\.0$/, '')}억`;
    }
    return `전세 ${Math.round(price)}`;
  }
  return `월 ${Math.round(price)}`;
}
