// The names students type for universities. Nobody searches "경상국립대학교": they type 경상대, 연대, 고대,
// 한양대 에리카. A short name is matched as a whole keyword (spaces and case ignored), never as a substring:
// "경상대" is also inside "부산경상대학교", which is not what a student typing it means.

/** A university (its official name) and, where the short name names one campus, that campus's name. */
export interface UniversityNameTarget {
  university: string;
  campus?: string;
}

/** Short names, abbreviations and old names → the official university name (and campus, when one is meant). */
const SHORT_NAMES: ReadonlyArray<readonly [readonly string[], UniversityNameTarget]> = [
  [['경상대', '경상국립대', '경상대학교', '지엔유', 'gnu', '경남과기대'], { university: '경상국립대학교' }],
  [['서울대', '설대', 'snu'], { university: '서울대학교' }],
  [['연대', '연세대', '연세대 신촌', '연대 신촌'], { university: '연세대학교', campus: '신촌캠퍼스' }],
  [
    ['연세대 미래', '연대 미래', '연세대 원주', '연대 원주'],
    { university: '연세대학교', campus: '원주캠퍼스' },
  ],
  [['고대', '고려대', '고대 안암', '고려대 안암'], { university: '고려대학교', campus: '서울캠퍼스' }],
  [['고대 세종', '고려대 세종'], { university: '고려대학교', campus: '세종캠퍼스' }],
  [['부산대', '부대', 'pnu'], { university: '부산대학교' }],
  [['한양대', '한대', '한양대 서울'], { university: '한양대학교', campus: '서울캠퍼스' }],
  [
    ['한양대 에리카', '한양대 erica', '한대 에리카', '에리카', 'erica', '한양대 안산'],
    { university: '한양대학교', campus: 'ERICA캠퍼스' },
  ],
  [['성대', '성균관대', '성균관대 명륜'], { university: '성균관대학교' }],
  [['경북대', '경북대학교'], { university: '경북대학교' }],
  [['전남대'], { university: '전남대학교' }],
  [['전북대'], { university: '전북대학교' }],
  [['충남대'], { university: '충남대학교' }],
  [['충북대'], { university: '충북대학교' }],
  [['강원대'], { university: '강원대학교' }],
  [['제주대'], { university: '제주대학교' }],
  [['경희대'], { university: '경희대학교' }],
  [['건대', '건국대'], { university: '건국대학교', campus: '서울캠퍼스' }],
  [['중대', '중앙대'], { university: '중앙대학교', campus: '서울캠퍼스' }],
  [['홍대', '홍익대'], { university: '홍익대학교', campus: '서울캠퍼스' }],
  [['이대', '이화여대'], { university: '이화여자대학교' }],
  [['숙대', '숙명여대'], { university: '숙명여자대학교' }],
  [['외대', '한국외대', '한국외국어대'], { university: '한국외국어대학교' }],
  [['시립대', '서울시립대'], { university: '서울시립대학교' }],
  [['과기대', '서울과기대', '서울과학기술대'], { university: '서울과학기술대학교' }],
  [['카이스트', 'kaist'], { university: '한국과학기술원' }],
  [['포스텍', '포공', 'postech'], { university: '포항공과대학교' }],
  [['유니스트', 'unist'], { university: '울산과학기술원' }],
  [['교원대'], { university: '한국교원대학교' }],
  [['동대', '동국대'], { university: '동국대학교', campus: '서울캠퍼스' }],
];

/** A keyword as it is compared: lower-case, without spaces. */
const compact = (text: string) => text.toLowerCase().replace(/\s+/g, '');

const BY_SHORT_NAME: ReadonlyMap<string, UniversityNameTarget> = new Map(
  SHORT_NAMES.flatMap(([names, target]) => names.map((name) => [compact(name), target] as const)),
);

/**
 * The university (and campus) a keyword names by its short name or abbreviation ("경상대" → 경상국립대학교,
 * "한양대 에리카" → 한양대학교 ERICA캠퍼스), or null when the keyword is no short name in the table.
 */
export function universityByShortName(keyword: string): UniversityNameTarget | null {
  return BY_SHORT_NAME.get(compact(keyword)) ?? null;
}

/** Every short name of the table with its target, for checks against the list of universities. */
export function universityShortNames(): ReadonlyArray<readonly [string, UniversityNameTarget]> {
  return SHORT_NAMES.flatMap(([names, target]) => names.map((name) => [name, target] as const));
}
