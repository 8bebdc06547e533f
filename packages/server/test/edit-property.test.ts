// Every save is what it says: for random edits of every field of a general review (valid and out-of-range
// values alike), the review read back equals what was sent, or the edit was refused with a 400 and the review
// is as it was — never a 200 that drops or changes a field.
import {
  DEPOSIT_RETURN_OUTCOMES,
  DORM_ROOM_FACILITIES,
  FLOOR_TYPES,
  GENERAL_HOUSING_TYPES,
  type KeywordCode,
  keywordsForKind,
} from '@jjinbbang/domain';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT, dormBody, generalBody } from './bodies.ts';
import { F } from './fixture.ts';
import { type AnyJson, createTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let author: string;
let urls: string[];
let reviewId: number;
let dormReviewId: number;

async function photo(n: number): Promise<Blob> {
  const background = { r: (n * 41) % 256, g: (n * 83) % 256, b: (n * 29) % 256 };
  const png = await sharp({ create: { width: 20 + n, height: 14, channels: 3, background } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)]);
}

beforeAll(async () => {
  s = await createTestServer();
  author = await s.token(F.verified);
  const form = new FormData();
  form.append('category', 'review');
  for (let i = 0; i < 4; i++) form.append('files', await photo(i), `edit-${i}.png`);
  const uploaded = await s.call<{ urls: string[] }>('/api/v1/images', {
    method: 'POST',
    token: author,
    body: form,
  });
  expect(uploaded.status).toBe(200);
  urls = uploaded.data.urls;
  const created = await s.call<{ reviewId: number }>('/api/v1/review/GENERAL', {
    method: 'POST',
    token: author,
    json: generalBody(urls.slice(0, 2), {
      buildingRequest: {
        buildingCode: null,
        name: '수정시험빌',
        type: 'ROOM',
        address: '경남 진주시 수정시험로 7',
        latitude: 35.18,
        longitude: 128.07,
      },
    }),
  });
  expect(created.status).toBe(200);
  reviewId = created.data.reviewId;
  const dorm = await s.call<{ reviewId: number }>('/api/v1/review/DORM', {
    method: 'POST',
    token: author,
    json: dormBody(urls.slice(2, 4), F.campusA1, {
      buildingRequest: {
        buildingCode: null,
        name: '수정시험학사',
        type: 'DORMITORY',
        address: '서울특별시 성북구 수정시험로 3',
        latitude: 37.5891,
        longitude: 127.0311,
      },
    }),
  });
  expect(dorm.status).toBe(200);
  dormReviewId = dorm.data.reviewId;
}, 120_000);
afterAll(() => s?.close());

const codes = (polarity: 'positive' | 'negative'): KeywordCode[] =>
  keywordsForKind('GENERAL', polarity).flatMap((g) => g.keywords.map((k) => k.code));
const dormCodes = (polarity: 'positive' | 'negative'): KeywordCode[] =>
  keywordsForKind('DORM', polarity).flatMap((g) => g.keywords.map((k) => k.code));

/** Mostly values a screen sends, sometimes what only a broken or hostile client would. */
const sometimes = <T, U>(usual: fc.Arbitrary<T>, odd: fc.Arbitrary<U>) =>
  fc.oneof({ weight: 14, arbitrary: usual }, { weight: 1, arbitrary: odd });

