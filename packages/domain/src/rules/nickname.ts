import { normalizeWord } from '../admin/vocabulary';
import { stripBidiControls } from './text';

// A student's nickname: shown on every review they write, chosen in 나의 찐빵 or made up at sign-up.

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 12;

export const NICKNAME_MESSAGES = {
  empty: '닉네임을 입력해 주세요.',
  tooShort: `닉네임은 ${NICKNAME_MIN}자 이상이어야 해요.`,
  tooLong: `닉네임은 ${NICKNAME_MAX}자까지 쓸 수 있어요.`,
  characters: '닉네임에는 한글, 영문, 숫자와 띄어쓰기만 쓸 수 있어요.',
  taken: '이미 다른 학생이 쓰고 있는 닉네임이에요. 다른 닉네임을 골라 주세요.',
  prohibited: '쓸 수 없는 말이 들어 있어요. 다른 닉네임을 골라 주세요.',
  same: '지금 쓰고 있는 닉네임이에요.',
} as const;

/** Hangul syllables, Latin letters and digits, with single spaces between words. */
const NICKNAME_PATTERN = /^[가-힣A-Za-z0-9]+(?: [가-힣A-Za-z0-9]+)*$/;

/** The nickname as it is stored: NFC, no bidi controls, outer spaces trimmed, inner runs of spaces made one. */
export function cleanNickname(input: string): string {
  return stripBidiControls(input.normalize('NFC')).trim().replace(/\s+/g, ' ');
}

/** The nickname's identity for uniqueness: "찐빵 01", "찐빵01" and "ＪＪ01"/"jj01" are each the same name. */
export function nicknameKey(nickname: string): string {
  return normalizeWord(cleanNickname(nickname));
}

/** Null when `input` (cleaned) is a valid nickname, else the Korean reason. Length counts characters. */
export function nicknameProblem(input: string): string | null {
  const nickname = cleanNickname(input);
  const length = [...nickname].length;
  if (length === 0) return NICKNAME_MESSAGES.empty;
  if (length < NICKNAME_MIN) return NICKNAME_MESSAGES.tooShort;
  if (length > NICKNAME_MAX) return NICKNAME_MESSAGES.tooLong;
  if (!NICKNAME_PATTERN.test(nickname)) return NICKNAME_MESSAGES.characters;
  return null;
}

const ADJECTIVES = [
  '포근한',
  '말랑한',
  '든든한',
  '따끈한',
  '상냥한',
  '부지런한',
  '느긋한',
  '씩씩한',
  '다정한',
  '반짝이는',
  '졸린',
  '배부른',
] as const;

/** 진주 and its food, and the bun itself. */
const NOUNS = [
  '찐빵',
  '호빵',
  '만두',
  '꿀빵',
  '비빔밥',
  '냉면',
  '남강',
  '촉석루',
  '유등',
  '진주배',
  '장어',
  '땅콩',
] as const;

/**
 * A friendly generated nickname: adjective, noun and a number ("포근한 찐빵 27"), at most 12 characters with two
 * or three digits. `random` returns numbers in [0, 1); the server draws again when the name is taken, with three
 * digits after a few tries.
 */
export function generateNickname(random: () => number = Math.random, digits: 2 | 3 = 2): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length) % list.length] as T;
  const low = digits === 2 ? 10 : 100;
  const number = String(low + Math.floor(random() * low * 9));
  return `${pick(ADJECTIVES)} ${pick(NOUNS)} ${number}`;
}
