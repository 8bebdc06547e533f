// Where a 동 is, for search: the centre points of the 행정동 around campuses (the list the seed's lot addresses
// come from). A 법정동 a student types is found by the 행정동 it lies in (칠암동 → 진주시 천전동).
import { adminDongsOf } from '@jjinbbang/domain';
import { SEED_DONGS } from '../seed/data/dongs.ts';

export interface DongCentre {
  latitude: number;
  longitude: number;
}

/** The centres of the 행정동 a 동 name lies in, at most `max` of them. */
export function dongCentres(name: string, max: number): DongCentre[] {
  const centres: DongCentre[] = [];
  for (const { district, adminDong } of adminDongsOf(name)) {
    for (const dong of SEED_DONGS) {
      if (dong[2] !== adminDong || (district !== '' && dong[1] !== district)) continue;
      centres.push({ latitude: dong[3], longitude: dong[4] });
      if (centres.length >= max) return centres;
    }
  }
  return centres;
}
