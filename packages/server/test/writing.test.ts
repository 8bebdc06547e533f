import { photoSrcSet, photoVariantUrl } from '@jjinbbang/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, buildings, reports, reviews, uploads } from '../src/db/schema.ts';
import { AVIF, agencyBody, dormBody, generalBody, HEIC, JPEG, newBuildingCode, PNG, WEBP } from './bodies.ts';
import { F } from './fixture.ts';
import { type AnyJson, createTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let author: string;
let other: string;
beforeAll(async () => {
  // These journeys write many reviews as one student; the quota itself is tested in quotas.test.ts.
  s = await createTestServer({ env: { JB_QUOTA_REVIEWS_PER_HOUR: '1000' } });
  author = await s.token(F.verified);
  other = await s.token(F.verified2);
}, 120_000);
afterAll(() => s.close());

function form(files: { bytes: Uint8Array; name: string }[], category: string | null = 'review') {
  const f = new FormData();
  if (category !== null) f.append('category', category);
  for (const file of files) f.append('files', new Blob([file.bytes]), file.name);
  return f;
}

let photoSerial = 0;
/** A photo no other test uploads (photos are named by content: the same bytes are the same photo). */
async function uniquePhoto(): Promise<Uint8Array> {
  const n = ++photoSerial;
  const background = { r: (n * 37) % 256, g: (n * 91) % 256, b: (n * 53) % 256 };
  return new Uint8Array(
    await sharp({ create: { width: 16 + (n % 7), height: 12, channels: 3, background } })
      .png()
      .toBuffer(),
  );
}

async function uploadImages(token: string, count = 2): Promise<string[]> {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({ bytes: await uniquePhoto(), name: `p${i}.png` })),
  );
  const res = await s.call<{ urls: string[] }>('/api/v1/images', {
    method: 'POST',
    token,
    body: form(files),
  });
  expect(res.status).toBe(200);
  return res.data.urls;
}

const create = (kind: string, json: unknown, token = author) =>
  s.call<{ reviewId: number }>(`/api/v1/review/${kind}`, { method: 'POST', token, json });

