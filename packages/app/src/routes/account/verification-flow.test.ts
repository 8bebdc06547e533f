import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import {
  isAlreadyVerified,
  rememberedVerificationEmail,
  rememberVerificationEmail,
  VERIFICATION_EMAIL_KEY,
} from './verification-flow';

describe('isAlreadyVerified (spec 000 §4)', () => {
  it.each([
    [new ApiError(403, 403, '이미 학교 인증을 마쳤어요.'), true],
    [new ApiError(403, 403, '권한이 없어요.'), true],
    [new ApiError(400, 400, '이미 인증된 사용자입니다.'), true],
    [new ApiError(200, 409, '이미 학교 인증을 마쳤어요'), true],
    [new ApiError(400, 400, '등록된 대학교의 학교 이메일만 사용할 수 있어요.'), false],
    [new ApiError(429, 429, '인증번호 요청이 너무 많아요.'), false],
    [new ApiError(0, 0, '네트워크 연결을 확인해 주세요.'), false],
    [new Error('이미 인증'), false],
    [null, false],
  ])('%o → %s', (error, expected) => {
    expect(isAlreadyVerified(error)).toBe(expected);
  });
});

describe('remembered verification e-mail (decisions.md)', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the e-mail for the browser session and forgets it on request', () => {
    expect(rememberedVerificationEmail()).toBeNull();
    rememberVerificationEmail('student@gnu.ac.kr');
    expect(sessionStorage.getItem(VERIFICATION_EMAIL_KEY)).toBe('student@gnu.ac.kr');
    expect(rememberedVerificationEmail()).toBe('student@gnu.ac.kr');
    rememberVerificationEmail(null);
    expect(rememberedVerificationEmail()).toBeNull();
  });
});
