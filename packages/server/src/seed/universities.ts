import { MOE_CAMPUS_ROWS } from './data/moe-campuses.ts';
import { universityLogoSvg } from './logo.ts';
import type { MoeCampusRow } from './moe.ts';
import type { SeedCampus, SeedUniversity } from './types.ts';

/**
 * Branch campuses the ministry lists as separate schools ('고려대학교(세종)') belong to one university for
 * students (one e-mail domain, one entry in the campus picker with 서울캠퍼스/세종캠퍼스).
 */
function universityNameOf(school: string): string {
  return school.replace(/\([^)]*\)$/, '');
}

/** Names students use for campuses, keyed by `학교명|본분교` as published. */
const CAMPUS_NAMES: Record<string, string> = {
  '국립강릉원주대학교|본교': '강릉캠퍼스',
  '국립강릉원주대학교|제2캠퍼스': '원주캠퍼스',
  '강원대학교|본교': '춘천캠퍼스',
  '강원대학교|제2캠퍼스': '삼척캠퍼스',
  '경북대학교|본교': '대구캠퍼스',
  '경상국립대학교|본교': '가좌캠퍼스',
  '국립공주대학교|본교': '신관캠퍼스',
  '부산대학교|본교': '부산캠퍼스',
  '서울대학교|본교': '관악캠퍼스',
  '전남대학교|본교': '광주캠퍼스',
  '전남대학교|제2캠퍼스': '여수캠퍼스',
  '전북대학교|본교': '전주캠퍼스',
  '제주대학교|본교': '아라캠퍼스',
  '충남대학교|본교': '대덕캠퍼스',
  '충북대학교|본교': '청주캠퍼스',
  '국립목포대학교|본교': '무안캠퍼스',
  '연세대학교|본교': '신촌캠퍼스',
  '연세대학교(미래)|분교': '원주캠퍼스',
  '고려대학교|본교': '서울캠퍼스',
  '고려대학교(세종)|분교': '세종캠퍼스',
  '성균관대학교|본교': '명륜캠퍼스',
  '한양대학교|본교': '서울캠퍼스',
  '한양대학교(ERICA)|분교': 'ERICA캠퍼스',
  '경희대학교|본교': '서울캠퍼스',
  '건국대학교|본교': '서울캠퍼스',
  '건국대학교(글로컬)|분교': '글로컬캠퍼스',
  '동국대학교|본교': '서울캠퍼스',
  '동국대학교(WISE)|분교': 'WISE캠퍼스',
  '가톨릭대학교|본교': '성심캠퍼스',
  '가톨릭대학교|제2캠퍼스': '성의캠퍼스',
  '가톨릭대학교|제3캠퍼스': '성신캠퍼스',
  '경기대학교|본교': '수원캠퍼스',
  '경기대학교|제2캠퍼스': '서울캠퍼스',
  '건양대학교|본교': '논산캠퍼스',
  '건양대학교|제2캠퍼스': '대전메디컬캠퍼스',
  '명지대학교|본교': '자연캠퍼스',
  '명지대학교|제2캠퍼스': '인문캠퍼스',
  '안양대학교|본교': '안양캠퍼스',
  '안양대학교|제2캠퍼스': '강화캠퍼스',
  '을지대학교|본교': '대전캠퍼스',
  '을지대학교|제2캠퍼스': '성남캠퍼스',
  '을지대학교|제3캠퍼스': '의정부캠퍼스',
  '인제대학교|본교': '김해캠퍼스',
  '인제대학교|제2캠퍼스': '부산캠퍼스',
  '인천가톨릭대학교|본교': '강화캠퍼스',
  '인천가톨릭대학교|제2캠퍼스': '송도캠퍼스',
  '중앙대학교|본교': '서울캠퍼스',
  '중앙대학교|제2캠퍼스': '안성캠퍼스',
  '예원예술대학교|본교': '임실캠퍼스',
  '예원예술대학교|제2캠퍼스': '양주캠퍼스',
  '경동대학교|본교': '글로벌캠퍼스',
  '경동대학교|제2캠퍼스': '설악캠퍼스',
  '경동대학교|제3캠퍼스': '메디컬캠퍼스',
  '경동대학교|제4캠퍼스': '메트로폴캠퍼스',
  '단국대학교|본교': '죽전캠퍼스',
  '단국대학교|제2캠퍼스': '천안캠퍼스',
  '신한대학교|본교': '동두천캠퍼스',
  '신한대학교|제2캠퍼스': '의정부캠퍼스',
  '홍익대학교|본교': '서울캠퍼스',
  '홍익대학교|제2캠퍼스': '세종캠퍼스',
  '상명대학교|본교': '서울캠퍼스',
  '상명대학교|제2캠퍼스': '천안캠퍼스',
  '가야대학교(김해)|본교': '김해캠퍼스',
  '가야대학교(고령)|제2캠퍼스': '고령캠퍼스',
  '영산대학교(해운대)|본교': '해운대캠퍼스',
  '영산대학교(양산)|제2캠퍼스': '양산캠퍼스',
  '경인교육대학교|본교': '인천캠퍼스',
  '경인교육대학교|제2캠퍼스': '경기캠퍼스',
};

/**
 * Homepages that are not the students' e-mail domain, or schools whose students also get another domain.
 * Sub-domains (o.cnu.ac.kr, stu.jejunu.ac.kr, g.skku.edu …) are accepted by the server without listing them.
 */
