import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAllUniversities, UNIVERSITY_REQUEST_LIMIT } from './endpoints';

const university = (id: number) => ({
  id,
  universityName: `대학교 ${id}`,
  universityLogo: null,
  campuses: [],
});

afterEach(() => vi.unstubAllGlobals());

describe('getAllUniversities', () => {
  it('reads the whole list in one request', async () => {
    const all = Array.from({ length: 327 }, (_, i) => university(i + 1));
    const fetch = vi.fn(async (input: string) => {
      const url = new URL(input, 'http://app.test');
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const data = all.slice(offset, offset + limit);
      return new Response(JSON.stringify({ code: 200, message: 'OK', data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    const list = await getAllUniversities();
    expect(list.map((u) => u.id)).toEqual(all.map((u) => u.id));
    // issue 13: the dormitory step loaded 327 universities in 22 sequential requests; now it is one.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(UNIVERSITY_REQUEST_LIMIT).toBeGreaterThanOrEqual(all.length);
  });
});