describe('POST /api/v1/images', () => {
  const upload = (files: { bytes: Uint8Array; name: string }[], category: string | null = 'review') =>
    s.call<{ urls: string[] }>('/api/v1/images', {
      method: 'POST',
      token: author,
      body: form(files, category),
    });

  it('takes JPEG, PNG, WebP and AVIF by content (a real JPEG named .heic is a JPEG), each becoming a JPEG', async () => {
    const res = await upload([
      { bytes: JPEG, name: 'IMG_0001.heic' },
      { bytes: PNG, name: 'b' },
      { bytes: WEBP, name: 'c.webp' },
      { bytes: AVIF, name: 'd.avif' },
    ]);
    expect(res.status).toBe(200);
    expect(res.data.urls).toHaveLength(4);
    for (const url of res.data.urls) expect(url).toMatch(/^\/files\/reviews\/[0-9a-f]{32}\.jpg$/);
    const served = await s.request(res.data.urls[1] ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('jpeg');
  });

  it('turns a photo upright by its EXIF orientation, caps the long edge at 2048 px and drops EXIF and GPS', async () => {
    // 3000×1200 landscape pixels tagged "rotate 90°": the photo is really a 1200×3000 portrait.
    const phone = await sharp({ create: { width: 3000, height: 1200, channels: 3, background: '#8a6' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Phone', Model: 'Camera' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '37/1 35/1 24/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '127/1 1/1 48/1',
        },
      })
      .toBuffer();
    const sent = await sharp(phone).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.length).toBeGreaterThan(0);
    const res = await upload([{ bytes: new Uint8Array(phone), name: 'IMG_2024.jpg' }]);
    expect(res.status).toBe(200);
    const stored = Buffer.from(await (await s.request(res.data.urls[0] ?? '')).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 819, height: 2048 });
    // No EXIF block at all: orientation, camera and GPS position are gone.
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.length).toBeLessThan(phone.length);
  });

  it('names the photo the same way every time it is sent: the name is its content', async () => {
    const first = await upload([{ bytes: PNG, name: 'a.png' }]);
    const again = await upload([{ bytes: PNG, name: 'renamed.png' }]);
    expect(again.data.urls).toEqual(first.data.urls);
    const theirs = await s.call<{ urls: string[] }>('/api/v1/images', {
      method: 'POST',
      token: other,
      body: form([{ bytes: PNG, name: 'a.png' }]),
    });
    // Another student's copy is a file of its own (one may be deleted without the other).
    expect(theirs.data.urls[0]).not.toBe(first.data.urls[0]);
  });

  it('serves width variants in WebP and AVIF for srcset, made on first request and cached for a year', async () => {
    const wide = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#468' } })
      .png()
      .toBuffer();
    const res = await upload([{ bytes: new Uint8Array(wide), name: 'wide.png' }]);
    const url = res.data.urls[0] ?? '';
    for (const [width, format, expected] of [
      [320, 'webp', 320],
      [640, 'avif', 640],
      [2048, 'webp', 1600],
    ] as const) {
      const variant = photoVariantUrl(url, width, format);
      expect(variant).toBe(url.replace(/\.jpg$/, `.w${width}.${format}`));
      const served = await s.request(variant ?? '');
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(`image/${format}`);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.width).toBe(expected);
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
    }
    expect(photoSrcSet(url)).toContain('.w1024.webp 1024w');
    // Only the listed widths and formats exist, and only of photos that exist.
    expect((await s.request(url.replace(/\.jpg$/, '.w333.webp'))).status).toBe(404);
    expect((await s.request(url.replace(/\.jpg$/, '.w640.gif'))).status).toBe(404);
    expect((await s.request('/files/reviews/0000000000000000.w640.webp')).status).toBe(404);
    // Seed photos have variants too.
    const seedKey = `/files/seed/r1-a.w320.webp`;
    expect((await s.request(seedKey)).status).toBe(200);
  });

  it('refuses what it cannot take, naming the file: not an image, empty, broken, HEIC it cannot open', async () => {
    const text = await upload([{ bytes: new TextEncoder().encode('<svg onload=alert(1)>'), name: 'x.png' }]);
    expect(text).toMatchObject({
      status: 415,
      message: "'x.png' 파일: JPG, PNG, WEBP, HEIC 이미지만 업로드할 수 있어요.",
    });
    const empty = await upload([{ bytes: new Uint8Array(0), name: 'empty.jpg' }]);
    expect(empty).toMatchObject({
      status: 400,
      message: "'empty.jpg' 파일: 빈 파일이에요. 다른 사진을 골라 주세요.",
    });
    const broken = await upload([{ bytes: JPEG.slice(0, 40), name: 'cut.jpg' }]);
    expect(broken).toMatchObject({
      status: 415,
      message: "'cut.jpg' 파일: 사진을 열 수 없어요. 파일이 손상되었을 수 있어요.",
    });
    const heic = await upload([{ bytes: HEIC, name: 'IMG_0002.HEIC' }]);
    expect(heic).toMatchObject({
      status: 415,
      message:
        "'IMG_0002.HEIC' 파일: HEIC 사진은 서버에서 열 수 없어요. JPG, PNG, WEBP로 바꿔서 올려 주세요.",
    });
  });

  it('keeps nothing of a refused request', async () => {
    const fresh = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const res = await upload([
      { bytes: new Uint8Array(fresh), name: 'good.png' },
      { bytes: new TextEncoder().encode('nope'), name: 'bad.png' },
    ]);
    expect(res.status).toBe(415);
    const { photoKey, preparePhoto } = await import('../src/services/photos.ts');
    const key = photoKey(F.verified, (await preparePhoto(new Uint8Array(fresh), 'good.png')).bytes);
    expect(await s.ctx.storage.get(key)).toBeNull();
    expect(await s.ctx.db.select().from(uploads).where(eq(uploads.key, key))).toEqual([]);
  });

  it('uses PUBLIC_BASE_URL for absolute URLs', async () => {
    const pub = await s.derive({ PUBLIC_BASE_URL: 'https://api.jjinbbang.example/' });
    const res = await pub.call<{ urls: string[] }>('/api/v1/images', {
      method: 'POST',
      token: author,
      body: form([{ bytes: PNG, name: 'x.png' }]),
    });
    expect(res.data.urls[0]).toMatch(/^https:\/\/api\.jjinbbang\.example\/files\/reviews\/.+\.jpg$/);
  });

  it('413 over 10 MB naming the file, 400 for more than 20 files, a wrong category or none, 415 for JSON', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(JPEG);
    expect(await upload([{ bytes: big, name: 'big.jpg' }])).toMatchObject({
      status: 413,
      message: "'big.jpg' 파일: 사진 한 장의 크기는 10MB 이하여야 해요.",
    });
    const many = Array.from({ length: 21 }, (_, i) => ({ bytes: PNG, name: `${i}.png` }));
    expect(await upload(many)).toMatchObject({
      status: 400,
      message: '사진은 최대 20장까지 올릴 수 있어요.',
    });
    expect((await upload([{ bytes: PNG, name: 'a.png' }], 'avatar')).status).toBe(400);
    expect((await upload([])).status).toBe(400);
    expect(
      (await s.call('/api/v1/images', { method: 'POST', token: author, json: { files: [] } })).status,
    ).toBe(415);
  });

  it('streams: a request over its cap is refused at once, after reading little of it', async () => {
    const declared = await s.request('/api/v1/images', {
      method: 'POST',
      token: author,
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(300 * 1024 * 1024),
      },
      body: '--x--',
    });
    expect(declared.status).toBe(413);
    // A 190 MiB body without Content-Length whose first photo is 15 MB: the server stops near 10 MB.
    const boundary = 'jbboundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nreview\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const chunk = new Uint8Array(64 * 1024).fill(0x41);
    const total = 190 * 1024 * 1024;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 0) {
          pulled += head.length;
          controller.enqueue(head);
        } else if (pulled < total) {
          pulled += chunk.length;
          controller.enqueue(chunk);
        } else controller.close();
      },
    });
    const res = await s.request('/api/v1/images', {
      method: 'POST',
      token: author,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(12 * 1024 * 1024);
  });
});

