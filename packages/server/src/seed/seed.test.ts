import { addressArea, placeAddressFacts } from '@jjinbbang/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  generateSeed,
  homepageDomain,
  KEYWORD_BY_CODE,
  parseCampusAddress,
  renderSeedPhoto,
  SEED_KEYWORDS,
  type SeedData,
  TEST_ACCOUNTS,
  UNIVERSITIES,
  universityLogoSvg,
  universityMonogram,
} from './index.ts';
import { KEYWORD_SENTENCES } from './sentences.ts';

const ISO_KST = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/;

function university(name: string) {
  const found = UNIVERSITIES.find((u) => u.name === name);
  if (!found) throw new Error(`missing ${name}`);
  return found;
}

/** Great-circle distance in metres. */
function distance(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

describe('UNIVERSITIES', () => {
  const campuses = UNIVERSITIES.flatMap((u) => u.campuses);

  it('holds all 357 campuses of the 334 schools the ministry lists', () => {
    expect(campuses).toHaveLength(357);
    expect(new Set(campuses.map((c) => c.schoolName)).size).toBe(334);
    // Branch schools ('고려대학교(세종)') are campuses of their university, not universities of their own.
    expect(UNIVERSITIES).toHaveLength(327);
  });

  it('numbers universities by name and campuses 1..M', () => {
    expect(UNIVERSITIES.map((u) => u.id)).toEqual(UNIVERSITIES.map((_, i) => i + 1));
    const names = UNIVERSITIES.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ko')));
    expect(campuses.map((c) => c.id)).toEqual(campuses.map((_, i) => i + 1));
    for (const u of UNIVERSITIES) for (const c of u.campuses) expect(c.universityId).toBe(u.id);
  });

  it('uses the names students know campuses by', () => {
    const names = (name: string) => university(name).campuses.map((c) => c.campusName);
    expect(names('경상국립대학교')).toEqual(['가좌캠퍼스']);
    expect(names('강원대학교')).toEqual(['춘천캠퍼스', '삼척캠퍼스']);
    expect(names('고려대학교')).toEqual(['서울캠퍼스', '세종캠퍼스']);
    expect(names('연세대학교')).toEqual(['신촌캠퍼스', '원주캠퍼스']);
    expect(names('서울대학교')).toEqual(['관악캠퍼스']);
    expect(names('한양대학교')).toEqual(['서울캠퍼스', 'ERICA캠퍼스']);
    for (const u of UNIVERSITIES) {
      const list = u.campuses.map((c) => c.campusName);
      expect(new Set(list).size, u.name).toBe(list.length);
      for (const n of list) expect(n, u.name).toMatch(/^[가-힣A-Z]+캠퍼스$/);
    }
  });

  it('derives e-mail domains from homepages', () => {
    expect(homepageDomain('www.kangwon.ac.kr/')).toBe('kangwon.ac.kr');
    expect(homepageDomain('www.scnu.ac.kr/SCNU/main.do')).toBe('scnu.ac.kr');
    expect(homepageDomain('sejong.korea.ac.kr')).toBe('korea.ac.kr');
    expect(homepageDomain('WWW.KAYA.AC.KR')).toBe('kaya.ac.kr');
    expect(homepageDomain('www.skku.edu')).toBe('skku.edu');
    expect(university('경상국립대학교').emailDomains).toEqual(['gnu.ac.kr']);
    expect(university('고려대학교').emailDomains).toEqual(['korea.ac.kr']);
    expect(university('성균관대학교').emailDomains).toContain('skku.edu');
    const owner = new Map<string, string>();
    for (const u of UNIVERSITIES) {
      expect(u.emailDomains.length, u.name).toBeGreaterThan(0);
      for (const d of u.emailDomains) {
        expect(d).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
        expect(d.startsWith('www.')).toBe(false);
        expect(owner.get(d) ?? u.name, `${d} shared`).toBe(u.name);
        owner.set(d, u.name);
      }
    }
  });

  it('places every campus in South Korea and the flagship campuses inside their city', () => {
    for (const c of campuses) {
      expect(c.latitude).toBeGreaterThan(33.1);
      expect(c.latitude).toBeLessThan(38.7);
      expect(c.longitude).toBeGreaterThan(124.5);
      expect(c.longitude).toBeLessThan(131);
    }
    // [south, north, west, east] of the city in the campus address.
    const boxes: Record<string, [number, number, number, number]> = {
      경상국립대학교: [35.07, 35.3, 127.9, 128.3], // 진주시
      경북대학교: [35.6, 36.05, 128.35, 128.8], // 대구광역시
      강원대학교: [37.75, 38.05, 127.5, 127.95], // 춘천시
      부산대학교: [35.0, 35.4, 128.75, 129.32], // 부산광역시
      서울대학교: [37.41, 37.72, 126.76, 127.19], // 서울특별시
      전남대학교: [35.05, 35.26, 126.64, 127.02], // 광주광역시
      전북대학교: [35.75, 35.9, 127.0, 127.2], // 전주시
      제주대학교: [33.35, 33.6, 126.15, 126.95], // 제주시
      충남대학교: [36.18, 36.5, 127.24, 127.56], // 대전광역시
      충북대학교: [36.45, 36.8, 127.25, 127.65], // 청주시
      연세대학교: [37.41, 37.72, 126.76, 127.19],
      고려대학교: [37.41, 37.72, 126.76, 127.19],
      성균관대학교: [37.41, 37.72, 126.76, 127.19],
      한양대학교: [37.41, 37.72, 126.76, 127.19],
      경희대학교: [37.41, 37.72, 126.76, 127.19],
    };
    for (const [name, [south, north, west, east]] of Object.entries(boxes)) {
      const main = university(name).campuses[0];
      expect(main, name).toBeDefined();
      if (!main) continue;
      expect(main.latitude, name).toBeGreaterThan(south);
      expect(main.latitude, name).toBeLessThan(north);
      expect(main.longitude, name).toBeGreaterThan(west);
      expect(main.longitude, name).toBeLessThan(east);
    }
  });

  it('parses the administrative prefix and road of a campus address', () => {
    expect(parseCampusAddress('서울특별시 관악구 관악로 1')).toEqual({
      province: '서울특별시',
      city: '서울',
      prefix: '서울특별시 관악구',
      road: '관악로',
    });
    expect(parseCampusAddress('부산광역시 금정구 부산대학로63번길 2').road).toBe('부산대학로');
    expect(parseCampusAddress('전라남도 무안군 청계면 영산로 1666').prefix).toBe('전라남도 무안군 청계면');
    expect(parseCampusAddress('경상남도 거제시 마전1길 91').road).toBe('마전1길');
    expect(parseCampusAddress('경기도 여주시 338').road).toBeNull();
  });
});

describe('universityLogoSvg', () => {
  it('draws a monogram badge in a colour derived from the name', () => {
    expect(universityMonogram('경상국립대학교')).toBe('경상');
    expect(universityMonogram('서울대학교')).toBe('서울');
    expect(universityMonogram('국립강릉원주대학교')).toBe('강릉');
    const svg = universityLogoSvg('경상국립대학교');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('>경상</text>');
    expect(svg).toBe(universityLogoSvg('경상국립대학교'));
    const fill = (s: string) => /<circle[^>]*fill="(#[0-9a-f]{6})"/.exec(s)?.[1];
    expect(fill(svg)).toBeDefined();
    expect(fill(svg)).not.toBe(fill(universityLogoSvg('부산대학교')));
    for (const u of UNIVERSITIES) {
      expect([...universityMonogram(u.name)].length, u.name).toBeGreaterThanOrEqual(1);
      expect([...universityMonogram(u.name)].length, u.name).toBeLessThanOrEqual(2);
      expect(u.logoSvg).toBe(universityLogoSvg(u.name));
    }
  });
});

describe('generateSeed', () => {
  let data: SeedData;
  beforeAll(() => {
    data = generateSeed();
  });

  it('produces several hundred buildings of every type and over a thousand reviews', () => {
    expect(data.universities).toHaveLength(327);
    expect(data.buildings.length).toBeGreaterThan(500);
    expect(data.buildings.length).toBeLessThan(2000);
    const types = new Set(data.buildings.map((b) => b.type));
    expect([...types].sort()).toEqual([
      'APARTMENT',
      'BOARDING_HOUSE',
      'DORMITORY',
      'HOUSE',
      'OFFICETEL',
      'ROOM',
    ]);
    expect(data.reviews.length).toBeGreaterThan(1000);
    expect(data.agencies.length).toBeGreaterThan(20);
    expect(data.buildings.map((b) => b.id)).toEqual(data.buildings.map((_, i) => i + 1));
    expect(data.reviews.map((r) => r.id)).toEqual(data.reviews.map((_, i) => i + 1));
    expect(new Set(data.buildings.map((b) => b.code)).size).toBe(data.buildings.length);
    expect(new Set([...data.buildings, ...data.agencies].map((b) => b.code)).size).toBe(
      data.buildings.length + data.agencies.length,
    );
  });

  it('puts housing within 2 km of its campus and 1–2 dormitories at each flagship campus', () => {
    const campuses = new Map(data.universities.flatMap((u) => u.campuses).map((c) => [c.id, c]));
    for (const b of [...data.buildings, ...data.agencies]) {
      const campus = campuses.get(b.nearCampusId ?? -1);
      expect(campus, b.name).toBeDefined();
      if (!campus) continue;
      expect(distance(campus.latitude, campus.longitude, b.latitude, b.longitude)).toBeLessThan(2000);
      expect(b.address.startsWith(parseCampusAddress(campus.address).prefix)).toBe(true);
    }
    for (const b of data.buildings) {
      expect(b.campusId).toBe(b.type === 'DORMITORY' ? b.nearCampusId : null);
    }
    const gajwa = university('경상국립대학교').campuses[0];
    const dorms = data.buildings.filter((b) => b.type === 'DORMITORY' && b.campusId === gajwa?.id);
    expect(dorms.map((d) => d.name)).toEqual(['가좌 기숙사 1동', '가좌 기숙사 2동']);
    for (const name of ['서울대학교', '부산대학교', '연세대학교', '고려대학교', '제주대학교']) {
      const main = university(name).campuses[0];
      const count = data.buildings.filter((b) => b.type === 'DORMITORY' && b.campusId === main?.id).length;
      expect(count, name).toBeGreaterThanOrEqual(1);
      expect(count, name).toBeLessThanOrEqual(2);
    }
  });

  it('gives every building and agency at least one review', () => {
    const reviewed = new Set(data.reviews.map((r) => r.buildingId));
    for (const b of data.buildings) expect(reviewed.has(b.id), b.name).toBe(true);
    const reviewedAgencies = new Set(data.reviews.map((r) => r.agencyId));
    for (const a of data.agencies) expect(reviewedAgencies.has(a.id), a.name).toBe(true);
  });

  it('writes review text of 100–1000 characters', () => {
    for (const r of data.reviews) {
      const length = r.content.trim().length;
      expect(length, `review ${r.id}`).toBeGreaterThanOrEqual(100);
      expect(length, `review ${r.id}`).toBeLessThanOrEqual(1000);
    }
    expect(new Set(data.reviews.map((r) => r.content)).size).toBe(data.reviews.length);
  });

  it('uses 3–5 keywords per side of the right target, never with their opposite', () => {
    const prefix = { GENERAL: 'BD', DORM: 'DO', AGENCY: 'AG' } as const;
    for (const r of data.reviews) {
      for (const [codes, polarity] of [
        [r.positive, 'positive'],
        [r.negative, 'negative'],
      ] as const) {
        expect(codes.length).toBeGreaterThanOrEqual(3);
        expect(codes.length).toBeLessThanOrEqual(5);
        expect(new Set(codes).size).toBe(codes.length);
        for (const code of codes) {
          const keyword = KEYWORD_BY_CODE.get(code);
          expect(keyword, code).toBeDefined();
          expect(keyword?.target).toBe(prefix[r.kind]);
          expect(keyword?.polarity).toBe(polarity);
        }
      }
      for (const code of r.positive) {
        const opposite = KEYWORD_BY_CODE.get(code)?.opposite;
        if (opposite) expect(r.negative).not.toContain(opposite);
      }
    }
    expect(SEED_KEYWORDS).toHaveLength(115);
  });

  it('has review sentences for exactly the catalogue codes', () => {
    expect(Object.keys(KEYWORD_SENTENCES).sort()).toEqual(SEED_KEYWORDS.map((k) => k.code).sort());
  });

  it('matches review kinds, details and images to the building', () => {
    const buildings = new Map(data.buildings.map((b) => [b.id, b]));
    for (const r of data.reviews) {
      expect(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5).toBe(true);
      expect(r.createdAt).toMatch(ISO_KST);
      const building = r.buildingId === null ? undefined : buildings.get(r.buildingId);
      if (r.kind === 'AGENCY') {
        expect(r.buildingId).toBeNull();
        expect(r.agencyId).not.toBeNull();
        expect(r.images.length).toBeLessThanOrEqual(3);
        expect(r.general ?? r.dorm).toBeUndefined();
        continue;
      }
      expect(r.agencyId).toBeNull();
      expect(r.images.length).toBeGreaterThanOrEqual(2);
      expect(r.images.length).toBeLessThanOrEqual(6);
      expect(r.images).toEqual(r.images.map((_, i) => `seed/r${r.id}-${i + 1}.png`));
      if (r.kind === 'DORM') {
        expect(building?.type).toBe('DORMITORY');
        expect(r.dorm?.campusId).toBe(building?.campusId);
        expect([1, 2, 4]).toContain(r.dorm?.capacity);
        expect(r.dorm?.dormFee).toBeGreaterThanOrEqual(80);
        expect(r.dorm?.dormFee).toBeLessThanOrEqual(180);
        const grade = r.dorm?.currentGrade;
        if (grade !== null && grade !== undefined) expect(grade >= 0 && grade <= 4.5).toBe(true);
        expect(r.dorm?.currentRegion !== null && r.dorm?.currentGrade !== null).toBe(false);
        const all = [...(r.dorm?.privateFacilities ?? []), ...(r.dorm?.publicFacilities ?? [])];
        expect(all).toEqual(expect.arrayContaining(['화장실', '샤워실']));
        expect(new Set(all).size).toBe(all.length);
        if (!r.dorm?.lounge) expect(r.positive).not.toContain('PO_DO_MT_10');
      } else {
        expect(building?.type).not.toBe('DORMITORY');
        const g = r.general;
        expect(g).toBeDefined();
        if (!g) continue;
        expect(g.monthlyRent === null).toBe(g.contractType === 'DEPOSIT_RENT');
        expect(g.space).toBeGreaterThanOrEqual(13);
        expect(g.space).toBeLessThanOrEqual(60);
        expect(Number.isInteger(g.deposit) && g.deposit >= 0).toBe(true);
        if (g.floor === 'BASEMENT') expect(r.positive).not.toContain('PO_BD_ST_01');
      }
    }
  });

  it('prices housing like the city it is in', () => {
    const buildings = new Map(data.buildings.map((b) => [b.id, b]));
    const rents = (city: RegExp) =>
      data.reviews
        .filter((r) => r.general?.contractType === 'MONTHLY_RENT')
        .filter((r) => buildings.get(r.buildingId ?? -1)?.type === 'ROOM')
        .filter((r) => city.test(buildings.get(r.buildingId ?? -1)?.address ?? ''))
        .map((r) => r.general?.monthlyRent ?? 0);
    const seoul = rents(/^서울특별시/);
    const jinju = rents(/^경상남도 진주시/);
    expect(seoul.length).toBeGreaterThan(5);
    expect(jinju.length).toBeGreaterThan(3);
    for (const rent of seoul) expect(rent >= 40 && rent <= 88).toBe(true);
    for (const rent of jinju) expect(rent >= 22 && rent <= 50).toBe(true);
  });

  it('seeds ~40 users plus the local sign-in test accounts', () => {
    expect(data.users.length).toBeGreaterThanOrEqual(40);
    expect(new Set(data.users.map((u) => u.kakaoId)).size).toBe(data.users.length);
    expect(new Set(data.users.map((u) => u.nickname)).size).toBe(data.users.length);
    const byId = new Map(data.users.map((u) => [u.id, u]));
    const labels = TEST_ACCOUNTS.map((a) => a.label);
    expect(labels).toEqual(expect.arrayContaining(['인증된 학생', '미인증 학생', '인증 대기 학생']));
    const account = (label: string) => {
      const a = TEST_ACCOUNTS.find((t) => t.label === label);
      const user = a ? byId.get(a.userId) : undefined;
      expect(user?.kakaoId).toBe(a?.kakaoId);
      return user;
    };
    const verifiedUser = account('인증된 학생');
    expect(verifiedUser?.status).toBe('verified');
    expect(verifiedUser?.email?.endsWith('@gnu.ac.kr')).toBe(true);
    expect(verifiedUser?.universityId).toBe(university('경상국립대학교').id);
    expect(account('미인증 학생')).toMatchObject({ status: 'unverified', universityId: null, email: null });
    expect(account('인증 대기 학생')?.status).toBe('pending');
    const statuses = new Set(data.users.map((u) => u.status));
    expect([...statuses].sort()).toEqual(['pending', 'unverified', 'verified']);
    for (const u of data.users) {
      expect(u.nickname).toMatch(/^찐빵이\d{4}$/);
      expect(u.createdAt).toMatch(ISO_KST);
      if (u.status === 'verified') {
        const domains = data.universities.find((x) => x.id === u.universityId)?.emailDomains ?? [];
        const domain = u.email?.split('@')[1] ?? '';
        expect(
          domains.some((d) => domain === d || domain.endsWith(`.${d}`)),
          u.email ?? '',
        ).toBe(true);
      } else {
        expect(u.universityId).toBeNull();
      }
    }
    const mine = data.reviews.filter((r) => r.authorId === verifiedUser?.id);
    expect(mine.length).toBeGreaterThan(0);
  });

  it('has verified authors, likes from other users and dates within the last two years', () => {
    const byId = new Map(data.users.map((u) => [u.id, u]));
    const times = data.reviews.map((r) => Date.parse(r.createdAt));
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(500 * 86_400_000);
    expect(Math.max(...times) - Math.min(...times)).toBeLessThanOrEqual(730 * 86_400_000);
    for (let i = 1; i < times.length; i++) expect((times[i] ?? 0) >= (times[i - 1] ?? 0)).toBe(true);
    for (const r of data.reviews) {
      const author = byId.get(r.authorId);
      expect(author?.status).toBe('verified');
      expect(Date.parse(r.createdAt)).toBeGreaterThanOrEqual(Date.parse(author?.createdAt ?? ''));
      expect(r.likedBy).not.toContain(r.authorId);
      expect(new Set(r.likedBy).size).toBe(r.likedBy.length);
      for (const id of r.likedBy) expect(byId.has(id)).toBe(true);
    }
    expect(data.reviews.some((r) => r.likedBy.length > 5)).toBe(true);
  });

  it('is deterministic for a seed', () => {
    expect(JSON.stringify(generateSeed())).toBe(JSON.stringify(data));
    const other = generateSeed({ seed: 7 });
    expect(JSON.stringify(other)).toBe(JSON.stringify(generateSeed({ seed: 7 })));
    expect(JSON.stringify(other.reviews)).not.toBe(JSON.stringify(data.reviews));
  });

  it('scales to 100,000 buildings', { timeout: 120_000 }, () => {
    const big = generateSeed({ totalBuildings: 100_000 });
    expect(big.buildings).toHaveLength(100_000);
    expect(big.reviews.length).toBeGreaterThanOrEqual(100_000);
    expect(new Set(big.buildings.map((b) => b.code)).size).toBe(100_000);
    for (let i = 0; i < big.reviews.length; i += 997) {
      const length = big.reviews[i]?.content.trim().length ?? 0;
      expect(length >= 100 && length <= 1000).toBe(true);
    }
  });

  it('honours buildingsPerCampus', () => {
    const small = generateSeed({ buildingsPerCampus: 1 });
    const general = small.buildings.filter((b) => b.type !== 'DORMITORY');
    expect(general).toHaveLength(357 - 15 + 15 * 12);
  });
});

describe('renderSeedPhoto', () => {
  it('draws a 480×360 PNG, the same bytes for the same name', async () => {
    const png = await renderSeedPhoto('seed/r1-1.png');
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['png', 480, 360, 3]);
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    // A scene, not a blank canvas.
    expect(new Set(data).size).toBeGreaterThan(16);

    expect(await renderSeedPhoto('seed/r1-1.png')).toEqual(png);
    expect(await renderSeedPhoto('seed/r1-2.png')).not.toEqual(png);
  });
});

describe('seeded lot addresses and 법정동', () => {
  const data = generateSeed();

  it('gives most general buildings and agencies a lot address in their road address’s 시/군/구', () => {
    const places = [...data.buildings.filter((b) => b.type !== 'DORMITORY'), ...data.agencies];
    const withLot = places.filter((p) => p.lotAddress);
    expect(withLot.length / places.length).toBeGreaterThan(0.6);
    for (const place of withLot) {
      const facts = placeAddressFacts(place.address, place.lotAddress);
      expect(facts.addressKeys.some((k) => k.startsWith('J|'))).toBe(true);
      expect(facts.legalDong).toMatch(/동$/);
      expect(addressArea(place.lotAddress)).toEqual(addressArea(place.address));
    }
  });
});
