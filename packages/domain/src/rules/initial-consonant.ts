/** spec 001 §2.5: the university picker's initial-consonant index has these 14 entries. */
export const INITIAL_CONSONANTS = [
  'ㄱ',
  'ㄴ',
  'ㄷ',
  'ㄹ',
  'ㅁ',
  'ㅂ',
  'ㅅ',
  'ㅇ',
  'ㅈ',
  'ㅊ',
  'ㅋ',
  'ㅌ',
  'ㅍ',
  'ㅎ',
] as const;
export type InitialConsonant = (typeof INITIAL_CONSONANTS)[number];

/** The 19 leading consonants of precomposed syllables, in Unicode order. */
const CHOSEONG = [
  'ㄱ',
  'ㄲ',
  'ㄴ',
  'ㄷ',
  'ㄸ',
  'ㄹ',
  'ㅁ',
  'ㅂ',
  'ㅃ',
  'ㅅ',
  'ㅆ',
  'ㅇ',
  'ㅈ',
  'ㅉ',
  'ㅊ',
  'ㅋ',
  'ㅌ',
  'ㅍ',
  'ㅎ',
] as const;

/** Double consonants are listed under their single form, as Korean dictionaries do. */
const SINGLE_OF: Record<string, InitialConsonant> = { ㄲ: 'ㄱ', ㄸ: 'ㄷ', ㅃ: 'ㅂ', ㅆ: 'ㅅ', ㅉ: 'ㅈ' };

const SYLLABLE_FIRST = 0xac00; // 가
const SYLLABLE_LAST = 0xd7a3; // 힣
const SYLLABLES_PER_INITIAL = 21 * 28; // medial vowels × final consonants

function toIndexEntry(consonant: string): InitialConsonant | null {
  if ((INITIAL_CONSONANTS as readonly string[]).includes(consonant)) return consonant as InitialConsonant;
  return SINGLE_OF[consonant] ?? null;
}

/**
 * The index entry of a name: the leading consonant of its first character, doubles folded to singles
 * (까 → ㄱ). A name starting with a bare consonant jamo ('ㅆ') is folded the same way. Leading spaces are
 * skipped. Anything that does not start with Hangul returns null.
 */
export function initialConsonantOf(name: string): InitialConsonant | null {
  const first = name.trimStart().charAt(0);
  if (first === '') return null;
  const code = first.charCodeAt(0);
  if (code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST) {
    const choseong = CHOSEONG[Math.floor((code - SYLLABLE_FIRST) / SYLLABLES_PER_INITIAL)];
    return choseong ? toIndexEntry(choseong) : null;
  }
  return toIndexEntry(first);
}
