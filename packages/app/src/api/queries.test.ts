import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from './endpoints';
import { universities } from './queries';

const university = (id: number) => ({
  id,
  universityName: `대학교 ${id}`,
  universityLogo: null,
  campuses: [],
});

afterEach(() => vi.unstubAllGlobals());

describe('the university list', () => {
  it('reads the whole catalogue in one request, and further slices only past the server cap', async () => {
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
    const list = await universities().fetch(api);
    expect(list.map((u) => u.id)).toEqual(all.map((u) => u.id));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
