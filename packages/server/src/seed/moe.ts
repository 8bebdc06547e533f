/** One row of the Ministry of Education campus list, with the dataset's columns given English keys. */
export interface MoeCampusRow {
  /** 학교구분: 대학 / 전문대학 … */
  kind: string;
  /** 학교명, e.g. '고려대학교(세종)' */
  school: string;
  /** 본분교: 본교 / 제2캠퍼스 / 제3캠퍼스 / 제4캠퍼스 / 분교 */
  branch: string;
  /** 학제 */
  level: string;
  /** 지역 (시도 short name) */
  region: string;
  /** 설립구분: 국립 / 공립 / 사립 … */
  founding: string;
  /** 도로명주소 */
  address: string;
  latitude: number;
  longitude: number;
  /** 학교홈페이지 as published (may carry www., a path or a trailing slash) */
  homepage: string;
  nameEn: string;
}