const editArb = () =>
  fc.record({
    contractType: fc.constantFrom('MONTHLY_RENT', 'DEPOSIT_RENT'),
    deposit: sometimes(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(-1, 1_000_001, 2.5)),
    monthlyRent: sometimes(fc.integer({ min: 0, max: 1_000 }), fc.constantFrom(null, -1, 1_001, 4.5)),
    maintenanceCost: sometimes(fc.option(fc.integer({ min: 1, max: 300 })), fc.constantFrom(0, 301, 1.5)),
    floor: fc.constantFrom(...FLOOR_TYPES),
    space: sometimes(
      fc.integer({ min: 1, max: 300_000 }).map((n) => n / 100),
      fc.constantFrom(0, -3, 3_000.5, 1e9),
    ),
    rating: sometimes(fc.integer({ min: 1, max: 5 }), fc.constantFrom(0, 6, 3.5)),
    content: sometimes(
      fc.constantFrom(CONTENT, '짧게 고쳤어요.', `  ${CONTENT.slice(0, 120)}  `),
      fc.constantFrom('', '   ', 'ㅋ'.repeat(1001)),
    ),
    depositReturn: fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.record({
        outcome: fc.constantFrom(...DEPOSIT_RETURN_OUTCOMES),
        days: sometimes(fc.option(fc.integer({ min: 0, max: 730 })), fc.constantFrom(-3, 731, 1.5)),
      }),
    ),
    /** The review's photos in another order (a dropped photo is deleted, so later edits cannot send it). */
    reversePhotos: fc.boolean(),
    /** A 전세 sent with a rent: only a broken client does. */
    rentWithJeonse: fc.integer({ min: 0, max: 14 }).map((n) => n === 0),
    positive: fc.shuffledSubarray(codes('positive'), { minLength: 1, maxLength: 5 }),
    negative: fc.shuffledSubarray(codes('negative'), { minLength: 1, maxLength: 5 }),
    name: sometimes(
      fc.constantFrom('수정시험빌', '새봄빌 203호', '  가온 하우스  '),
      fc.constantFrom('', 'ㄱ'.repeat(51)),
    ),
    type: fc.constantFrom(...GENERAL_HOUSING_TYPES),
    lotAddress: fc.option(fc.constantFrom('경남 진주시 가좌동 482-3', '가좌동 900')),
  });
type Edit = ReturnType<typeof editArb> extends fc.Arbitrary<infer T> ? T : never;

const read = async (id = reviewId, kind = 'GENERAL'): Promise<AnyJson> => {
  const res = await s.call<AnyJson>(`/api/v1/review/${id}?reviewType=${kind}`, { token: author });
  expect(res.status).toBe(200);
  return res.data;
};
/** What an edit may change, without the time of the edit. */
const stored = (detail: AnyJson) => ({
  ...detail,
  reviewInfo: { ...detail.reviewInfo, updateAt: null },
  ...(detail.generalReviewInfo
    ? { generalReviewInfo: { ...detail.generalReviewInfo, monthlyCost: null } }
    : {}),
});

const dormEditArb = () =>
  fc.record({
    capacity: sometimes(fc.integer({ min: 1, max: 20 }), fc.constantFrom(0, 21, 1.5)),
    dormFee: sometimes(fc.integer({ min: 0, max: 1_000 }), fc.constantFrom(-1, 1_001, 9.5)),
    floor: fc.constantFrom(...FLOOR_TYPES),
    rating: sometimes(fc.integer({ min: 1, max: 5 }), fc.constantFrom(0, 6)),
    content: sometimes(fc.constantFrom(CONTENT, '방이 넓어요.'), fc.constantFrom('', ' ')),
    region: sometimes(fc.option(fc.constantFrom('대구광역시', '경남 진주시')), fc.constant('')),
    grade: sometimes(
      fc.option(fc.constantFrom('4.1', '0', '4.5', '3')),
      fc.constantFrom('4.6', '-1', '사점영'),
    ),
    privateFacilities: fc.shuffledSubarray([...DORM_ROOM_FACILITIES]),
    lounge: fc.boolean(),
    positive: fc.shuffledSubarray(dormCodes('positive'), { minLength: 1, maxLength: 5 }),
    negative: fc.shuffledSubarray(dormCodes('negative'), { minLength: 1, maxLength: 5 }),
    name: sometimes(fc.constantFrom('수정시험학사', '새 학사 2동'), fc.constant('')),
  });
type DormEdit = ReturnType<typeof dormEditArb> extends fc.Arbitrary<infer T> ? T : never;