const EXTRA_EMAIL_DOMAINS: Record<string, readonly string[]> = {
  고려대학교: ['korea.ac.kr'],
  건국대학교: ['konkuk.ac.kr', 'kku.ac.kr'],
  동국대학교: ['dongguk.edu', 'dongguk.ac.kr'],
  상명대학교: ['smu.ac.kr', 'smuc.ac.kr'],
  한동대학교: ['handong.edu', 'handong.ac.kr'],
  이화여자대학교: ['ewha.ac.kr', 'ewhain.net'],
};

/** Flagship national universities and the large private ones: their main campus gets the most seed housing. */
export const FLAGSHIP_UNIVERSITIES: readonly string[] = [
  '경상국립대학교',
  '경북대학교',
  '강원대학교',
  '부산대학교',
  '서울대학교',
  '전남대학교',
  '전북대학교',
  '제주대학교',
  '충남대학교',
  '충북대학교',
  '연세대학교',
  '고려대학교',
  '성균관대학교',
  '한양대학교',
  '경희대학교',
];

/** Homepage → registrable e-mail domain: strips scheme, www./admission./univ. hosts, paths, slashes. */
export function homepageDomain(homepage: string): string {
  let host = homepage
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '');
  host = host.split('/')[0] ?? host;
  host = host.replace(/^(www|admission|univ)\./, '');
  // A campus sub-site (sejong.korea.ac.kr, wise.dongguk.ac.kr) is a sub-domain of the school's own domain.
  const parts = host.split('.');
  const suffixLength = host.endsWith('.ac.kr') ? 3 : 2;
  return parts.slice(-suffixLength).join('.');
}

export interface CampusAddressParts {
  /** 시/도 as written, e.g. '서울특별시', '경상남도' */
  province: string;
  /** City students name, e.g. '서울', '진주', '무안' */
  city: string;
  /** Administrative prefix before the road name, e.g. '서울특별시 관악구', '전라남도 무안군 청계면' */
  prefix: string;
  /** Road name of the address without the branch road number ('부산대학로63번길' → '부산대학로'), or null */
  road: string | null;
}

const METROPOLITAN = /^(.+?)(특별시|광역시|특별자치시)$/;
const ADMIN_UNIT = /(시|군|구|읍|면|동)$/;

export function parseCampusAddress(address: string): CampusAddressParts {
  const clean = address.replace(/\s*\(.*\)\s*$/, '');
  const tokens = clean.split(/\s+/);
  const province = tokens[0] ?? '';
  const metro = METROPOLITAN.exec(province);
  const second = tokens[1] ?? '';
  const city = metro ? (metro[1] ?? province) : second.replace(/(시|군)$/, '');
  let end = 1;
  while (
    end < tokens.length &&
    end < 4 &&
    ADMIN_UNIT.test(tokens[end] ?? '') &&
    !/(로|길)$/.test(tokens[end] ?? '')
  ) {
    end++;
  }
  const prefix = tokens.slice(0, end).join(' ');
  const roadToken = tokens[end];
  let road: string | null = null;
  if (roadToken && /(로|길)$/.test(roadToken)) {
    // '부산대학로63번길' → '부산대학로'; a numbered lane of a non-road name ('마전1길') is kept whole.
    const base = roadToken.replace(/\d+[가-힣]?길$/, '');
    road = /(로|길)$/.test(base) ? base : roadToken;
  }
  return { province, city, prefix, road };
}

const BRANCH_ORDER: Record<string, number> = { 본교: 0, 제2캠퍼스: 1, 제3캠퍼스: 2, 제4캠퍼스: 3, 분교: 4 };

/** Ordinal comparison: Hangul syllables are encoded in dictionary order, so this is Korean collation. */
function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function campusNameOf(row: MoeCampusRow, campusCount: number): string {
  const known = CAMPUS_NAMES[`${row.school}|${row.branch}`];
  if (known) return known;
  const { city } = parseCampusAddress(row.address);
  return campusCount === 1 && !city ? '본캠퍼스' : `${city}캠퍼스`;
}

function buildUniversities(rows: readonly MoeCampusRow[]): SeedUniversity[] {
  const groups = new Map<string, MoeCampusRow[]>();
  for (const row of rows) {
    const name = universityNameOf(row.school);
    const list = groups.get(name) ?? [];
    list.push(row);
    groups.set(name, list);
  }
  const names = [...groups.keys()].sort(compareNames);
  let campusId = 0;
  return names.map((name, index) => {
    const id = index + 1;
    const group = (groups.get(name) ?? []).slice().sort((a, b) => {
      // The ministry's main row ('본교' of the unsuffixed school) first, then its numbered campuses, then branches.
      const suffixA = a.school === name ? 0 : 1;
      const suffixB = b.school === name ? 0 : 1;
      return suffixA - suffixB || (BRANCH_ORDER[a.branch] ?? 9) - (BRANCH_ORDER[b.branch] ?? 9);
    });
    const domains = new Set<string>(EXTRA_EMAIL_DOMAINS[name] ?? []);
    for (const row of group) domains.add(homepageDomain(row.homepage));
    const campuses: SeedCampus[] = group.map((row) => {
      campusId++;
      return {
        id: campusId,
        universityId: id,
        campusName: campusNameOf(row, group.length),
        address: row.address,
        latitude: row.latitude,
        longitude: row.longitude,
        schoolName: row.school,
        branch: row.branch,
      };
    });
    return { id, name, emailDomains: [...domains], logoSvg: universityLogoSvg(name), campuses };
  });
}

/** Every open Korean university with its campuses (Ministry of Education, 2024-10-30), ordered by name. */
export const UNIVERSITIES: readonly SeedUniversity[] = buildUniversities(MOE_CAMPUS_ROWS);
