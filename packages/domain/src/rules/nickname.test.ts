import { describe, expect, it } from 'vitest';
import { nicknameRequestSchema } from '../wire/account';
import {
  cleanNickname,
  generateNickname,
  NICKNAME_MESSAGES as M,
  NICKNAME_MAX,
  nicknameKey,
  nicknameProblem,
} from './nickname';

describe('nicknameProblem', () => {
  it.each([
    ['', M.empty],
    ['   ', M.empty],
    ['빵', M.tooShort],
    ['빵빵', null],
    ['포근한 찐빵 27', null],
    ['Jinju Bun 01', null],
    ['가'.repeat(NICKNAME_MAX), null],
    ['가'.repeat(NICKNAME_MAX + 1), M.tooLong],
    ['찐빵!', M.characters],
    ['찐빵\u202e01', null], // bidi controls are dropped, not counted
    ['ㅋㅋㅋ', M.characters],
    ['  여러   칸  ', null],
  ])('%j → %s', (input, expected) => {
    expect(nicknameProblem(input)).toBe(expected);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(nicknameProblem('가나다라마바사아자차카타')).toBeNull();
  });
});

describe('cleanNickname and nicknameKey', () => {
  it('trims, joins runs of spaces and drops bidi controls', () => {
    expect(cleanNickname('  포근한   찐빵\u202e ')).toBe('포근한 찐빵');
  });
  it('spacing, width and case do not make a different name', () => {
    expect(nicknameKey('찐빵 01')).toBe(nicknameKey('찐빵01'));
    expect(nicknameKey('ＪＪ 01')).toBe(nicknameKey('jj01'));
    expect(nicknameKey('찐빵 01')).not.toBe(nicknameKey('찐빵 02'));
  });
});

describe('generateNickname', () => {
  it('is a valid Korean nickname for any draw, with two or three digits', () => {
    for (const value of [0, 0.13, 0.5, 0.77, 0.999999]) {
      for (const digits of [2, 3] as const) {
        const name = generateNickname(() => value, digits);
        expect(nicknameProblem(name), name).toBeNull();
        expect(name).toMatch(new RegExp(`^[가-힣]+ [가-힣]+ \\d{${digits}}$`));
      }
    }
  });
  it('looks like a name, not debug output', () => {
    expect(generateNickname(() => 0)).toBe('포근한 찐빵 10');
  });
});

describe('nicknameRequestSchema', () => {
  it('refuses at the edge with the Korean reason, bounded before the rule runs', () => {
    const long = nicknameRequestSchema.safeParse({ nickname: 'a'.repeat(10_000) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe(M.tooLong);
    expect(nicknameRequestSchema.safeParse({ nickname: '찐빵!' }).error?.issues[0]?.message).toBe(
      M.characters,
    );
    expect(nicknameRequestSchema.safeParse({ nickname: '포근한 찐빵' }).success).toBe(true);
  });
});
