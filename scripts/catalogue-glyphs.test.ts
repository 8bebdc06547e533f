import { describe, expect, it } from 'vitest';
import { CATALOGUE_GLYPHS } from '../packages/app/build/catalogue-glyphs.ts';
import { UNIVERSITIES } from '../packages/server/src/seed/universities.ts';

describe("the UI font's catalogue glyphs (packages/app/build/catalogue-glyphs.ts)", () => {
  it('hold every character past ASCII of every seeded university and campus name', () => {
    const held = new Set(CATALOGUE_GLYPHS);
    const missing = new Set<string>();
    for (const university of UNIVERSITIES)
      for (const name of [university.name, ...university.campuses.map((campus) => campus.campusName)])
        for (const ch of name) if ((ch.codePointAt(0) as number) >= 0xa0 && !held.has(ch)) missing.add(ch);
    expect([...missing].join('')).toBe('');
  });
});
