import type { APIRequestContext } from '@playwright/test';

/** Where the seeded 경상국립대학교 가좌캠퍼스 stands, as the API answers it: the map's usual starting point. */
export async function gajwa(request: APIRequestContext, baseURL: string) {
  const res = await request.get(
    `${baseURL}/api/v1/user/univ/campus?universityName=${encodeURIComponent('경상국립대학교')}`,
  );
  const campus = (await res.json()).data.campusList.find(
    (c: { campusName: string }) => c.campusName === '가좌캠퍼스',
  );
  return { lat: campus.latitude as number, lng: campus.longitude as number };
}
