// 보증금 반환 기록 of the seed (issue 17). Each landlord (building) or agency has a character — most return the
// deposit in full within days, some deduct cleaning and repair costs and take weeks, a few do not return it — and each
// review draws its record from that character. A PRNG of its own, keyed by place and author, so adding the records
// leaves every other generated value unchanged.
import type { DepositReturnRecord } from '@jjinbbang/domain';
import { hashString, Random } from './prng.ts';

type Character = 'prompt' | 'deducting' | 'withholding';

function characterOf(placeKey: string): Character {
  const r = new Random(hashString(`landlord:${placeKey}`)).int(0, 99);
  return r < 86 ? 'prompt' : r < 96 ? 'deducting' : 'withholding';
}

/** The record a review of `placeKey` by `authorId` carries, or null (a quarter of reviewers skip the question). */
export function seedDepositReturn(placeKey: string, authorId: number): DepositReturnRecord | null {
  const rnd = new Random(hashString(`deposit:${placeKey}:${authorId}`));
  if (rnd.chance(0.25)) return null;
  if (rnd.chance(0.2)) return { outcome: 'LIVING', days: null };
  const roll = rnd.int(0, 99);
  const asks = rnd.chance(0.85);
  switch (characterOf(placeKey)) {
    case 'prompt':
      if (roll < 93)
        return { outcome: 'FULL', days: asks ? (rnd.chance(0.7) ? rnd.int(0, 3) : rnd.int(4, 10)) : null };
      return { outcome: 'PARTIAL', days: asks ? rnd.int(3, 20) : null };
    case 'deducting':
      if (roll < 60) return { outcome: 'FULL', days: asks ? rnd.int(7, 30) : null };
      if (roll < 95) return { outcome: 'PARTIAL', days: asks ? rnd.int(10, 45) : null };
      return { outcome: 'NONE', days: null };
    case 'withholding':
      if (roll < 30) return { outcome: 'FULL', days: asks ? rnd.int(20, 90) : null };
      if (roll < 60) return { outcome: 'PARTIAL', days: asks ? rnd.int(30, 120) : null };
      return { outcome: 'NONE', days: null };
  }
}
