import { describe, expect, it } from 'vitest';
import { DORM_FACILITY_ROWS, isOptionMatrixComplete } from './OptionMatrix';

describe('DORM_FACILITY_ROWS', () => {
  it('has the six facilities of spec 001 §3.1 with their options', () => {
    expect(DORM_FACILITY_ROWS.map((row) => [row.label, row.options])).toEqual([
      ['화장실', ['개인', '공용']],
      ['샤워실', ['개인', '공용']],
      ['냉장고', ['없음', '개인', '공용']],
      ['전자레인지', ['없음', '개인', '공용']],
      ['세탁기', ['없음', '개인', '공용']],
      ['휴게시설', ['있음', '없음']],
    ]);
  });
});

describe('isOptionMatrixComplete', () => {
  const all = Object.fromEntries(DORM_FACILITY_ROWS.map((row) => [row.id, '공용']));

  it('is complete only when every row has a choice (spec 001 §5)', () => {
    expect(isOptionMatrixComplete(DORM_FACILITY_ROWS, {})).toBe(false);
    expect(isOptionMatrixComplete(DORM_FACILITY_ROWS, all)).toBe(true);
    for (const row of DORM_FACILITY_ROWS) {
      const { [row.id]: _dropped, ...rest } = all;
      expect(isOptionMatrixComplete(DORM_FACILITY_ROWS, rest)).toBe(false);
    }
  });
});
