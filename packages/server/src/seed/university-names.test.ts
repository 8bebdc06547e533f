import { universityShortNames } from '@jjinbbang/domain';
import { describe, expect, it } from 'vitest';
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
