import { universityShortNames } from '@jjinbbang/domain';
import { describe, expect, it } from 'vitest';
import { generateSeed } from './generate.ts';
import { UNIVERSITIES } from './universities.ts';

describe('the short-name table against the seeded universities', () => {
  it('names universities and campuses that exist', () => {
    const campuses = new Map(UNIVERSITIES.map((u) => [u.name, u.campuses.map((c) => c.campusName)]));
    for (const [name, target] of universityShortNames()) {
      expect(campuses.has(target.university), `${name} → ${target.university}`).toBe(true);
      if (target.campus) expect(campuses.get(target.university), name).toContain(target.campus);
    }
  });
});

describe('seeded lot addresses name 법정동', () => {
  const data = generateSeed();

  it('a place in 가호동 lies in 가좌동 by its lot address, never in the 행정동', () => {
    const lots = [...data.buildings, ...data.agencies].flatMap((p) => (p.lotAddress ? [p.lotAddress] : []));
    expect(lots.filter((l) => l.startsWith('경상남도 진주시 가좌동 ')).length).toBeGreaterThan(10);
    expect(lots.some((l) => / (가호동|낙성대동|인헌동) /.test(l))).toBe(false);
  });
});