describe('unattached uploads', () => {
  it('are deleted after 24 hours with their files; photos a review uses stay', async () => {
    const unused = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#a11' } })
      .png()
      .toBuffer();
    const used = await uploadImages(author, 2);
    const [url] = (
      await s.call<{ urls: string[] }>('/api/v1/images', {
        method: 'POST',
        token: author,
        body: form([{ bytes: new Uint8Array(unused), name: 'later.png' }]),
      })
    ).data.urls;
    expect(
      (
        await create(
          'GENERAL',
          generalBody(used, {
            buildingRequest: { ...generalBody([]).buildingRequest, buildingCode: newBuildingCode('SWEEP-1') },
          }),
        )
      ).status,
    ).toBe(200);
    const keyOf = (u: string) => u.replace('/files/', '');
    const variant = `${keyOf(url ?? '').replace(/\.jpg$/, '')}.w320.webp`;
    expect((await s.request(`/files/${variant}`)).status).toBe(200);
    // A day old: swept by the housekeeping interval and by the admin command alike.
    await s.ctx.db.execute(sql`UPDATE uploads SET created_at = now() - interval '25 hours'`);
    const { sweepUnattachedUploads } = await import('../src/services/uploads.ts');
    const { deleted } = await sweepUnattachedUploads(s.ctx);
    expect(deleted).toContain(keyOf(url ?? ''));
    for (const key of used.map(keyOf)) expect(deleted).not.toContain(key);
    expect(await s.ctx.storage.get(keyOf(url ?? ''))).toBeNull();
    expect(await s.ctx.storage.get(variant)).toBeNull();
    for (const key of used.map(keyOf)) expect(await s.ctx.storage.get(key)).not.toBeNull();
    expect((await sweepUnattachedUploads(s.ctx)).deleted).toEqual([]);
  });
});

