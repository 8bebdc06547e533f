// 행정동 and 법정동. A lot address and the names students use ("가좌동", "칠암동", "봉천동") are 법정동; the
// lists of 동 with centre points are by 행정동, which often join several 법정동 under another name (가호동 is
// 가좌동 and 호탄동). This table joins the two around the campuses where they differ; a 행정동 not listed is
// named like its one 법정동.

/** `시/군/구 행정동` → the 법정동 it covers, the one it is named after first. */
const LEGAL_DONGS: Readonly<Record<string, readonly string[]>> = {
  '진주시 가호동': ['가좌동', '호탄동'],
  '진주시 천전동': ['칠암동', '망경동', '주약동', '강남동'],
  '진주시 성북동': ['본성동', '동성동', '남성동', '인사동', '장대동', '옥봉동'],
  '관악구 보라매동': ['봉천동'],
  '관악구 청림동': ['봉천동'],
  '관악구 성현동': ['봉천동'],
  '관악구 행운동': ['봉천동'],
  '관악구 낙성대동': ['봉천동'],
  '관악구 청룡동': ['봉천동'],
  '관악구 은천동': ['봉천동'],
  '관악구 중앙동': ['봉천동'],
  '관악구 인헌동': ['봉천동'],
  '관악구 서원동': ['신림동'],
  '관악구 신원동': ['신림동'],
  '관악구 서림동': ['신림동'],
  '관악구 신사동': ['신림동'],
  '관악구 난향동': ['신림동'],
  '관악구 조원동': ['신림동'],
  '관악구 대학동': ['신림동'],
  '관악구 삼성동': ['신림동'],
  '관악구 미성동': ['신림동'],
  '관악구 난곡동': ['신림동'],
  '서대문구 신촌동': ['창천동', '신촌동', '대신동', '대현동', '봉원동'],
  '서대문구 천연동': ['천연동', '옥천동', '영천동', '현저동'],
  '상록구 해양동': ['사동'],
};

/** The 법정동 a 행정동 covers, the one it is named after first; a 행정동 not in the table is its own 법정동. */
export function legalDongsOf(district: string, adminDong: string): readonly string[] {
  return LEGAL_DONGS[`${district} ${adminDong}`] ?? [adminDong];
}

/**
 * The 행정동 whose area a 법정동 name lies in, with their 시/군/구 (칠암동 → 진주시 천전동). A name the table does
 * not join is returned as its own 행정동 with an empty 시/군/구: it matches that 행정동 wherever it is.
 */
export function adminDongsOf(legalDong: string): ReadonlyArray<{ district: string; adminDong: string }> {
  const name = legalDong.trim();
  const found: Array<{ district: string; adminDong: string }> = [];
  for (const [key, legal] of Object.entries(LEGAL_DONGS)) {
    if (!legal.includes(name)) continue;
    const [district = '', adminDong = ''] = key.split(' ');
    found.push({ district, adminDong });
  }
  return found.length > 0 ? found : [{ district: '', adminDong: name }];
}

/** Whether a keyword is a 동, 가 or 리 name as typed ("가좌동", "안암동5가"), not a road or a building. */
export function isDongName(keyword: string): boolean {
  return /^[가-힣]{1,6}\d?(동|가|리)$/.test(keyword.trim()) && !/(대학|캠퍼스)/.test(keyword);
}
