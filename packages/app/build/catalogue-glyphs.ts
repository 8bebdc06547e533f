// The Hangul of every university and campus name in the catalogue the product ships (the Ministry of Education's
// list, seeded by packages/server/src/seed/universities.ts), for the UI font's start-up subset (build/pretendard.ts).
//
// Home, the university list, the map's campus filter and the campus cards show these names; home and the university
// list load no other Pretendard (src/shell/user-text-font.ts), so the names must be in the start subset.
//
// A name the catalogue gains later shows there in the fallback font until this list is brought up to date;
// scripts/catalogue-glyphs.test.ts fails while any seeded name has a character missing here.
export const CATALOGUE_GLYPHS =
  '가간감강거건결경계고곡골공과관광괴교구국군균극글금기김꽃나남너네논농능단담당대덕도독동두디라래렛려령례로루륜릉리릭린림립마메명목무문미민방밭배백벌보복부북비빈사산삼상서석선설성세송수숙순술숭스승시신실심아악안암앙야양어업에여연영예오옥완왕외용우운울웅원월위유육을음읍의이익인일임자장재전정제조종좌주죽중지진차창척천청체초촌총추춘충칠침칼캠컬택터톨통트파퍼평포폴프하학한항해향협혜호홍화회횡흥희';