describe('creating reviews', () => {
  it('a general review creates its building and recomputes the aggregates', async () => {
    const urls = await uploadImages(author, 3);
    const res = await create('GENERAL', generalBody(urls));
    expect(res.status).toBe(200);
    const [building] = await s.ctx.db
      .select()
      .from(buildings)
      .where(eq(buildings.code, newBuildingCode('NEW-BD-1')));
    expect(building).toMatchObject({ type: 'ROOM', reviewCount: 1, imageCount: 3, rating: 4 });
    expect(building?.keywordCounts).toEqual({ PO_BD_LO_01: 1, PO_BD_LO_03: 1, PO_BD_MT_01: 1 });
    const detail = await s.call<AnyJson>(`/api/v1/review/${res.data.reviewId}`, { token: other });
    expect(detail.data.generalReviewInfo).toMatchObject({
      deposit: 300,
      price: 45,
      maintenanceCost: 7,
      space: 19.8,
      floor: 'MID',
    });
    expect(detail.data.reviewImages.imageUrl).toEqual(urls);
    // A second review on the same building code: averages recomputed, not drifted.
    const urls2 = await uploadImages(other, 2);
    const second = await create(
      'GENERAL',
      generalBody(urls2, {
        generalReview: {
          ...generalBody([]).generalReview,
          rating: 1,
          contractType: 'DEPOSIT_RENT',
          monthlyRent: null,
        },
      }),
      other,
    );
    expect(second.status).toBe(200);
    const [after] = await s.ctx.db
      .select()
      .from(buildings)
      .where(eq(buildings.code, newBuildingCode('NEW-BD-1')));
    expect(after).toMatchObject({ reviewCount: 2, imageCount: 5, rating: 2.5 });
    expect(after?.keywordCounts).toEqual({ PO_BD_LO_01: 2, PO_BD_LO_03: 2, PO_BD_MT_01: 2 });
  });

  it('a dormitory review on an existing dormitory, with conditions and facilities', async () => {
    const urls = await uploadImages(author);
    const res = await create('DORM', dormBody(urls, F.campusA1));
    expect(res.status).toBe(200);
    const detail = await s.call<AnyJson>(`/api/v1/review/${res.data.reviewId}?reviewType=DORM`, {
      token: other,
    });
    expect(detail.data.facilities).toEqual({
      privateFacilities: ['화장실'],
      publicFacilities: ['세탁기', '전자레인지'],
      lounge: true,
    });
    expect(detail.data.conditions).toEqual({ currentRegion: '대구광역시', currentGrade: '4.1' });
    expect(detail.data.dormitoryReviewInfo).toMatchObject({ capacity: 4, dormFee: 95, campusId: F.campusA1 });
    const [dorm] = await s.ctx.db.select().from(buildings).where(eq(buildings.id, F.dorm));
    expect(dorm?.reviewCount).toBe(2);
  });

  it('an agency review needs no photos', async () => {
    const res = await create('AGENCY', agencyBody());
    expect(res.status).toBe(200);
    const [agency] = await s.ctx.db.select().from(agencies).where(eq(agencies.id, F.agency));
    expect(agency).toMatchObject({ reviewCount: 2, rating: 4.5 });
  });

  it('the path kind must match the body, and unknown kinds are 404', async () => {
    expect((await create('DORM', agencyBody())).status).toBe(400);
    expect((await create('GENERAL', { ...agencyBody(), generalReview: {} })).status).toBe(400);
    expect((await create('HOUSE', agencyBody())).status).toBe(404);
  });

  it.each([
    [
      'content under 100 characters',
      { agencyReview: { rating: 5, content: '짧아요' } },
      '최소 100자 이상 작성해야 해요!',
    ],
    [
      'content over 1000 characters',
      { agencyReview: { rating: 5, content: '가'.repeat(1001) } },
      '최대 1000자까지 작성할 수 있어요.',
    ],
    ['empty content', { agencyReview: { rating: 5, content: '   ' } }, '내용을 입력해주세요.'],
    ['rating 0', { agencyReview: { rating: 0, content: 'x'.repeat(120) } }, "'agencyReview.rating'"],
    ['rating 4.5', { agencyReview: { rating: 4.5, content: 'x'.repeat(120) } }, "'agencyReview.rating'"],
    [
      'two positive keywords',
      {
        keywords: {
          positive: ['PO_AG_PD_02', 'PO_AG_SO_03'],
          negative: ['NE_AG_PD_01', 'NE_AG_SO_01', 'NE_AG_SO_02'],
        },
      },
      '최소 3개의 장점을 선택해 주세요!',
    ],
    [
      'six negative keywords',
      {
        keywords: {
          positive: ['PO_AG_PD_02', 'PO_AG_SO_03', 'PO_AG_SO_05'],
          negative: [
            'NE_AG_PD_01',
            'NE_AG_PD_02',
            'NE_AG_PD_03',
            'NE_AG_SO_01',
            'NE_AG_SO_02',
            'NE_AG_SO_03',
          ],
        },
      },
      '최대 5개까지 고를 수 있어요!',
    ],
    [
      'a building keyword on an agency',
      {
        keywords: {
          positive: ['PO_BD_LO_01', 'PO_AG_SO_03', 'PO_AG_SO_05'],
          negative: ['NE_AG_PD_01', 'NE_AG_SO_01', 'NE_AG_SO_02'],
        },
      },
      '',
    ],
    [
      'a keyword with its opposite',
      {
        keywords: {
          positive: ['PO_AG_PD_01', 'PO_AG_SO_03', 'PO_AG_SO_05'],
          negative: ['NE_AG_PD_01', 'NE_AG_SO_01', 'NE_AG_SO_02'],
        },
      },
      '',
    ],
    [
      '21 photos',
      { imageUrls: Array.from({ length: 21 }, (_, i) => `/files/reviews/x${i}.png`) },
      '사진은 최대 20장까지 올릴 수 있어요.',
    ],
    ['a foreign photo URL', { imageUrls: ['https://evil.example/x.png'] }, "'imageUrls[0]'"],
    [
      'a photo never uploaded',
      { imageUrls: ['/files/reviews/00000000-0000-0000-0000-000000000000.png'] },
      "'imageUrls[0]'",
    ],
    ['a missing building request', { buildingRequest: undefined }, "'buildingRequest'"],
  ])('400 for %s', async (_name, patch, message) => {
    const res = await create('AGENCY', { ...agencyBody(), ...patch });
    expect(res.status).toBe(400);
    expect(res.message).toMatch(/[가-힣]/);
    if (message) expect(res.message).toContain(message);
  });

  it('general reviews need 2..20 photos and a coherent contract', async () => {
    const one = await uploadImages(author, 1);
    const fewer = await create(
      'GENERAL',
      generalBody(one, {
        buildingRequest: { ...generalBody([]).buildingRequest, buildingCode: newBuildingCode('NEW-BD-2') },
      }),
    );
    expect(fewer.status).toBe(400);
    expect(fewer.message).toContain('사진이 부족해요');
    const urls = await uploadImages(author, 2);
    const jeonseWithRent = generalBody(urls, {
      generalReview: { ...generalBody([]).generalReview, contractType: 'DEPOSIT_RENT', monthlyRent: 40 },
    });
    expect((await create('GENERAL', jeonseWithRent)).status).toBe(400);
    const wolseWithoutRent = generalBody(urls, {
      generalReview: { ...generalBody([]).generalReview, monthlyRent: null },
    });
    expect((await create('GENERAL', wolseWithoutRent)).message).toBe('월세를 입력해 주세요!');
    const negative = generalBody(urls, { generalReview: { ...generalBody([]).generalReview, deposit: -1 } });
    expect((await create('GENERAL', negative)).message).toContain("'generalReview.deposit'");
    // Someone else's upload cannot be attached.
    const others = await uploadImages(other, 2);
    expect((await create('GENERAL', generalBody(others))).status).toBe(400);
  });

  it('a general review cannot target a dormitory, and a dormitory review needs a known campus', async () => {
    const urls = await uploadImages(author, 2);
    const onDorm = generalBody(urls, {
      buildingRequest: { ...generalBody([]).buildingRequest, buildingCode: 'D-105' },
    });
    expect((await create('GENERAL', onDorm)).status).toBe(400);
    expect((await create('DORM', dormBody(urls, 9999))).status).toBe(404);
    expect(
      (
        await create(
          'DORM',
          dormBody(urls, F.campusA1, { condition: { currentRegion: null, currentGrade: '4.6' } }),
        )
      ).status,
    ).toBe(400);
  });

  it('user text is stored as text', async () => {
    const content = `'); DROP TABLE reviews; -- <script>alert(1)</script> ${'가'.repeat(100)}`;
    const res = await create('AGENCY', agencyBody({ agencyReview: { rating: 3, content } }));
    expect(res.status).toBe(200);
    const [row] = await s.ctx.db.select().from(reviews).where(eq(reviews.id, res.data.reviewId));
    expect(row?.content).toBe(content);
  });
});