describe('editing a general review', () => {
  it('stores every field sent, or refuses with a 400 and changes nothing', async () => {
    let before = await read();
    let saved = 0;
    await fc.assert(
      fc.asyncProperty(editArb(), async (edit: Edit) => {
        const monthlyRent =
          edit.contractType === 'DEPOSIT_RENT' && !edit.rentWithJeonse ? null : edit.monthlyRent;
        const imageUrls = edit.reversePhotos
          ? [...before.reviewImages.imageUrl].reverse()
          : before.reviewImages.imageUrl;
        const body = {
          generalReview: {
            contractType: edit.contractType,
            deposit: edit.deposit,
            monthlyRent,
            maintenanceCost: edit.maintenanceCost,
            floor: edit.floor,
            space: edit.space,
            rating: edit.rating,
            content: edit.content,
            ...(edit.depositReturn === undefined ? {} : { depositReturn: edit.depositReturn }),
          },
          imageUrls,
          buildingRequest: {
            placeId: before.building.buildingId,
            name: edit.name,
            type: edit.type,
            address: before.building.address,
            lotAddress: edit.lotAddress,
            latitude: before.building.latitude,
            longitude: before.building.longitude,
          },
          keywords: { positive: edit.positive, negative: edit.negative },
        };
        const res = await s.call<AnyJson>(`/api/v1/review/${reviewId}`, {
          method: 'PUT',
          token: author,
          json: body,
        });
        const after = await read();
        if (res.status !== 200) {
          expect(res.status, JSON.stringify(res.data ?? res)).toBe(400);
          expect(stored(after)).toEqual(stored(before));
          return;
        }
        saved++;
        const g = after.generalReviewInfo;
        expect(g).toMatchObject({
          contractType: edit.contractType,
          deposit: edit.deposit,
          price: monthlyRent,
          maintenanceCost: edit.maintenanceCost,
          floor: edit.floor,
          space: edit.space,
          rating: edit.rating,
          depositReturn:
            edit.depositReturn === undefined ? before.generalReviewInfo.depositReturn : edit.depositReturn,
        });
        expect(after.reviewInfo.content).toBe(edit.content.trim());
        expect(after.reviewImages.imageUrl).toEqual(imageUrls);
        expect([...after.keywords.positive].sort()).toEqual([...edit.positive].sort());
        expect([...after.keywords.negative].sort()).toEqual([...edit.negative].sort());
        expect(after.building).toMatchObject({
          name: edit.name.trim(),
          type: edit.type,
          address: before.building.address,
        });
        if (edit.lotAddress !== null) expect(after.building.lotAddress).not.toBeNull();
        before = after;
      }),
      { numRuns: 80, seed: 3201 },
    );
    // The property saw saves, not only refusals.
    expect(saved).toBeGreaterThan(10);
  }, 240_000);
});

describe('editing a dormitory review', () => {
  it('stores every field sent, or refuses with a 400 and changes nothing', async () => {
    let before = await read(dormReviewId, 'DORM');
    let saved = 0;
    await fc.assert(
      fc.asyncProperty(dormEditArb(), async (edit: DormEdit) => {
        const facilities = {
          privateFacilities: edit.privateFacilities,
          publicFacilities: DORM_ROOM_FACILITIES.filter((f) => !edit.privateFacilities.includes(f)),
          lounge: edit.lounge,
        };
        const body = {
          dormitoryReview: {
            campusId: before.dormitoryReviewInfo.campusId,
            capacity: edit.capacity,
            dormFee: edit.dormFee,
            floor: edit.floor,
            rating: edit.rating,
            content: edit.content,
          },
          imageUrls: before.reviewImages.imageUrl,
          buildingRequest: {
            placeId: before.building.buildingId,
            name: edit.name,
            type: 'DORMITORY',
            address: before.building.address,
            latitude: before.building.latitude,
            longitude: before.building.longitude,
          },
          keywords: { positive: edit.positive, negative: edit.negative },
          condition: { currentRegion: edit.region, currentGrade: edit.grade },
          facilities,
        };
        const res = await s.call<AnyJson>(`/api/v1/review/${dormReviewId}`, {
          method: 'PUT',
          token: author,
          json: body,
        });
        const after = await read(dormReviewId, 'DORM');
        if (res.status !== 200) {
          expect(res.status, JSON.stringify(res.data ?? res)).toBe(400);
          expect(stored(after)).toEqual(stored(before));
          return;
        }
        saved++;
        expect(after.dormitoryReviewInfo).toMatchObject({
          capacity: edit.capacity,
          dormFee: edit.dormFee,
          floor: edit.floor,
          rating: edit.rating,
        });
        expect(after.reviewInfo.content).toBe(edit.content.trim());
        expect(after.conditions).toEqual({ currentRegion: edit.region, currentGrade: edit.grade });
        expect(after.facilities).toEqual(facilities);
        expect([...after.keywords.positive].sort()).toEqual([...edit.positive].sort());
        expect([...after.keywords.negative].sort()).toEqual([...edit.negative].sort());
        expect(after.building.name).toBe(edit.name.trim());
        before = after;
      }),
      { numRuns: 60, seed: 3202 },
    );
    expect(saved).toBeGreaterThan(10);
  }, 240_000);
});