describe('updating and deleting', () => {
  it('only the author edits; edit rules allow 1 keyword; photos can be replaced; counts follow', async () => {
    const urls = await uploadImages(author, 3);
    const created = await create(
      'GENERAL',
      generalBody(urls, {
        buildingRequest: { ...generalBody([]).buildingRequest, buildingCode: newBuildingCode('EDIT-1') },
      }),
    );
    const id = created.data.reviewId;
    const edit = generalBody(urls.slice(0, 2), {
      buildingRequest: undefined,
      generalReview: { ...generalBody([]).generalReview, rating: 2, content: '짧게 고쳤어요.' },
      keywords: { positive: ['PO_BD_LO_02'], negative: ['NE_BD_ST_01'] },
    });
    expect((await s.call(`/api/v1/review/${id}`, { method: 'PUT', token: other, json: edit })).status).toBe(
      403,
    );
    expect((await s.call(`/api/v1/review/${id}`, { method: 'PUT', json: edit })).status).toBe(401);
    const res = await s.call<{ reviewId: number }>(`/api/v1/review/${id}`, {
      method: 'PUT',
      token: author,
      json: edit,
    });
    expect(res).toMatchObject({ status: 200, data: { reviewId: id } });
    const [b] = await s.ctx.db
      .select()
      .from(buildings)
      .where(eq(buildings.code, newBuildingCode('EDIT-1')));
    expect(b).toMatchObject({ rating: 2, imageCount: 2, keywordCounts: { PO_BD_LO_02: 1 } });
    // The dropped photo is deleted from storage.
    expect((await s.request(urls[2] ?? '')).status).toBe(404);
    expect((await s.request(urls[0] ?? '')).status).toBe(200);
    // Kind cannot change; the edit still validates.
    expect(
      (await s.call(`/api/v1/review/${id}`, { method: 'PUT', token: author, json: agencyBody() })).status,
    ).toBe(400);
    const noKeywords = { ...edit, keywords: { positive: [], negative: ['NE_BD_ST_01'] } };
    expect(
      (await s.call(`/api/v1/review/${id}`, { method: 'PUT', token: author, json: noKeywords })).status,
    ).toBe(400);
    expect((await s.call('/api/v1/review/987654', { method: 'PUT', token: author, json: edit })).status).toBe(
      404,
    );
  });

  it('a general review can move to another building; the one it left empty is removed', async () => {
    const urls = await uploadImages(author, 2);
    const created = await create(
      'GENERAL',
      generalBody(urls, {
        buildingRequest: { ...generalBody([]).buildingRequest, buildingCode: newBuildingCode('MOVE-FROM') },
      }),
    );
    const moved = generalBody(urls, {
      buildingRequest: {
        ...generalBody([]).buildingRequest,
        buildingCode: newBuildingCode('MOVE-TO'),
        name: '옮긴 건물',
      },
    });
    expect(
      (await s.call(`/api/v1/review/${created.data.reviewId}`, { method: 'PUT', token: author, json: moved }))
        .status,
    ).toBe(200);
    const [from] = await s.ctx.db
      .select()
      .from(buildings)
      .where(eq(buildings.code, newBuildingCode('MOVE-FROM')));
    const [to] = await s.ctx.db
      .select()
      .from(buildings)
      .where(eq(buildings.code, newBuildingCode('MOVE-TO')));
    // A place left with no reviews is removed.
    expect(from).toBeUndefined();
    expect(to).toMatchObject({ reviewCount: 1, rating: 4 });
  });

  it('only the author deletes; the place it leaves empty goes and images are removed', async () => {
    const urls = await uploadImages(author, 2);
    const created = await create(
      'GENERAL',
      generalBody(urls, {
        buildingRequest: { ...generalBody([]).buildingRequest, buildingCode: newBuildingCode('DEL-1') },
      }),
    );
    const id = created.data.reviewId;
    expect((await s.call(`/api/v1/review/${id}`, { method: 'DELETE', token: other })).status).toBe(403);
    expect((await s.call(`/api/v1/review/${id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await s.call(`/api/v1/review/${id}`, { method: 'DELETE', token: author })).status).toBe(200);
    const [b] = await s.ctx.db
      .select()
      .from(buildings)
      .where(eq(buildings.code, newBuildingCode('DEL-1')));
    // Its only review: the place goes with it (counts recomputed on a place that keeps reviews: place.test.ts).
    expect(b).toBeUndefined();
    expect((await s.request(urls[0] ?? '')).status).toBe(404);
    const key = (urls[0] ?? '').replace('/files/', '');
    expect(await s.ctx.db.select().from(uploads).where(eq(uploads.key, key))).toEqual([]);
    expect((await s.call(`/api/v1/review/${id}`, { method: 'DELETE', token: author })).status).toBe(404);
  });
});

describe('reports', () => {
  it('one open report per user and review; not on your own review', async () => {
    const report = (id: number, reason: unknown, token = other) =>
      s.call(`/api/v1/review/${id}/report`, { method: 'POST', token, json: { reason } });
    const reportedByMe = async (token: string) =>
      (await s.call<{ reportedByMe: boolean }>(`/api/v1/review/${F.reviewGeneral1}`, { token })).data
        .reportedByMe;
    expect(await reportedByMe(other)).toBe(false);
    expect((await report(F.reviewGeneral1, '  광고성 내용이 있어요.  ')).status).toBe(200);
    // The detail tells the reporter, so the app refuses a second report before the form; nobody else is told.
    expect(await reportedByMe(other)).toBe(true);
    expect(await reportedByMe(author)).toBe(false);
    const [row] = await s.ctx.db.select().from(reports).where(eq(reports.reviewId, F.reviewGeneral1));
    expect(row?.reason).toBe('광고성 내용이 있어요.');
    expect((await report(F.reviewGeneral1, '또 신고')).status).toBe(409);
    expect((await report(F.reviewGeneral1, '내 후기', author)).status).toBe(403);
    expect(await report(F.reviewGeneral3, '   ')).toMatchObject({
      status: 400,
      message: '신고 사유를 입력해 주세요.',
    });
    expect(await report(F.reviewGeneral3, '가'.repeat(1001))).toMatchObject({
      status: 400,
      message: '신고 사유는 최대 1000자까지 입력할 수 있어요.',
    });
    expect((await report(424242, '없는 후기')).status).toBe(404);
    expect((await report(F.reviewGeneral3, '사유', await s.token(F.pending))).status).toBe(403);
  });
});
